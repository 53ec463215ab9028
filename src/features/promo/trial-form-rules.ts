export const TRIAL_PRODUCT_ID = "luxe-insider-trial";
export const TRIAL_FALLBACK_ERROR = "There was an error setting up your trial. Please try again.";
export const NO_CHECKOUT_URL = "No checkout URL received";

export const COUNTRIES = [
  "United States",
  "Canada",
  "United Kingdom",
  "Australia",
  "Germany",
  "France",
  "Spain",
  "Italy",
  "Japan",
  "Other",
] as const;

export type TrialForm = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
};

export type TrialField = keyof TrialForm;

export const EMPTY_TRIAL_FORM: TrialForm = {
  email: "",
  firstName: "",
  lastName: "",
  phone: "",
  addressLine1: "",
  addressLine2: "",
  city: "",
  state: "",
  postalCode: "",
  country: "United States",
};

/** Spec §5: phone and addressLine2 are optional; country always has a value. */
const REQUIRED_TRIAL_FIELDS: readonly TrialField[] = [
  "email",
  "firstName",
  "lastName",
  "addressLine1",
  "city",
  "state",
  "postalCode",
];

/** The required fields left blank (whitespace counts as blank), in form order. */
export function missingTrialFields(form: TrialForm): TrialField[] {
  return REQUIRED_TRIAL_FIELDS.filter((field) => !form[field].trim());
}

/** The trial call's payload: every field trimmed. */
export function trialPayload(form: TrialForm): TrialForm {
  const out = { ...form };
  for (const key of Object.keys(out) as TrialField[]) out[key] = out[key].trim();
  return out;
}

export type TrialResponse = { success?: boolean; checkoutUrl?: string | null; productId?: string; message?: string };

/** The checkout address from a trial response; a response without one is an error (spec §7). */
export function checkoutUrlOf(response: TrialResponse): string {
  if (!response.checkoutUrl) throw new Error(NO_CHECKOUT_URL);
  return response.checkoutUrl;
}
