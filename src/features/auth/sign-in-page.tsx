import { useState, type FormEvent } from "react";
import { Link, useSearch } from "wouter";
import { usePageTitle } from "@/components/layout/page-title";
import { Button } from "@/components/ui/button";
import { errorMessage, fieldErrorsOf, hasFieldErrors } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { AuthLayout } from "./auth-layout";
import { loginPayload, validateSignIn, type SignInValues } from "./auth-validation";
import { focusFirstError } from "./focus-first-error";
import { FormAlert } from "./form-alert";
import { withNext } from "./next-path";
import { RedirectIfSignedIn } from "./redirect-if-signed-in";
import { SignInFields } from "./sign-in-fields";
import { useAuthSuccess } from "./use-auth-success";
import { useFormValues } from "./use-form-values";

export function SignInPage() {
  usePageTitle("Member Login");
  const search = useSearch();
  const onSuccess = useAuthSuccess();
  const { values, errors, setErrors, change: update } = useFormValues<SignInValues>({ identifier: "", password: "" });
  const [formError, setFormError] = useState<string | null>(null);

  const login = trpc.auth.login.useMutation({
    onSuccess: (user) => {
      notify.success("Welcome back", `Signed in as ${user.fullName || user.username}.`);
      onSuccess(user);
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      // The server reports a missing identifier under "email"; this form calls it "identifier".
      setErrors({ identifier: fields.email ?? fields.username, password: fields.password });
      const message = errorMessage(error, "Something went wrong. Please try again.");
      setFormError(hasFieldErrors(fields) ? null : message);
      notify.error("Login failed", message);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSignIn(values);
    setErrors(found);
    setFormError(null);
    if (hasFieldErrors(found)) return focusFirstError(event.currentTarget, found);
    login.mutate(loginPayload(values));
  };

  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to save favorites, earn points and see stays picked for you."
      footer={
        <>
          New to Wildluxe?{" "}
          <Link
            href={withNext("/signup", search)}
            className="font-medium text-forest-700 underline-offset-4 hover:underline"
          >
            Create an account
          </Link>
        </>
      }
    >
      <RedirectIfSignedIn />
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Sign in">
        <FormAlert message={formError} />
        <SignInFields values={values} errors={errors} change={update} />
        <p className="-mt-2 text-right text-sm">
          <Link href="/forgot-password" className="font-medium text-forest-700 underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        </p>
        <Button type="submit" size="lg" className="w-full" loading={login.isPending}>
          {login.isPending ? "Signing in..." : "Sign In"}
        </Button>
      </form>
    </AuthLayout>
  );
}
