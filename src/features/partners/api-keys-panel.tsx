import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import { TextField } from "@/components/ui/text-field";
import { ConfirmDialog } from "@/features/account/confirm-dialog";
import { FormAlert } from "@/features/auth/form-alert";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils, type RouterOutputs } from "@/lib/trpc";

const SCOPES = [
  { value: "listings:read", label: "Read listings", hint: "Stays, categories and regions" },
  { value: "search:read", label: "Search", hint: "Search stays by words" },
  { value: "availability:read", label: "Read availability", hint: "Open nights of stays" },
] as const;
type Scope = (typeof SCOPES)[number]["value"];
type Key = RouterOutputs["partners"]["keys"][number];

const dateText = (d: Date | string | null) =>
  d ? new Date(d).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" }) : "Never";

/** Create, list and revoke the member's partner API keys; a new key is shown once. */
export function ApiKeysPanel() {
  const utils = useApiUtils();
  const keys = trpc.partners.keys.useQuery();
  const [created, setCreated] = useState<{ key: string; name: string } | null>(null);
  const [revoking, setRevoking] = useState<Key | null>(null);
  const revoke = trpc.partners.revokeKey.useMutation({
    onSuccess: () => {
      notify.success("Key revoked", "It stopped working at once.");
      setRevoking(null);
      void utils.partners.keys.invalidate();
    },
    onError: (error) => notify.error("Could not revoke the key", errorMessage(error, "Please try again.")),
  });

  return (
    <div className="space-y-6">
      <NewKeyForm
        onCreated={(key, name) => {
          setCreated({ key, name });
          void utils.partners.keys.invalidate();
        }}
      />
      {created ? <NewKeyNotice created={created} onDone={() => setCreated(null)} /> : null}
      {keys.isPending ? (
        <p role="status" className="text-sm text-muted">
          Loading your keys…
        </p>
      ) : keys.isError ? (
        <LoadError size="sm" title="Your keys could not load." onRetry={() => void keys.refetch()} />
      ) : keys.data.length === 0 ? (
        <StateMessage title="No keys yet. Create one above for each integration you build." />
      ) : (
        <ul
          aria-label="Your API keys"
          className="divide-y divide-forest-900/10 rounded-2xl border border-forest-900/10 bg-white"
        >
          {keys.data.map((k) => (
            <li key={k.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium text-forest-950">{k.name}</p>
                <p className="mt-0.5 font-mono text-xs text-muted">{k.prefix}…</p>
                <p className="mt-1 flex flex-wrap gap-1.5">
                  {k.scopes.map((s) => (
                    <span
                      key={s}
                      className="rounded-full bg-forest-50 px-2 py-0.5 font-mono text-[11px] text-forest-800"
                    >
                      {s}
                    </span>
                  ))}
                </p>
                <p className="mt-1 text-xs text-muted">
                  Created {dateText(k.createdAt)} · Last used {dateText(k.lastUsedAt)}
                </p>
              </div>
              <Button variant="secondary" size="sm" onClick={() => setRevoking(k)} aria-label={`Revoke ${k.name}`}>
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
      {revoking ? (
        <ConfirmDialog
          title={`Revoke "${revoking.name}"?`}
          confirmLabel="Revoke key"
          pending={revoke.isPending}
          onConfirm={() => revoke.mutate(revoking.id)}
          onClose={() => setRevoking(null)}
        >
          Anything using this key stops working with its next request. This cannot be undone.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

function NewKeyForm({ onCreated }: { onCreated: (key: string, name: string) => void }) {
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<Scope[]>(["listings:read", "search:read"]);
  const [error, setError] = useState<string | null>(null);
  const create = trpc.partners.createKey.useMutation({
    onSuccess: (result) => {
      setName("");
      onCreated(result.key, result.name);
    },
    onError: (e) => setError(errorMessage(e, "The key could not be created.")),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError("Give the key a name.");
    if (!scopes.length) return setError("Choose at least one scope.");
    setError(null);
    create.mutate({ name: name.trim(), scopes });
  };
  const toggle = (scope: Scope) => setScopes((s) => (s.includes(scope) ? s.filter((x) => x !== scope) : [...s, scope]));
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Create an API key"
      className="space-y-4 rounded-2xl border border-forest-900/10 bg-white p-5 shadow-card"
    >
      <FormAlert message={error} />
      <TextField
        label="Key name"
        name="name"
        maxLength={60}
        placeholder="e.g. Agency website"
        value={name}
        onChange={(e) => setName(e.target.value)}
        hint="Name it after the integration that uses it."
      />
      <fieldset>
        <legend className="text-sm font-medium text-ink">Scopes</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {SCOPES.map((s) => (
            <label
              key={s.value}
              className="flex cursor-pointer items-start gap-2 rounded-xl border border-forest-900/10 p-3 text-sm has-[:checked]:border-forest-600 has-[:checked]:bg-forest-50"
            >
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-forest-700"
                checked={scopes.includes(s.value)}
                onChange={() => toggle(s.value)}
              />
              <span>
                <span className="block font-medium text-forest-950">{s.label}</span>
                <span className="block font-mono text-[11px] text-muted">{s.value}</span>
                <span className="block text-xs text-muted">{s.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" loading={create.isPending}>
          Create key
        </Button>
      </div>
    </form>
  );
}

function NewKeyNotice({ created, onDone }: { created: { key: string; name: string }; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      notify.success("Key copied");
    } catch {
      notify.error("Could not copy", "Select the key and copy it by hand.");
    }
  };
  return (
    <section
      role="status"
      aria-labelledby="new-key-title"
      className="rounded-2xl border border-sand-300 bg-sand-50 p-5"
    >
      <h3 id="new-key-title" className="text-xl text-forest-950">
        Your new key “{created.name}”
      </h3>
      <p className="mt-1 text-sm font-medium text-sand-900">
        Copy it now: this is the only time it is shown. We keep only its hash.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <code
          data-testid="new-api-key"
          className="min-w-0 flex-1 break-all rounded-xl bg-white px-3 py-2.5 font-mono text-sm text-forest-950 ring-1 ring-forest-900/10"
        >
          {created.key}
        </code>
        <Button variant="secondary" onClick={() => void copy()}>
          Copy
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}
