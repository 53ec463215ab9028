import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/state-message";
import { TextField } from "@/components/ui/text-field";
import { ConfirmDialog } from "@/features/account/confirm-dialog";
import { FormAlert } from "@/features/auth/form-alert";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils, type RouterOutputs } from "@/lib/trpc";

const EVENTS = [
  { value: "listing.updated", label: "A stay changes (text, photos, tier, archived)" },
  { value: "listing.availability_changed", label: "A stay's availability changes" },
] as const;
type Event = (typeof EVENTS)[number]["value"];
type Hook = RouterOutputs["partners"]["webhooks"][number];

const STATUS_STYLE = {
  delivered: "bg-forest-50 text-forest-800",
  pending: "bg-sand-100 text-sand-900",
  failed: "bg-red-50 text-red-800",
} as const;

/** A partner's webhook endpoints: add (the signing secret is shown once), see each delivery's status, remove. */
export function WebhooksPanel() {
  const utils = useApiUtils();
  const hooks = trpc.partners.webhooks.useQuery();
  const [secret, setSecret] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Hook | null>(null);
  const remove = trpc.partners.deleteWebhook.useMutation({
    onSuccess: () => {
      setRemoving(null);
      notify.success("Endpoint removed");
      void utils.partners.webhooks.invalidate();
    },
    onError: (e) => notify.error("Could not remove the endpoint", errorMessage(e, "Please try again.")),
  });
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted">
        We POST a JSON event to your endpoint, signed in the <code className="font-mono">Wildluxe-Signature</code>{" "}
        header (<code className="font-mono">t=timestamp,v1=HMAC-SHA256(secret, "t.body")</code>). Answer with any 2xx
        within 10 seconds; anything else is retried after 1 min, 5 min, 30 min, 2 h, 6 h and 12 h. Redirects are not
        followed, and endpoints must be on the public internet.
      </p>
      <NewWebhookForm
        onCreated={(s) => {
          setSecret(s);
          void utils.partners.webhooks.invalidate();
        }}
      />
      {secret ? (
        <div role="status" className="rounded-2xl border border-sand-300 bg-sand-50 p-4">
          <p className="text-sm font-medium text-sand-900">Your signing secret, shown only now:</p>
          <code data-testid="webhook-secret" className="mt-2 block break-all font-mono text-sm text-forest-950">
            {secret}
          </code>
          <Button variant="ghost" size="sm" className="mt-2" onClick={() => setSecret(null)}>
            Done
          </Button>
        </div>
      ) : null}
      {hooks.isPending ? (
        <p role="status" className="text-sm text-muted">
          Loading your endpoints…
        </p>
      ) : hooks.isError ? (
        <LoadError size="sm" title="Your endpoints could not load." onRetry={() => void hooks.refetch()} />
      ) : hooks.data.length === 0 ? (
        <p className="text-sm text-muted">No endpoints yet.</p>
      ) : (
        <ul aria-label="Your webhook endpoints" className="space-y-4">
          {hooks.data.map((h) => (
            <li key={h.id} className="rounded-2xl border border-forest-900/10 bg-white p-4">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <p className="break-all font-mono text-sm text-forest-950">{h.url}</p>
                  <p className="mt-1 text-xs text-muted">{h.events.join(", ")}</p>
                </div>
                <Button variant="secondary" size="sm" onClick={() => setRemoving(h)} aria-label={`Remove ${h.url}`}>
                  Remove
                </Button>
              </div>
              {h.deliveries.length ? (
                <ul aria-label={`Deliveries to ${h.url}`} className="mt-3 space-y-1.5 text-xs">
                  {h.deliveries.map((d) => (
                    <li key={d.id} className="flex flex-wrap items-center gap-2">
                      <span className={cn("rounded-full px-2 py-0.5 font-semibold", STATUS_STYLE[d.status])}>
                        {d.status}
                      </span>
                      <span className="font-mono">{d.event}</span>
                      <span className="text-muted">
                        {new Date(d.createdAt).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })} ·{" "}
                        {d.attempts} {d.attempts === 1 ? "attempt" : "attempts"}
                        {d.outcome && d.outcome !== "delivered" ? ` · ${d.outcome}` : ""}
                        {d.status === "pending" && d.attempts > 0
                          ? ` · next try ${new Date(d.nextAttemptAt).toLocaleTimeString("en-US", { timeStyle: "short" })}`
                          : ""}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-3 text-xs text-muted">No deliveries yet.</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {removing ? (
        <ConfirmDialog
          title="Remove this endpoint?"
          confirmLabel="Remove endpoint"
          pending={remove.isPending}
          onConfirm={() => remove.mutate(removing.id)}
          onClose={() => setRemoving(null)}
        >
          {removing.url} gets no more events, and deliveries still waiting are dropped.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

function NewWebhookForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<Event[]>(["listing.updated"]);
  const [error, setError] = useState<string | null>(null);
  const create = trpc.partners.createWebhook.useMutation({
    onSuccess: (hook) => {
      setUrl("");
      onCreated(hook.secret);
    },
    onError: (e) => setError(errorMessage(e, "The endpoint could not be added.")),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^https?:\/\//.test(url.trim())) return setError("Enter the endpoint's full URL, starting with https://.");
    if (!events.length) return setError("Choose at least one event.");
    setError(null);
    create.mutate({ url: url.trim(), events });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Add a webhook endpoint"
      className="space-y-4 rounded-2xl border border-forest-900/10 bg-white p-4"
    >
      <FormAlert message={error} />
      <TextField
        label="Endpoint URL"
        name="url"
        type="url"
        inputMode="url"
        placeholder="https://example.com/wildluxe-events"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
      />
      <fieldset>
        <legend className="text-sm font-medium text-ink">Events</legend>
        <div className="mt-2 space-y-2">
          {EVENTS.map((ev) => (
            <label key={ev.value} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-forest-700"
                checked={events.includes(ev.value)}
                onChange={() =>
                  setEvents((list) =>
                    list.includes(ev.value) ? list.filter((x) => x !== ev.value) : [...list, ev.value],
                  )
                }
              />
              <span className="font-mono text-xs">{ev.value}</span>
              <span className="text-muted">{ev.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" loading={create.isPending}>
          Add endpoint
        </Button>
      </div>
    </form>
  );
}
