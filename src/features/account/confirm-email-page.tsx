import { useState } from "react";
import { useSearch } from "wouter";
import { Button, ButtonLink } from "@/components/ui/button";
import { AuthLayout } from "@/features/auth/auth-layout";
import { FormAlert } from "@/features/auth/form-alert";
import { useSeo } from "@/lib/seo/use-seo";
import { errorMessage } from "@/lib/errors";
import { trpc, useApiUtils } from "@/lib/trpc";
import { resetTokenFrom } from "./account-validation";

const INVALID_LINK = "This confirmation link is invalid or has expired. Please ask for the change again.";

/**
 * The link mailed to a new address. Confirming takes a click rather than happening on load,
 * so a mail scanner that opens links cannot confirm on the reader's behalf.
 */
export function ConfirmEmailPage() {
  useSeo({ title: "Confirm Your New Email", description: "Confirm the new email address for your Wildluxe account." });
  const token = resetTokenFrom(useSearch());
  const utils = useApiUtils();
  const [done, setDone] = useState<string | null>(null);
  const confirm = trpc.account.confirmEmailChange.useMutation({
    onSuccess: (result) => {
      setDone(result.message);
      void utils.auth.me.invalidate();
    },
  });
  const footer = "Changed your mind? Your account keeps its current email until this link is used.";

  if (done) {
    return (
      <AuthLayout title="Email confirmed" subtitle={done} footer={footer}>
        <ButtonLink href="/settings" size="lg" className="w-full">
          Go to settings
        </ButtonLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Confirm your new email"
      subtitle="Use this address for your Wildluxe account from now on."
      footer={footer}
    >
      <FormAlert
        message={
          !token
            ? INVALID_LINK
            : confirm.error
              ? errorMessage(confirm.error, "Something went wrong. Please try again.")
              : null
        }
      />
      {token ? (
        <Button size="lg" className="mt-6 w-full" loading={confirm.isPending} onClick={() => confirm.mutate({ token })}>
          {confirm.isPending ? "Confirming..." : "Confirm new email"}
        </Button>
      ) : (
        <ButtonLink href="/settings" size="lg" className="mt-6 w-full">
          Go to settings
        </ButtonLink>
      )}
    </AuthLayout>
  );
}
