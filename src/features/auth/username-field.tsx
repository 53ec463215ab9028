import type { ChangeEvent } from "react";
import { TextField } from "@/components/ui/text-field";

type UsernameFieldProps = {
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** The username field of sign-up and the profile form, with its rules as the hint. */
export function UsernameField({ value, error, onChange }: UsernameFieldProps) {
  return (
    <TextField
      label="Username"
      name="username"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      value={value}
      onChange={onChange}
      error={error}
      hint="3 to 32 letters, numbers, dots, dashes or underscores."
    />
  );
}
