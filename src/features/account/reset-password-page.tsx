import { useState, type ChangeEvent, type FormEvent } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { Button, ButtonLink } from "@/components/ui/button";
import { AuthLayout } from "@/features/auth/auth-layout";
import { focusFirstError } from "@/features/auth/focus-first-error";
import { FormAlert } from "@/features/auth/form-alert";
import { PasswordField } from "@/features/auth/password-field";
import { useSeo } from "@/lib/seo/use-seo";
import { errorMessage, fieldErrorsOf, hasFieldErrors, type FieldErrors } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { resetTokenFrom, validateNewPassword } from "./account-validation";

const INVALID_LINK = "This reset link is invalid or has expired. Please request a new one.";

export function ResetPasswordPage() {
  useSeo({ title: "Choose a New Password", description: "Set a new password for your Wildluxe account." });
  const token = resetTokenFrom(useSearch());
  const [, navigate] = useLocation();
  const [values, setValues] = useState({ password: "", confirm: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const reset = trpc.account.resetPassword.useMutation({
    onSuccess: (result) => {
      notify.success("Password reset", result.message);
      navigate("/signin", { replace: true });
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      setFormError(hasFieldErrors(fields) ? null : errorMessage(error, "Something went wrong. Please try again."));
    },
  });

  const change = (field: "password" | "confirm") => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateNewPassword(values);
    setErrors(found);
    setFormError(null);
    if (hasFieldErrors(found)) return focusFirstError(event.currentTarget, found);
    if (token) reset.mutate({ token, password: values.password });
  };

  const footer = (
    <>
      Need a new link?{" "}
      <Link href="/forgot-password" className="font-medium text-forest-700 underline-offset-4 hover:underline">
        Request another
      </Link>
    </>
  );

  if (!token) {
    return (
      <AuthLayout
        title="Reset link needed"
        subtitle="Open the link from your reset email, or ask for a new one."
        footer={footer}
      >
        <FormAlert message={INVALID_LINK} />
        <ButtonLink href="/forgot-password" size="lg" className="mt-6 w-full">
          Request a new link
        </ButtonLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="Pick something you have not used here before. Every device will be signed out."
      footer={footer}
    >
      <form noValidate onSubmit={submit} className="space-y-5" aria-label="Choose a new password">
        <FormAlert message={formError} />
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={change("password")}
          error={errors.password}
          hint="At least 8 characters."
        />
        <PasswordField
          label="Confirm new password"
          name="confirm"
          autoComplete="new-password"
          required
          value={values.confirm}
          onChange={change("confirm")}
          error={errors.confirm}
        />
        <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
          {reset.isPending ? "Saving..." : "Reset password"}
        </Button>
      </form>
    </AuthLayout>
  );
}
