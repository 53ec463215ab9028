import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { PlanAction } from "./plan-change";
import { formatPrice, planBadges, type Plan } from "./plan-rules";

export function CheckMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={cn("size-5 shrink-0", className)}
    >
      <path d="m4.5 10.5 3.5 3.5 7.5-8" />
    </svg>
  );
}

type PlanCardProps = {
  plan: Plan;
  /** This plan's checkout is being created. */
  pending: boolean;
  /** Another plan's checkout is being created. */
  disabled: boolean;
  /** What the button does for this member, and what will happen when. */
  action: PlanAction;
  onChoose: (plan: Plan) => void;
  headingLevel?: "h2" | "h3";
};

export function PlanCard({ plan, pending, disabled, action, onChoose, headingLevel: Heading = "h3" }: PlanCardProps) {
  const featured = plan.popular;
  const badges = planBadges(plan);
  const titleId = `plan-${plan.id}-title`;

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "relative flex h-full flex-col rounded-3xl border p-7 sm:p-8",
        featured
          ? "on-dark border-forest-900 bg-forest-900 text-white shadow-card-hover ring-4 ring-sand-300/40"
          : "border-forest-900/10 bg-white shadow-card",
      )}
    >
      {badges.length ? (
        <ul className="flex min-h-7 flex-wrap gap-2" aria-label="Plan highlights">
          {badges.map((badge) => (
            <li
              key={badge}
              className={cn(
                "rounded-full px-3 py-1 text-xs font-semibold",
                badge === "Most Popular"
                  ? "bg-sand-300 text-forest-950"
                  : featured
                    ? "bg-white/10 text-sand-100 ring-1 ring-white/20"
                    : "bg-forest-50 text-forest-800",
              )}
            >
              {badge}
            </li>
          ))}
        </ul>
      ) : (
        <div className="min-h-7" aria-hidden="true" />
      )}

      <Heading id={titleId} className={cn("mt-5 text-2xl sm:text-3xl", featured ? "text-white" : "text-forest-950")}>
        {plan.name}
      </Heading>
      <p className={cn("mt-2 text-sm", featured ? "text-forest-100" : "text-muted")}>{plan.description}</p>

      <p className="mt-6 flex items-baseline gap-2">
        <span className={cn("font-serif text-5xl tracking-tight", featured ? "text-white" : "text-forest-950")}>
          {formatPrice(plan.price)}
        </span>
        <span className={cn("text-sm", featured ? "text-forest-100" : "text-muted")}>per month</span>
      </p>

      <Button
        variant={featured ? "sand" : "primary"}
        size="lg"
        className="mt-7 w-full shrink-0"
        loading={pending}
        disabled={disabled || action.kind === "none"}
        aria-describedby={action.note ? `${titleId}-note` : undefined}
        onClick={() => onChoose(plan)}
      >
        {pending ? (action.kind === "change" ? "Changing Plan..." : "Creating Checkout...") : action.label}
      </Button>
      {action.note ? (
        <p id={`${titleId}-note`} className={cn("mt-3 text-sm", featured ? "text-forest-100" : "text-muted")}>
          {action.note}
        </p>
      ) : null}

      <ul className={cn("mt-8 space-y-3 border-t pt-7 text-sm", featured ? "border-white/15" : "border-forest-900/10")}>
        {plan.benefits.map((benefit) => (
          <li key={benefit} className="flex gap-3">
            <CheckMark className={featured ? "text-sand-300" : "text-forest-600"} />
            <span className={featured ? "text-forest-50" : "text-ink"}>{benefit}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
