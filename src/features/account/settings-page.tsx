import { useState, type ChangeEvent, type FormEvent } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { clearStoredUser, type CurrentUser } from "@/lib/auth/auth-storage";
import { focusFirstError } from "@/features/auth/focus-first-error";
import { FormAlert } from "@/features/auth/form-alert";
import { PasswordField } from "@/features/auth/password-field";
import { useLogout } from "@/lib/auth/use-logout";
import { useSeo } from "@/lib/seo/use-seo";
import { errorMessage, fieldErrorsOf, hasFieldErrors, type FieldErrors } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils } from "@/lib/trpc";
import { errorCode, isConflict } from "./access-errors";
import { emailProblem, validateNewPassword } from "./account-validation";
import { BillingButton } from "./billing-button";
import { ConfirmDialog } from "./confirm-dialog";
import { RequireMember } from "./member-gate";
import { PageShell, Panel } from "./page-shell";

const FALLBACK = "Something went wrong. Please try again.";

/** The server reports a wrong current password as a bad request with these words. */
function isWrongCurrentPassword(error: unknown): boolean {
  return errorCode(error) === "BAD_REQUEST" && /current password/i.test(errorMessage(error, ""));
}

function useFormState<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const change = (field: keyof T & string) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  return { values, setValues, errors, setErrors, formError, setFormError, change };
}

function ChangeEmailForm({ user }: { user: CurrentUser }) {
  const form = useFormState({ email: "", currentPassword: "" });
  const mutation = trpc.account.changeEmail.useMutation({
    // The email changes only once the link mailed to the new address is followed.
    onSuccess: (result) => {
      form.setValues({ email: "", currentPassword: "" });
      notify.success("Check your new inbox", result.message);
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      if (isWrongCurrentPassword(error)) fields.currentPassword = errorMessage(error, FALLBACK);
      if (isConflict(error)) fields.email = errorMessage(error, FALLBACK);
      form.setErrors(fields);
      form.setFormError(hasFieldErrors(fields) ? null : errorMessage(error, FALLBACK));
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrors = {
      email: emailProblem(form.values.email),
      currentPassword: form.values.currentPassword ? undefined : "Enter your current password.",
    };
    form.setErrors(found);
    form.setFormError(null);
    if (hasFieldErrors(found)) return focusFirstError(event.currentTarget, found);
    mutation.mutate({ email: form.values.email.trim(), currentPassword: form.values.currentPassword });
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Change email">
      <p className="text-sm text-muted">
        Current email: <strong className="font-semibold text-ink">{user.email}</strong>
      </p>
      <FormAlert message={form.formError} />
      <TextField
        label="New email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={form.values.email}
        onChange={form.change("email")}
        error={form.errors.email}
      />
      <PasswordField
        label="Current password"
        name="currentPassword"
        autoComplete="current-password"
        required
        value={form.values.currentPassword}
        onChange={form.change("currentPassword")}
        error={form.errors.currentPassword}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={mutation.isPending}>
          Change email
        </Button>
      </div>
    </form>
  );
}

function ChangePasswordForm() {
  const form = useFormState({ currentPassword: "", password: "", confirm: "" });
  const mutation = trpc.account.changePassword.useMutation({
    onSuccess: (result) => {
      form.setValues({ currentPassword: "", password: "", confirm: "" });
      notify.success("Password changed", result.message);
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      if (fields.newPassword) fields.password = fields.newPassword;
      if (isWrongCurrentPassword(error)) fields.currentPassword = errorMessage(error, FALLBACK);
      form.setErrors(fields);
      form.setFormError(hasFieldErrors(fields) ? null : errorMessage(error, FALLBACK));
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrors = {
      currentPassword: form.values.currentPassword ? undefined : "Enter your current password.",
      ...validateNewPassword(form.values),
    };
    form.setErrors(found);
    form.setFormError(null);
    if (hasFieldErrors(found)) return focusFirstError(event.currentTarget, found);
    mutation.mutate({ currentPassword: form.values.currentPassword, newPassword: form.values.password });
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Change password">
      <FormAlert message={form.formError} />
      <PasswordField
        label="Current password"
        name="currentPassword"
        autoComplete="current-password"
        required
        value={form.values.currentPassword}
        onChange={form.change("currentPassword")}
        error={form.errors.currentPassword}
      />
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        required
        value={form.values.password}
        onChange={form.change("password")}
        error={form.errors.password}
        hint="At least 8 characters."
      />
      <PasswordField
        label="Confirm new password"
        name="confirm"
        autoComplete="new-password"
        required
        value={form.values.confirm}
        onChange={form.change("confirm")}
        error={form.errors.confirm}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={mutation.isPending}>
          Change password
        </Button>
      </div>
    </form>
  );
}

function SessionsPanel() {
  const utils = useApiUtils();
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const { logout, isPending: loggingOut } = useLogout();
  const everywhere = trpc.account.signOutEverywhere.useMutation({
    onSuccess: () => {
      clearStoredUser();
      utils.auth.me.setData(undefined, null);
      void utils.invalidate();
      notify.success("Signed out everywhere", "Every device, this one included, has been signed out.");
      navigate("/signin");
    },
    onError: (error) => {
      setConfirming(false);
      notify.error("Sign out failed", errorMessage(error, FALLBACK));
    },
  });
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-medium text-ink">Sign out of this device</p>
          <p className="text-sm text-muted">End this session. You can sign in again at any time.</p>
        </div>
        <Button variant="secondary" loading={loggingOut} onClick={logout} className="shrink-0">
          Sign out
        </Button>
      </div>
      <div className="flex flex-col gap-3 border-t border-forest-900/10 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-medium text-ink">Sign out everywhere</p>
          <p className="text-sm text-muted">
            Lost a phone or used a shared computer? End every session on every device.
          </p>
        </div>
        <Button variant="secondary" onClick={() => setConfirming(true)} className="shrink-0">
          Sign out everywhere
        </Button>
      </div>
      {confirming ? (
        <ConfirmDialog
          title="Sign out everywhere?"
          confirmLabel="Sign out everywhere"
          pending={everywhere.isPending}
          onConfirm={() => everywhere.mutate()}
          onClose={() => setConfirming(false)}
        >
          <p>Every device signed in to your account, including this one, will be signed out.</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

export function SettingsPage() {
  useSeo({ title: "Settings", description: "Your Wildluxe email, password, sessions and billing." });
  return (
    <RequireMember purpose="to change your settings">
      {(user) => (
        <PageShell width="narrow" eyebrow="Account" title="Settings" subtitle="Sign-in details, sessions and billing.">
          <div className="space-y-6">
            <Panel title="Email" id="settings-email-title">
              <ChangeEmailForm user={user} />
            </Panel>
            <Panel title="Password" id="settings-password-title">
              <ChangePasswordForm />
            </Panel>
            <Panel title="Sessions" id="settings-sessions-title">
              <SessionsPanel />
            </Panel>
            <Panel title="Billing" id="settings-billing-title">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-muted">Update your card, download invoices or cancel your membership.</p>
                <BillingButton className="shrink-0" />
              </div>
            </Panel>
          </div>
        </PageShell>
      )}
    </RequireMember>
  );
}
