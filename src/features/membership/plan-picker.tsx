import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { StateMessage } from "@/components/ui/state-message";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils } from "@/lib/trpc";
import { PlanCard } from "./plan-card";
import { billingDate, planAction } from "./plan-change";
import { useMembershipCheckout } from "./use-membership-checkout";

const gridClass = "grid items-stretch gap-6 lg:grid-cols-3 lg:gap-8";

/** The three plans from the catalog: a checkout for a new member, a change of plan for a member who has one. */
export function PlanPicker({ className, headingLevel }: { className?: string; headingLevel?: "h2" | "h3" }) {
  const plans = trpc.catalog.plans.useQuery();
  const { user } = useCurrentUser();
  const billing = trpc.payments.billing.useQuery(undefined, { enabled: Boolean(user) });
  const checkout = useMembershipCheckout();
  const utils = useApiUtils();
  const change = trpc.payments.changePlan.useMutation({
    onSuccess: (result) => {
      const when = billingDate(billing.data?.periodEnd ?? null);
      notify.success(
        result.change === "upgraded"
          ? `Upgraded to ${result.plan}`
          : result.change === "kept"
            ? `You keep ${result.plan}`
            : `Switches to ${result.plan} on ${when}`,
      );
      void utils.payments.billing.invalidate();
      void utils.auth.me.invalidate();
    },
    onError: (error) => notify.error("Error", errorMessage(error, "Your plan could not be changed. Please try again.")),
  });

  if (plans.isPending || (user && billing.isPending)) {
    return (
      <div role="status" className={cn(gridClass, className)}>
        <span className="sr-only">Loading membership plans</span>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-[34rem] rounded-3xl" />
        ))}
      </div>
    );
  }
  if (plans.isError) {
    return (
      <StateMessage tone="error" title="Failed to load membership plans." className={className}>
        <Button variant="secondary" onClick={() => void plans.refetch()}>
          Try again
        </Button>
      </StateMessage>
    );
  }
  const busy = checkout.isPending || change.isPending;
  return (
    <ul className={cn(gridClass, className)}>
      {plans.data.map((plan) => {
        const action = planAction(plan, billing.data, plans.data);
        return (
          <li key={plan.id} className="min-w-0">
            <PlanCard
              plan={plan}
              headingLevel={headingLevel}
              pending={
                checkout.pendingPlanId === plan.id || (change.isPending && change.variables?.tierName === plan.name)
              }
              disabled={busy}
              action={action}
              onChoose={(p) =>
                action.kind === "change" ? change.mutate({ tierName: p.name }) : void checkout.start(p)
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
