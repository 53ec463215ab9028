import { useEffect, useRef, useState } from "react";
import { useParams } from "wouter";
import { Button, ButtonLink } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { StateMessage } from "@/components/ui/state-message";
import { useSeo } from "@/lib/seo/use-seo";
import { trpc } from "@/lib/trpc";
import { parseTierId } from "./plan-rules";
import { useMembershipCheckout } from "./use-membership-checkout";
import type { PageData } from "@/lib/route-data";

/** /subscribe/:tierId: starts checkout for plan 1, 2 or 3 straight away. */
export function SubscribePage() {
  const params = useParams<{ tierId: string }>();
  const tierId = parseTierId(params.tierId);
  const plans = trpc.catalog.plans.useQuery(undefined, { enabled: tierId !== null });
  const plan = plans.data?.find((p) => p.id === tierId);
  const checkout = useMembershipCheckout();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useSeo({
    title: plan ? `Subscribe to ${plan.name}` : "Subscribe",
    description: "Starting secure checkout for your Wildluxe membership.",
  });

  const begin = async () => {
    if (!plan) return;
    setError(null);
    const result = await checkout.start(plan);
    if (!result.ok && result.error) setError(result.error);
  };

  useEffect(() => {
    // Once per visit, when the plan is known (React may run effects twice in development).
    if (!plan || started.current) return;
    started.current = true;
    void begin();
  }, [plan]);

  const unknownPlan = tierId === null || (plans.isSuccess && !plan);
  const failed = unknownPlan || plans.isError || error;

  return (
    <section className="mx-auto flex min-h-[65vh] max-w-xl flex-col items-center justify-center px-6 py-20 text-center">
      {failed ? (
        <div className="w-full">
          <h1 className="text-3xl text-forest-950 sm:text-4xl">
            {unknownPlan ? "Plan not found" : "Checkout could not start"}
          </h1>
          <StateMessage
            tone="error"
            className="mt-6"
            title={
              unknownPlan
                ? "There is no membership plan at this address. Choose one of our three plans instead."
                : (error ?? "Failed to load membership plans.")
            }
          >
            {unknownPlan ? null : (
              <Button onClick={() => void (plans.isError ? plans.refetch() : begin())} loading={checkout.isPending}>
                Try Again
              </Button>
            )}
            <ButtonLink href="/membership" variant="secondary">
              View all plans
            </ButtonLink>
          </StateMessage>
        </div>
      ) : (
        <div role="status" className="flex flex-col items-center">
          <Spinner className="size-10 text-forest-700" />
          <h1 className="mt-6 text-3xl text-forest-950 sm:text-4xl">
            {plan ? `Joining ${plan.name}` : "Preparing checkout"}
          </h1>
          <p className="mt-3 text-muted">
            Creating Checkout... You will be taken to our secure checkout page in a moment.
          </p>
        </div>
      )}
    </section>
  );
}

export const subscribePageData: PageData = ({ params, q }) => [
  parseTierId(params["tierId"]) !== null && q.catalog.plans.prefetch(),
];
