import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { goToCheckout } from "@/features/membership/use-membership-checkout";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { errorStatus } from "@/lib/query-client";
import { trpc } from "@/lib/trpc";
import {
  checkoutUrlOf,
  COUNTRIES,
  EMPTY_TRIAL_FORM,
  missingTrialFields,
  TRIAL_FALLBACK_ERROR,
  TRIAL_PRODUCT_ID,
  trialPayload,
  type TrialField,
  type TrialForm,
} from "./trial-form-rules";

export type TrialState = "idle" | "processing" | "redirect" | "error";

type Field = {
  name: TrialField;
  label: string;
  type?: string;
  autoComplete: string;
  optional?: boolean;
  wide?: boolean;
};

const FIELDS: Field[] = [
  { name: "email", label: "Email", type: "email", autoComplete: "email", wide: true },
  { name: "firstName", label: "First name", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", autoComplete: "family-name" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel", optional: true, wide: true },
  { name: "addressLine1", label: "Address line 1", autoComplete: "address-line1", wide: true },
  { name: "addressLine2", label: "Address line 2", autoComplete: "address-line2", optional: true, wide: true },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "state", label: "State / Province", autoComplete: "address-level1" },
  { name: "postalCode", label: "Postal code", autoComplete: "postal-code" },
];

/** The Luxe Insider trial signup: the guide ships to this address, then checkout starts the trial. */
export function TrialSignupForm({ initial }: { initial?: Partial<TrialForm> }) {
  const [form, setForm] = useState<TrialForm>({ ...EMPTY_TRIAL_FORM, ...initial });
  const [missing, setMissing] = useState<TrialField[]>([]);
  const [state, setState] = useState<TrialState>("idle");
  const formRef = useRef<HTMLFormElement>(null);
  const countryId = useId();
  const { mutateAsync } = trpc.payments.startTrial.useMutation();

  const update = (name: TrialField, value: string) => {
    setForm((f) => ({ ...f, [name]: value }));
    if (missing.includes(name) && value.trim()) setMissing((m) => m.filter((f) => f !== name));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === "processing" || state === "redirect") return;
    const blank = missingTrialFields(form);
    setMissing(blank);
    if (blank.length) {
      notify.error("Missing Information", "Please fill in all required fields.");
      formRef.current?.querySelector<HTMLInputElement>(`[name="${blank[0]}"]`)?.focus();
      return;
    }
    setState("processing");
    try {
      const response = await mutateAsync(trialPayload(form));
      const url = checkoutUrlOf(response);
      if (response.productId && response.productId !== TRIAL_PRODUCT_ID) {
        console.warn(`Trial product ${response.productId} differs from the expected ${TRIAL_PRODUCT_ID}.`);
      }
      setState("redirect");
      goToCheckout(url);
    } catch (error) {
      setState("error");
      if (errorStatus(error) === 503) notify.error("Payment Error", "Payment system not ready. Please try again.");
      else notify.error("Signup Failed", errorMessage(error, TRIAL_FALLBACK_ERROR));
    }
  };

  const busy = state === "processing" || state === "redirect";
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="grid grid-cols-2 gap-x-3 gap-y-4"
      aria-busy={busy || undefined}
    >
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          label={field.optional ? `${field.label} (optional)` : field.label}
          type={field.type ?? "text"}
          autoComplete={field.autoComplete}
          value={form[field.name]}
          onChange={(e) => update(field.name, e.target.value)}
          aria-required={field.optional ? undefined : true}
          error={missing.includes(field.name) ? `${field.label} is required.` : undefined}
          disabled={busy}
          className={field.wide ? "col-span-2" : "col-span-2 sm:col-span-1"}
        />
      ))}
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor={countryId} className="block text-sm font-medium text-ink">
          Country
        </label>
        <select
          id={countryId}
          name="country"
          autoComplete="country-name"
          value={form.country}
          disabled={busy}
          onChange={(e) => update("country", e.target.value)}
          className="mt-1.5 block h-11 w-full rounded-xl border border-forest-900/15 bg-white px-3 text-base text-ink shadow-sm focus:outline-none focus-visible:border-forest-600 focus-visible:ring-2 focus-visible:ring-forest-600/40 sm:text-sm"
        >
          {COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {country}
            </option>
          ))}
        </select>
      </div>

      <div className="col-span-2 mt-2">
        <Button type="submit" size="lg" className="w-full" loading={busy}>
          {state === "processing"
            ? "Setting Up Your Trial..."
            : state === "redirect"
              ? "Redirecting to Checkout..."
              : "Start My 14-Day Free Trial"}
        </Button>
        <p className="mt-3 text-center text-xs leading-relaxed text-muted">
          14 days free, then $14.99 per month. Cancel anytime before your trial ends and you will not be charged.
        </p>
      </div>
    </form>
  );
}
