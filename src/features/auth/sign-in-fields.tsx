import type { ChangeEvent } from "react";
import { TextField } from "@/components/ui/text-field";
import type { FieldErrors } from "@/lib/errors";
import type { SignInValues } from "./auth-validation";
import { PasswordField } from "./password-field";

type SignInFieldsProps = {
  values: SignInValues;
  errors: FieldErrors;
  change: (field: keyof SignInValues) => (event: ChangeEvent<HTMLInputElement>) => void;
};

/** The identifier and password fields of the member and admin sign-in forms. */
export function SignInFields({ values, errors, change }: SignInFieldsProps) {
  return (
    <>
      <TextField
        label="Email or username"
        name="identifier"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={values.identifier}
        onChange={change("identifier")}
        error={errors.identifier}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={change("password")}
        error={errors.password}
      />
    </>
  );
}
