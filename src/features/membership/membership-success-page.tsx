import { useEffect, useRef, type ReactNode } from "react";
import { useSearch } from "wouter";
import { Button, ButtonLink } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { PageData } from "@/lib/route-data";
import { useSeo } from "@/lib/seo/use-seo";
import { trpc, useApiUtils } from "@/lib/trpc";
import { CheckMark } from "./plan-card";
import { confirmationFor, nextStatusPoll } from "./checkout-status";

type PanelIcon = "done" | "busy" | "none";

function Panel({ title, children, icon = "done" }: { title: string; children: ReactNode; icon?: PanelIcon }) {
  return (
    <section className="mx-auto flex min-h-[65vh] max-w-xl flex-col items-center justify-center px-6 py-20 text-center">
      {icon === "none" ? null : (
        <div
          className="mb-6 flex size-16 items-center justify-center rounded-full bg-forest-50 text-forest-700"
          aria-hidden="true"
        >
          {icon === "busy" ? <Spinner className="size-8" /> : <CheckMark className="size-8" />}
        </div>
      )}
      <h1 className="text-4xl text-forest-950 sm:text-5xl">{title}</h1>
      <div role={icon === "busy" ? "status" : undefined} className="mt-4 text-lg text-muted">
        {children}
      </div>
    </section>
  );
}

function Actions({ primary }: { primary: { label: string; href: string } }) {
  return (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
      <ButtonLink href={primary.href}>{primary.label}</ButtonLink>
      <ButtonLink href="/listings" variant="secondary">
        Explore Properties
      </ButtonLink>
    </div>
  );
}

const GENERIC_NEXT = { label: "Go to My Dashboard", href: "/member/dashboard" };

/** The checkout the address names (Stripe's `session_id`), or null. */
function checkoutSessionId(params: URLSearchParams): string | null {
  return params.get("session_id")?.trim() || null;
}

/** The named checkout's status, so the page goes out saying where it stands. */
export const membershipSuccessPageData: PageData = ({ q, search }) => {
  const sessionId = checkoutSessionId(search);
  return [sessionId && q.payments.checkoutStatus.prefetch({ sessionId })];
};

/** Back from checkout: confirms what was bought once the payment webhook has fulfilled it. */
export function MembershipSuccessPage() {
  const sessionId = checkoutSessionId(new URLSearchParams(useSearch()));
  const startedAt = useRef(Date.now());
  const utils = useApiUtils();
  const status = trpc.payments.checkoutStatus.useQuery(
    { sessionId: sessionId ?? "" },
    {
      enabled: sessionId !== null,
      retry: false,
      staleTime: 0,
      refetchInterval: (query) => nextStatusPoll(query.state.data?.status, Date.now() - startedAt.current),
    },
  );
  const complete = status.data?.status === "complete";
  useSeo({ title: "Welcome to Membership", description: "Your Wildluxe purchase is confirmed." });

  // The purchase changes the member's tier and points: refresh what the header shows.
  useEffect(() => {
    if (!complete) return;
    void utils.auth.me.invalidate();
    void utils.points.invalidate();
  }, [complete, utils]);

  // Only a checkout the server knows about is confirmed: no session id, or one it has never seen,
  // means this page was opened directly.
  if (sessionId === null || status.error?.data?.code === "NOT_FOUND") {
    return (
      <Panel title="No checkout to confirm" icon="none">
        <p>
          This page confirms a purchase once checkout sends you back here, and there is no checkout behind this visit.
          If you have just paid, your receipt email has the details; your plan also shows on your account.
        </p>
        <Actions primary={{ label: "View Membership Plans", href: "/membership" }} />
      </Panel>
    );
  }

  if (status.isError) {
    return (
      <Panel title="We could not check your purchase" icon="none">
        <p>Checking your checkout failed just now. Your payment is safe; try again in a moment.</p>
        <div className="mt-8">
          <Button onClick={() => void status.refetch()}>Try again</Button>
        </div>
      </Panel>
    );
  }

  if (complete && status.data) {
    const { title, message, next } = confirmationFor(status.data.kind, status.data.itemName, status.data.points);
    return (
      <Panel title={title}>
        <p>{message}</p>
        <Actions primary={next} />
      </Panel>
    );
  }

  const stillPolling =
    status.isPending ||
    status.isFetching ||
    status.isRefetching ||
    nextStatusPoll(status.data?.status, Date.now() - startedAt.current) !== false;
  if (stillPolling) {
    return (
      <Panel title="Confirming your purchase" icon="busy">
        <p>This usually takes a few seconds.</p>
      </Panel>
    );
  }

  return (
    <Panel title="Payment received">
      <p>
        Your payment is still being processed. It can take a minute to confirm; your account updates automatically and a
        receipt is on its way to your email.
      </p>
      <Actions primary={GENERIC_NEXT} />
    </Panel>
  );
}
