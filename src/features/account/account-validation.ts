import { validateSignUp, type SignUpValues } from "@/features/auth/auth-validation";
import type { FieldErrors } from "@/lib/errors";

/** One field's message from the sign-up rules, so every account form says the same as sign-up and the server. */
function signUpRule(field: keyof SignUpValues, value: string): string | undefined {
  return validateSignUp({ fullName: "", username: "", email: "", password: "", [field]: value })[field];
}

function passwordProblem(password: string): string | undefined {
  return signUpRule("password", password);
}

export function emailProblem(email: string): string | undefined {
  return signUpRule("email", email);
}

/** A new password and its confirmation (reset and change-password forms). */
export function validateNewPassword(values: { password: string; confirm: string }): FieldErrors {
  const errors: FieldErrors = {};
  const problem = passwordProblem(values.password);
  if (problem) errors.password = problem;
  if (!values.confirm) errors.confirm = "Confirm your new password.";
  else if (values.confirm !== values.password) errors.confirm = "The passwords do not match.";
  return errors;
}

/** The profile form's checks: the sign-up rules for full name and username. */
export function validateProfile(values: { fullName: string; username: string }): FieldErrors {
  const errors: FieldErrors = {};
  const username = signUpRule("username", values.username);
  const fullName = signUpRule("fullName", values.fullName);
  if (username) errors.username = username;
  if (fullName) errors.fullName = fullName;
  return errors;
}

/** The token of a mailed link (`/reset-password?token=...`, `/confirm-email?token=...`), or null. */
export function resetTokenFrom(search: string): string | null {
  return new URLSearchParams(search).get("token")?.trim() || null;
}
