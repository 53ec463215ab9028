import { Button } from "@/components/ui/button";
import type { ButtonVariant } from "@/components/ui/button-styles";
import { goToCheckout } from "@/features/membership/use-membership-checkout";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc } from "@/lib/trpc";

/**
 * "Manage billing": opens the payment provider's billing portal, or says why it can't (e.g. "No billing account yet.").
 */
export function BillingButton({ variant = "secondary", className }: { variant?: ButtonVariant; className?: string }) {
  const portal = trpc.payments.billingPortal.useMutation({
    onSuccess: ({ url }) => goToCheckout(url),
    onError: (error) =>
      notify.error(errorMessage(error, "The billing portal is not available right now. Please try again.")),
  });
  return (
    <Button variant={variant} className={className} loading={portal.isPending} onClick={() => portal.mutate()}>
      Manage billing
    </Button>
  );
}
