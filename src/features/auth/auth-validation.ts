import type { FieldErrors } from "@/lib/errors";

export type SignUpValues = { fullName: string; username: string; email: string; password: string };
export type SignInValues = { identifier: string; password: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[a-zA-Z0-9_.-]+$/;

/** The server's rules, checked before sending so mistakes show at once (same messages). */
export function validateSignUp(values: SignUpValues): FieldErrors {
  const errors: FieldErrors = {};
  const username = values.username.trim();
  if (!EMAIL.test(values.email.trim())) errors.email = "Enter a valid email address.";
  if (username.length < 3) errors.username = "Username must be at least 3 characters.";
  else if (username.length > 32) errors.username = "Username must be at most 32 characters.";
  else if (!USERNAME.test(username))
    errors.username = "Username may use letters, numbers, dots, dashes and underscores.";
  if (values.password.length < 8) errors.password = "Password must be at least 8 characters.";
  else if (values.password.length > 256) errors.password = "Password must be at most 256 characters.";
  if (values.fullName.trim().length > 100) errors.fullName = "Full name must be at most 100 characters.";
  return errors;
}

export function validateSignIn(values: SignInValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.identifier.trim()) errors.identifier = "Enter your email or username.";
  if (!values.password) errors.password = "Enter your password.";
  return errors;
}

/** The login call takes an email or a username; an "@" decides which. */
export function loginPayload(values: SignInValues): { email?: string; username?: string; password: string } {
  const identifier = values.identifier.trim();
  return identifier.includes("@")
    ? { email: identifier, password: values.password }
    : { username: identifier, password: values.password };
}
