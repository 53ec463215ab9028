import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { StateMessage } from "@/components/ui/state-message";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { cn } from "@/lib/cn";
import { trpc } from "@/lib/trpc";
import { PlanCard } from "./plan-card";
import { useMembershipCheckout } from "./use-membership-checkout";

const gridClass = "grid items-stretch gap-6 lg:grid-cols-3 lg:gap-8";

/** The three plans from the catalog, each starting its own checkout. */
export function PlanPicker({ className, headingLevel }: { className?: string; headingLevel?: "h2" | "h3" }) {
  const plans = trpc.catalog.plans.useQuery();
  const { tier } = useCurrentUser();
  const checkout = useMembershipCheckout();

  if (plans.isPending) {
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
  return (
    <ul className={cn(gridClass, className)}>
      {plans.data.map((plan) => (
        <li key={plan.id} className="min-w-0">
          <PlanCard
            plan={plan}
            headingLevel={headingLevel}
            pending={checkout.pendingPlanId === plan.id}
            disabled={checkout.isPending}
            isCurrent={tier === plan.id}
            onChoose={(p) => void checkout.start(p)}
          />
        </li>
      ))}
    </ul>
  );
}
