import { useState, type FormEvent } from "react";
import { Link, useSearch } from "wouter";
import { usePageTitle } from "@/components/layout/page-title";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { errorMessage, fieldErrorsOf, hasFieldErrors } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { AuthLayout } from "./auth-layout";
import { validateSignUp, type SignUpValues } from "./auth-validation";
import { focusFirstError } from "./focus-first-error";
import { FormAlert } from "./form-alert";
import { withNext } from "./next-path";
import { PasswordField } from "./password-field";
import { RedirectIfSignedIn } from "./redirect-if-signed-in";
import { useAuthSuccess } from "./use-auth-success";
import { useFormValues } from "./use-form-values";
import { UsernameField } from "./username-field";

const EMPTY: SignUpValues = { fullName: "", username: "", email: "", password: "" };

export function SignUpPage() {
  usePageTitle("Create Account");
  const search = useSearch();
  const onSuccess = useAuthSuccess();
  const { values, errors, setErrors, change: update } = useFormValues<SignUpValues>(EMPTY);
  const [formError, setFormError] = useState<string | null>(null);

  const register = trpc.auth.register.useMutation({
    onSuccess: (user) => {
      notify.success(
        "Account created successfully",
        `Welcome to Wildluxe, ${user.fullName || user.username}! Your next adventure starts here.`,
      );
      onSuccess(user);
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      const message = errorMessage(error, "Could not create account. Please try again.");
      setFormError(hasFieldErrors(fields) ? null : message);
      notify.error("Registration failed", message);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSignUp(values);
    setErrors(found);
    setFormError(null);
    if (hasFieldErrors(found)) return focusFirstError(event.currentTarget, found);
    register.mutate({
      email: values.email.trim(),
      username: values.username.trim(),
      password: values.password,
      fullName: values.fullName.trim() || undefined,
    });
  };

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Join a community of travelers sharing the stays worth remembering."
      footer={
        <>
          Already a member?{" "}
          <Link
            href={withNext("/signin", search)}
            className="font-medium text-forest-700 underline-offset-4 hover:underline"
          >
            Sign in
          </Link>
        </>
      }
    >
      <RedirectIfSignedIn />
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Create account">
        <FormAlert message={formError} />
        <TextField
          label="Full name"
          name="fullName"
          autoComplete="name"
          value={values.fullName}
          onChange={update("fullName")}
          error={errors.fullName}
          hint="Optional. Shown on your journal entries."
        />
        <UsernameField value={values.username} onChange={update("username")} error={errors.username} />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={update("email")}
          error={errors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={update("password")}
          error={errors.password}
          hint="At least 8 characters."
        />
        <Button type="submit" size="lg" className="w-full" loading={register.isPending}>
          {register.isPending ? "Creating account..." : "Create Account"}
        </Button>
        <p className="text-xs text-muted">
          By creating an account you agree to our{" "}
          <Link href="/terms" className="underline underline-offset-2 hover:text-ink">
            Terms of Service
          </Link>{" "}
          and{" "}
          <Link href="/privacy" className="underline underline-offset-2 hover:text-ink">
            Privacy Policy
          </Link>
          .
        </p>
      </form>
    </AuthLayout>
  );
}
