import { useEffect, useRef, type ReactNode } from "react";
import { useSearch } from "wouter";
import { ButtonLink } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useSeo } from "@/features/seo/use-seo";
import { trpc } from "@/lib/trpc";
import { CheckMark } from "./plan-card";
import { confirmationFor, nextStatusPoll } from "./checkout-status";

function Panel({ title, children, busy = false }: { title: string; children: ReactNode; busy?: boolean }) {
  return (
    <section className="mx-auto flex min-h-[65vh] max-w-xl flex-col items-center justify-center px-6 py-20 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-forest-50 text-forest-700" aria-hidden="true">
        {busy ? <Spinner className="size-8" /> : <CheckMark className="size-8" />}
      </div>
      <h1 className="mt-6 text-4xl text-forest-950 sm:text-5xl">{title}</h1>
      <div role={busy ? "status" : undefined} className="mt-4 text-lg text-muted">
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

/** Back from checkout: confirms what was bought once the payment webhook has fulfilled it. */
export function MembershipSuccessPage() {
  const sessionId = new URLSearchParams(useSearch()).get("session_id")?.trim() || null;
  const startedAt = useRef(Date.now());
  const utils = trpc.useUtils();
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
    if (!complete && sessionId !== null) return;
    void utils.auth.me.invalidate();
    void utils.points.invalidate();
  }, [complete, sessionId, utils]);

  if (sessionId === null || status.isError) {
    return (
      <Panel title="Thank you!">
        <p>
          Your checkout is complete. Your membership will appear on your account in a moment, and a receipt is on its way to your
          email.
        </p>
        <Actions primary={GENERIC_NEXT} />
      </Panel>
    );
  }

  if (complete && status.data) {
    const { title, message, next } = confirmationFor(status.data.kind, status.data.itemName);
    return (
      <Panel title={title}>
        <p>{message}</p>
        <Actions primary={next} />
      </Panel>
    );
  }

  const stillPolling = status.isPending || status.isFetching || status.isRefetching || nextStatusPoll(status.data?.status, Date.now() - startedAt.current) !== false;
  if (stillPolling) {
    return (
      <Panel title="Confirming your purchase" busy>
        <p>This usually takes a few seconds.</p>
      </Panel>
    );
  }

  return (
    <Panel title="Payment received">
      <p>
        Your payment is still being processed. It can take a minute to confirm; your account updates automatically and a receipt is
        on its way to your email.
      </p>
      <Actions primary={GENERIC_NEXT} />
    </Panel>
  );
}
