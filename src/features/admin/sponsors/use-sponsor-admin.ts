import { useState } from "react";
import { errorMessage, fieldErrorsOf, type FieldErrors } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { useApiUtils } from "@/lib/trpc";

/** A delete mutation's callbacks: a toast naming what went, fresh sponsor data, then `done`. */
export function useRemoveHandlers(success: string, name: string | undefined, failure: string, done: () => void) {
  const utils = useApiUtils();
  return {
    onSuccess: () => {
      notify.success(success, name);
      void utils.admin.sponsors.invalidate();
      done();
    },
    onError: (e: unknown) => notify.error("Error", errorMessage(e, failure)),
  };
}

/** A sponsor or ad space form's values and field errors, and its save mutations' callbacks. */
export function useSponsorAdminForm<V extends { name: string }>(initial: () => V, failure: string, onDone: () => void) {
  const utils = useApiUtils();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const onError = (e: unknown) => {
    setErrors(fieldErrorsOf(e));
    notify.error("Error", errorMessage(e, failure));
  };
  const saveHandlers = (title: string) => ({
    onSuccess: () => {
      notify.success(title, values.name.trim());
      void utils.admin.sponsors.invalidate();
      onDone();
    },
    onError,
  });
  return { values, errors, setErrors, set, saveHandlers };
}
