import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import type { AdminSessionUser } from "@/features/admin/shared/admin-gate";
import { CheckboxField, SelectField } from "@/features/admin/shared/admin-fields";
import { AdminCard, InlineAlert } from "@/features/admin/shared/admin-ui";
import { errorMessage } from "@/lib/errors";
import { createFetchWithTimeout } from "@/lib/fetch-with-timeout";
import { trpc } from "@/lib/trpc";
import type { DataContext } from "@/lib/route-data";
import {
  EMAIL_TEST_CRASHED,
  EMAIL_TEST_HINT,
  emailTestDisabled,
  interpretEmailTest,
  type EmailTestOutcome,
  type TestType,
} from "./email-test";

const fetchWithTimeout = createFetchWithTimeout();

/**
 * Sent through the REST path on purpose: its answer carries the error, the suggested solution
 * and the code (403 for an unverified sender) that this tab shows, which the tRPC error shape drops.
 */
async function sendTestEmail(body: {
  senderEmail: string;
  testType: TestType;
  recipientEmail?: string;
}): Promise<EmailTestOutcome> {
  const response = await fetchWithTimeout("/api/admin/test-email-notification", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const raw = await response.text();
  let parsed: unknown = raw;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    // not JSON: shown as the raw text
  }
  return interpretEmailTest(response.status, parsed);
}

/** Spec §2 Email Testing tab. */
export function EmailTestingPanel({ user }: { user: AdminSessionUser }) {
  const senders = trpc.admin.email.senders.useQuery(undefined, { staleTime: 60_000 });
  const [chosen, setChosen] = useState<string | null>(null);
  const [useCustom, setUseCustom] = useState(false);
  const [recipient, setRecipient] = useState("");
  const [sending, setSending] = useState<TestType | "custom" | null>(null);
  const [outcome, setOutcome] = useState<EmailTestOutcome | null>(null);

  const sender = chosen ?? senders.data?.emails[0] ?? "";
  const disabled = emailTestDisabled({ sending: sending !== null, sender, useCustomRecipient: useCustom, recipient });
  const to = useCustom ? recipient.trim() : user.email;

  const send = async (testType: TestType, button: TestType | "custom" = testType) => {
    setSending(button);
    setOutcome(null);
    try {
      setOutcome(
        await sendTestEmail({
          senderEmail: sender,
          testType,
          ...(useCustom ? { recipientEmail: recipient.trim() } : {}),
        }),
      );
    } catch (error) {
      console.error("Email test failed", error);
      setOutcome({
        kind: "error",
        message: EMAIL_TEST_CRASHED,
        solution: `${errorMessage(error, "")} ${EMAIL_TEST_HINT}`.trim(),
        code: null,
        raw: null,
      });
    } finally {
      setSending(null);
    }
  };

  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl text-forest-950">Email Testing</h2>
        <p className="text-sm text-muted">
          Send a test message through the site&apos;s normal mail path to check that email works.
        </p>
      </div>
      <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
        <AdminCard title="Send a test email" id="email-test-title">
          <div className="space-y-4">
            {senders.isError ? (
              <InlineAlert tone="error" title="Sender addresses could not be loaded">
                {errorMessage(senders.error, "Please try again.")}
              </InlineAlert>
            ) : (
              <SelectField
                label="Sender email"
                value={sender}
                disabled={senders.isPending}
                onChange={(e) => setChosen(e.target.value)}
                hint="The default sender and the contact email from Settings."
              >
                {senders.isPending ? <option value="">Loading…</option> : null}
                {senders.data?.senders.map((s) => (
                  <option key={s.email} value={s.email}>
                    {s.email} ({s.source === "default" ? "default sender" : "contact email"})
                  </option>
                ))}
              </SelectField>
            )}
            <p className="text-sm text-muted">
              Sends to <strong className="font-medium text-ink">{to || "the custom recipient"}</strong>. The simple test
              is a short text message; the full test adds an HTML part and the delivery details.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="secondary"
                disabled={disabled}
                loading={sending === "simple"}
                onClick={() => void send("simple")}
              >
                Simple Test
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={disabled}
                loading={sending === "full"}
                onClick={() => void send("full")}
              >
                Full Test
              </Button>
            </div>
            <div className="rounded-xl border border-forest-900/10 bg-sand-50/50 p-4">
              <CheckboxField
                label="Send to a custom recipient"
                checked={useCustom}
                onChange={(e) => setUseCustom(e.target.checked)}
              />
              {useCustom ? (
                <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
                  <TextField
                    className="flex-1"
                    label="Recipient email"
                    type="email"
                    value={recipient}
                    onChange={(e) => setRecipient(e.target.value)}
                    placeholder="someone@example.com"
                    hint="Send Test sends the full test email to this address; the buttons above use it too."
                  />
                  <Button
                    size="sm"
                    className="sm:mt-7"
                    disabled={disabled}
                    loading={sending === "custom"}
                    onClick={() => void send("full", "custom")}
                  >
                    Send Test
                  </Button>
                </div>
              ) : null}
            </div>
            <div aria-live="polite">
              {outcome?.kind === "success" ? (
                <InlineAlert tone="success" title="Test email sent">
                  <p>{outcome.message}</p>
                </InlineAlert>
              ) : outcome?.kind === "error" ? (
                <InlineAlert tone="error" title="Test email failed">
                  <p>{outcome.message}</p>
                  {outcome.code === 403 ? (
                    <p>
                      <strong>Sender not verified.</strong> The sender must be one of the configured addresses (the
                      default sender or the contact email in Settings), and your mail provider must have verified it as
                      a sender.
                    </p>
                  ) : null}
                  {outcome.solution ? (
                    <p>
                      <strong>Suggested solution:</strong> {outcome.solution}
                    </p>
                  ) : null}
                  {outcome.raw !== null ? (
                    <details>
                      <summary className="cursor-pointer font-medium">Raw response</summary>
                      <pre className="mt-2 max-h-60 overflow-auto rounded-lg bg-white/70 p-3 font-mono text-xs text-ink">
                        {typeof outcome.raw === "string" ? outcome.raw : JSON.stringify(outcome.raw, null, 2)}
                      </pre>
                    </details>
                  ) : null}
                </InlineAlert>
              ) : null}
            </div>
          </div>
        </AdminCard>
        <AdminCard title="How mail is sent" id="email-config-title">
          <div className="space-y-3 text-sm text-muted">
            <p>
              With <code className="rounded bg-sand-100 px-1 font-mono text-xs text-ink">SMTP_URL</code> set, mail goes
              out through that server. Without it, every message is kept in the outbox, which admins can read on{" "}
              <Link href="/email-preview" className="font-medium text-forest-700 hover:underline">
                Email Preview
              </Link>
              .
            </p>
            <p>
              Senders are the site&apos;s default sender and the contact email saved in Settings. Change the contact
              email there to offer another sender.
            </p>
            <InlineAlert tone="info">
              Email may take 10-15 minutes to arrive, depending on the provider. Check the spam folder too.
            </InlineAlert>
          </div>
        </AdminCard>
      </div>
    </div>
  );
}

export const emailTestingPanelData = ({ q }: DataContext): readonly unknown[] => [q.admin.email.senders.prefetch()];
