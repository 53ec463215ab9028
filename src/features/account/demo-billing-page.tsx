import { Button, ButtonLink } from "@/components/ui/button";
import { LoadingBlock } from "@/components/ui/spinner";
import { StateMessage } from "@/components/ui/state-message";
import { billingDate, type Billing } from "@/features/membership/plan-change";
import { formatPrice } from "@/features/membership/plan-rules";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { useSeo } from "@/lib/seo/use-seo";
import { trpc, useApiUtils } from "@/lib/trpc";
import { RequireMember } from "./member-gate";
import { PageShell, Panel } from "./page-shell";
import type { PageData } from "@/lib/route-data";

const DEMO_LABEL = "Demo billing portal - no payment taken";

/**
 * Where "Manage billing" leads while payments run on the built-in demo checkout (no Stripe key):
 * it stands in for Stripe's customer portal. Cancelling and resuming change the demo subscription
 * and run its events through the same webhook handler as Stripe's.
 */
export function DemoBillingPage() {
  useSeo({ title: "Billing", description: "Your Wildluxe membership and payments." });
  return (
    <RequireMember purpose="to manage your billing">
      {() => (
        <PageShell eyebrow="Account" title="Billing" width="narrow" subtitle={<DemoNotice />} before={<BackLink />}>
          <BillingDetails />
        </PageShell>
      )}
    </RequireMember>
  );
}

function BackLink() {
  return (
    <a
      href="/account"
      className="mb-6 inline-block text-sm font-medium text-forest-700 underline-offset-4 hover:underline"
    >
      ← Back to your account
    </a>
  );
}

function DemoNotice() {
  return (
    <p className="rounded-xl border border-sand-300 bg-sand-50 px-4 py-3 text-sm text-forest-950">
      <strong className="block">{DEMO_LABEL}</strong>
      Stripe is not configured, so this demo stands in for its billing portal. Nothing is charged or refunded; changes
      here update your membership through the same code as Stripe's events.
    </p>
  );
}

function BillingDetails() {
  const billing = trpc.payments.billing.useQuery();
  if (billing.isPending) return <LoadingBlock label="Loading your billing" />;
  if (billing.isError) {
    return (
      <StateMessage tone="error" title="Your billing could not be loaded.">
        <Button variant="secondary" onClick={() => void billing.refetch()}>
          Try again
        </Button>
      </StateMessage>
    );
  }
  return (
    <div className="space-y-6">
      <MembershipPanel billing={billing.data} />
      <PaymentsPanel payments={billing.data.payments} />
    </div>
  );
}

function statusLine(b: Billing): string {
  if (b.cancelAt) return `Cancelled: your benefits end on ${billingDate(b.cancelAt)}. You will not be charged again.`;
  if (b.nextTier) return `Switches to ${b.nextPlanName} on ${billingDate(b.nextTierAt)}.`;
  if (b.status === "trialing") return `Free trial until ${billingDate(b.periodEnd)}; then it renews monthly.`;
  if (b.status === "past_due") return "Your last payment failed. We will try again soon.";
  return `Renews on ${billingDate(b.periodEnd)}.`;
}

function MembershipPanel({ billing }: { billing: Billing }) {
  const utils = useApiUtils();
  const toggle = trpc.payments.setCancelAtPeriodEnd.useMutation({
    onSuccess: ({ cancelled }) => {
      notify.success(cancelled ? "Membership cancelled" : "Membership resumed");
      void utils.payments.billing.invalidate();
      void utils.auth.me.invalidate();
    },
    onError: (error) =>
      notify.error("Error", errorMessage(error, "Your membership could not be changed. Please try again.")),
  });
  if (!billing.live) {
    return (
      <Panel title="Membership" id="billing-membership">
        <p className="text-muted">You have no membership to bill.</p>
        <ButtonLink href="/membership" className="mt-5">
          View Membership Plans
        </ButtonLink>
      </Panel>
    );
  }
  return (
    <Panel title="Membership" id="billing-membership">
      <p className="text-xl text-forest-950">{billing.planName}</p>
      <p className="mt-1 text-muted" data-testid="billing-status">
        {statusLine(billing)}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {billing.cancelAt ? (
          <Button loading={toggle.isPending} onClick={() => toggle.mutate({ cancel: false })}>
            Resume membership
          </Button>
        ) : (
          <Button variant="secondary" loading={toggle.isPending} onClick={() => toggle.mutate({ cancel: true })}>
            Cancel at period end
          </Button>
        )}
        <ButtonLink href="/membership" variant="secondary">
          Change plan
        </ButtonLink>
      </div>
    </Panel>
  );
}

function PaymentsPanel({ payments }: { payments: Billing["payments"] }) {
  return (
    <Panel title="Past payments" id="billing-payments">
      {payments.length === 0 ? (
        <p className="text-muted">No payments yet.</p>
      ) : (
        <ul className="divide-y divide-forest-900/10">
          {payments.map((p) => (
            <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
              <span className="min-w-0 text-forest-950">{p.itemName}</span>
              <span className="flex gap-4 text-sm text-muted">
                <span>{billingDate(p.paidAt)}</span>
                <span className="font-medium text-forest-950">{formatPrice(p.amount)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export const demoBillingPageData: PageData = ({ user, q }) => [user && q.payments.billing.prefetch()];
