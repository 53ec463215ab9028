import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { AuthLayout } from "@/features/auth/auth-layout";
import { FormAlert } from "@/features/auth/form-alert";
import { useSeo } from "@/lib/seo/use-seo";
import { errorMessage, fieldErrorsOf } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { emailProblem } from "./account-validation";

export function ForgotPasswordPage() {
  useSeo({ title: "Forgot Password", description: "Get a link to choose a new Wildluxe password." });
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const request = trpc.account.requestPasswordReset.useMutation({
    onError: (e) => {
      const field = fieldErrorsOf(e).email;
      setError(field);
      setFormError(field ? null : errorMessage(e, "Something went wrong. Please try again."));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem);
    setFormError(null);
    if (problem) return event.currentTarget.querySelector<HTMLInputElement>("input")?.focus();
    request.mutate({ email: email.trim() });
  };

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email on your account and we will send you a link to choose a new one."
      footer={
        <>
          Remembered it?{" "}
          <Link href="/signin" className="font-medium text-forest-700 underline-offset-4 hover:underline">
            Back to sign in
          </Link>
        </>
      }
    >
      {request.isSuccess ? (
        <div role="status" className="rounded-2xl border border-forest-200 bg-forest-50 p-5 text-forest-900">
          <p className="font-semibold">Check your inbox</p>
          <p className="mt-1 text-sm">{request.data.message}</p>
          <button
            type="button"
            className="mt-4 text-sm font-semibold text-forest-700 underline-offset-4 hover:underline"
            onClick={() => request.reset()}
          >
            Use a different email
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-5" aria-label="Request a password reset">
          <FormAlert message={formError} />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
            error={error}
          />
          <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
            {request.isPending ? "Sending link..." : "Send reset link"}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
