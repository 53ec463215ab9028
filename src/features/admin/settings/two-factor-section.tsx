import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { Badge, InlineAlert } from "@/features/admin/shared/admin-ui";
import { formatDateTime } from "@/features/admin/shared/format";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils } from "@/lib/trpc";
import { copyText, groupSecret } from "./copy-text";

const CODE = /^\d{6}$/;
const cleanCode = (text: string) => text.replace(/\s+/g, "");

function CodeForm({
  label,
  submitLabel,
  pending,
  error,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
}) {
  const [code, setCode] = useState("");
  const [localError, setLocalError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!CODE.test(cleanCode(code))) return setLocalError("Enter the 6-digit code from your authenticator app.");
    setLocalError(null);
    onSubmit(cleanCode(code));
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        className="sm:w-56"
        label={label}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        placeholder="123456"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={localError ?? error ?? undefined}
      />
      <Button type="submit" size="sm" className="sm:mt-7" loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** Two-factor sign-in for the admin's own account: set up, confirm with a code, or turn off with a code. */
export function TwoFactorSection() {
  const utils = useApiUtils();
  const status = trpc.admin.twoFactor.status.useQuery(undefined, { staleTime: 0 });
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => {
    void utils.admin.twoFactor.status.invalidate();
    void utils.admin.users.invalidate();
  };
  const start = trpc.admin.twoFactor.setup.useMutation({
    onSuccess: (result) => {
      setError(null);
      setSetup({ secret: result.secret, uri: result.uri });
    },
    onError: (e) => notify.error("Error", errorMessage(e, "Two-factor setup could not start.")),
  });
  const enable = trpc.admin.twoFactor.enable.useMutation({
    onSuccess: () => {
      setSetup(null);
      setError(null);
      notify.success(
        "Two-factor authentication enabled",
        "Sign-in now also asks for a code from your authenticator app. Your other devices have been signed out.",
      );
      refresh();
    },
    onError: (e) => setError(errorMessage(e, "That code is not valid.")),
  });
  const disable = trpc.admin.twoFactor.disable.useMutation({
    onSuccess: () => {
      setError(null);
      notify.success("Two-factor authentication disabled");
      refresh();
    },
    onError: (e) => setError(errorMessage(e, "That code is not valid.")),
  });

  if (status.isPending) return <p className="text-sm text-muted">Loading…</p>;
  if (status.isError)
    return (
      <InlineAlert tone="error">{errorMessage(status.error, "The two-factor status could not be loaded.")}</InlineAlert>
    );

  if (status.data.enabled) {
    return (
      <div className="space-y-4">
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
          <Badge tone="green">On</Badge>
          Enabled {status.data.enabledAt ? formatDateTime(status.data.enabledAt) : ""}. Sign-in asks for a code from
          your authenticator app.
        </p>
        <CodeForm
          label="Code to turn it off"
          submitLabel="Disable"
          pending={disable.isPending}
          error={error}
          onSubmit={(code) => disable.mutate({ code })}
        />
      </div>
    );
  }

  if (!setup) {
    return (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <Badge>Off</Badge>
          Add a second step to signing in with an authenticator app.
        </p>
        <Button size="sm" loading={start.isPending} onClick={() => start.mutate()}>
          Enable
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-3 pl-5 text-sm text-ink">
        <li>
          In your authenticator app, add an account with this secret key:
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <code className="rounded-lg bg-sand-100 px-3 py-2 font-mono text-sm tracking-wider text-forest-950">
              {groupSecret(setup.secret)}
            </code>
            <Button size="sm" variant="secondary" onClick={() => void copyText(setup.secret, "Secret key")}>
              Copy key
            </Button>
          </div>
          <details className="mt-2">
            <summary className="cursor-pointer text-forest-700">Or use the setup link (otpauth URI)</summary>
            <div className="mt-2 flex flex-wrap items-start gap-2">
              <code className="min-w-0 flex-1 break-all rounded-lg bg-sand-100 px-3 py-2 font-mono text-xs text-forest-950">
                {setup.uri}
              </code>
              <Button size="sm" variant="secondary" onClick={() => void copyText(setup.uri, "Setup link")}>
                Copy link
              </Button>
            </div>
          </details>
        </li>
        <li>Enter the 6-digit code the app shows to confirm.</li>
      </ol>
      <CodeForm
        label="Authenticator code"
        submitLabel="Verify and Enable"
        pending={enable.isPending}
        error={error}
        onSubmit={(code) => enable.mutate({ code })}
      />
      <Button
        size="sm"
        variant="ghost"
        onClick={() => {
          setSetup(null);
          setError(null);
        }}
      >
        Cancel setup
      </Button>
    </div>
  );
}
