export type TestType = "simple" | "full";

/**
 * Spec §5: the test buttons are disabled while sending, without a sender, or with the custom recipient on and blank.
 */
export function emailTestDisabled(state: {
  sending: boolean;
  sender: string;
  useCustomRecipient: boolean;
  recipient: string;
}): boolean {
  return state.sending || !state.sender.trim() || (state.useCustomRecipient && !state.recipient.trim());
}

export const EMAIL_TEST_FAILED = "Failed to send test email notification";
export const EMAIL_TEST_CRASHED = "Failed to send test email notification. Please check console for details.";
export const EMAIL_TEST_HINT =
  "This usually means a missing mail key (SMTP_URL), a sender that is not verified, or a network problem.";

export type EmailTestOutcome =
  | { kind: "success"; message: string; raw: unknown }
  | { kind: "error"; message: string; solution: string | null; code: number | null; raw: unknown };

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/**
 * Reads the answer of POST /api/admin/test-email-notification: success with a message, or an
 * error with the server's text, its suggested solution and its code (403: sender not verified).
 */
export function interpretEmailTest(status: number, body: unknown): EmailTestOutcome {
  const b = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  if (status >= 200 && status < 300 && b.success !== false) {
    return { kind: "success", message: text(b.message) ?? "Test email sent.", raw: body };
  }
  const details = text(b.details);
  const error = text(b.error) ?? text(b.message) ?? EMAIL_TEST_FAILED;
  return {
    kind: "error",
    message: details && details !== error ? `${error}: ${details}` : error,
    solution: text(b.solution),
    code: typeof b.code === "number" ? b.code : status || null,
    raw: body,
  };
}
