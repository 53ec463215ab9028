/** A message safe to show: the error's own message, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}

export type FieldErrors = Partial<Record<string, string>>;

/** First message per field from a tRPC error's flattened zod issues (`data.zodError.fieldErrors`). */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (typeof error !== "object" || error === null) return {};
  const data = (error as { data?: { zodError?: { fieldErrors?: Record<string, string[] | undefined> } | null } | null })
    .data;
  const fieldErrors = data?.zodError?.fieldErrors;
  if (!fieldErrors) return {};
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const first = messages?.[0];
    if (first) out[field] = first;
  }
  return out;
}

export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}
