import { useQueryClient } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import { useState, type FormEvent } from "react";
import { Link, useLocation } from "wouter";
import { usePageTitle } from "@/components/layout/page-title";
import { Button, ButtonLink } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { AuthLayout } from "@/features/auth/auth-layout";
import { storeUser } from "@/lib/auth/auth-storage";
import { loginPayload, validateSignIn, type SignInValues } from "@/features/auth/auth-validation";
import { focusFirstError } from "@/features/auth/focus-first-error";
import { FormAlert } from "@/features/auth/form-alert";
import { SignInFields } from "@/features/auth/sign-in-fields";
import { useFormValues } from "@/features/auth/use-form-values";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { isAdminUser } from "@shared/access";
import { errorMessage, hasFieldErrors } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils } from "@/lib/trpc";

export const ADMIN_ACCESS_REQUIRED = "Admin access required.";
const DASHBOARD = "/direct-admin";

/** The server asks for an authenticator code (two-factor on) in these words. */
const needsCode = (message: string) => /authenticator/i.test(message);

/** /admin-login, /quick-admin, /quick-login: sign in, and only an admin moves on to the dashboard. */
export function AdminLoginPage() {
  usePageTitle("Admin Sign In");
  const [, navigate] = useLocation();
  const utils = useApiUtils();
  const queryClient = useQueryClient();
  const { user, isLoading } = useCurrentUser();
  const {
    values,
    errors,
    setErrors,
    change: update,
  } = useFormValues<SignInValues & { code: string }>({ identifier: "", password: "", code: "" });
  const [askCode, setAskCode] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const login = trpc.auth.login.useMutation({
    onSuccess: (signedIn) => {
      storeUser(signedIn);
      utils.auth.me.setData(undefined, signedIn);
      // A refusal cached for the previous account must not outlive this sign-in.
      queryClient.removeQueries({ queryKey: getQueryKey(trpc.admin) });
      if (!isAdminUser(signedIn)) {
        setFormError(ADMIN_ACCESS_REQUIRED);
        notify.error(ADMIN_ACCESS_REQUIRED, "This account is not an administrator.");
        return;
      }
      notify.success("Welcome back", `Signed in as ${signedIn.username}.`);
      navigate(DASHBOARD);
    },
    onError: (error) => {
      const message = errorMessage(error, "Something went wrong. Please try again.");
      if (needsCode(message)) setAskCode(true);
      setFormError(message);
      notify.error("Login failed", message);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSignIn(values);
    if (askCode && !/^\d{6}$/.test(values.code.replace(/\s+/g, "")))
      found.code = "Enter the 6-digit code from your authenticator app.";
    setErrors(found);
    setFormError(null);
    if (hasFieldErrors(found)) return focusFirstError(event.currentTarget, found);
    login.mutate({ ...loginPayload(values), ...(askCode ? { code: values.code.replace(/\s+/g, "") } : {}) });
  };

  const signedInAdmin = !isLoading && isAdminUser(user);
  return (
    <AuthLayout
      title="Admin Sign In"
      subtitle="Sign in with an administrator account to manage properties, the journal, points and settings."
      footer={
        <>
          Not an administrator?{" "}
          <Link href="/login" className="font-medium text-forest-700 underline-offset-4 hover:underline">
            Member login
          </Link>
        </>
      }
    >
      {signedInAdmin && user ? (
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-forest-900/10 bg-forest-50 px-4 py-3 text-sm text-forest-900">
          <span>
            You are signed in as <strong>{user.username}</strong>.
          </span>
          <ButtonLink href={DASHBOARD} size="sm">
            Open the dashboard
          </ButtonLink>
        </div>
      ) : null}
      {!isLoading && user && !isAdminUser(user) ? (
        <p
          role="status"
          className="mb-6 rounded-xl border border-sand-300 bg-sand-50 px-4 py-3 text-sm text-forest-900"
        >
          You are signed in as <strong>{user.username}</strong>, which is not an administrator account. Sign in with an
          administrator account to go on.
        </p>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Admin sign in">
        <FormAlert message={formError} />
        <SignInFields values={values} errors={errors} change={update} />
        {askCode ? (
          <TextField
            label="Authenticator code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            placeholder="123456"
            value={values.code}
            onChange={update("code")}
            error={errors.code}
            hint="Two-factor authentication is on for this account."
          />
        ) : null}
        <Button type="submit" size="lg" className="w-full" loading={login.isPending}>
          {login.isPending ? "Signing in..." : "Sign In"}
        </Button>
      </form>
    </AuthLayout>
  );
}
