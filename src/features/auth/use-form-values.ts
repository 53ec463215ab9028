import { useState, type ChangeEvent } from "react";
import type { FieldErrors } from "@/lib/errors";

/** A text form's values and field errors; `change(field)` updates a field and clears its error. */
export function useFormValues<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = (field: keyof V & string) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  return { values, errors, setErrors, change };
}
