import { Button, ButtonLink } from "@/components/ui/button";
import { CheckMark } from "@/features/membership/plan-card";
import { formatPrice } from "@/features/membership/plan-rules";
import { cn } from "@/lib/cn";
import type { RouterOutputs } from "@/lib/trpc";

export type Package = RouterOutputs["catalog"]["packages"][number];

type PackageCardProps = {
  pkg: Package;
  /** Where a visitor signs in first; null when signed in. */
  signInHref: string | null;
  pending: boolean;
  disabled: boolean;
  onBuy: (pkg: Package) => void;
};

export function PackageCard({ pkg, signInHref, pending, disabled, onBuy }: PackageCardProps) {
  const featured = pkg.popular;
  const titleId = `package-${pkg.kind}-${pkg.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "flex h-full flex-col rounded-3xl border p-7",
        featured
          ? "on-dark border-forest-900 bg-forest-900 text-white shadow-card-hover"
          : "border-forest-900/10 bg-white shadow-card",
      )}
    >
      <div className="min-h-7">
        {featured ? (
          <span className="rounded-full bg-sand-300 px-3 py-1 text-xs font-semibold text-forest-950">Most Popular</span>
        ) : null}
      </div>
      <h3 id={titleId} className={cn("mt-4 text-2xl", featured ? "text-white" : "text-forest-950")}>
        {pkg.name}
      </h3>
      <p className="mt-4 flex items-baseline gap-2">
        <span className={cn("font-serif text-4xl", featured ? "text-white" : "text-forest-950")}>
          {formatPrice(pkg.price)}
        </span>
        <span className={cn("text-sm", featured ? "text-forest-100" : "text-muted")}>one-time</span>
      </p>
      <ul
        className={cn(
          "mt-6 flex-1 space-y-3 border-t pt-6 text-sm",
          featured ? "border-white/15" : "border-forest-900/10",
        )}
      >
        {pkg.benefits.map((benefit) => (
          <li key={benefit} className="flex gap-3">
            <CheckMark className={featured ? "text-sand-300" : "text-forest-600"} />
            <span className={featured ? "text-forest-50" : "text-ink"}>{benefit}</span>
          </li>
        ))}
      </ul>
      {signInHref ? (
        <ButtonLink
          href={signInHref}
          variant={featured ? "sand" : "secondary"}
          size="lg"
          className="mt-7 w-full shrink-0"
        >
          Sign In to Purchase
        </ButtonLink>
      ) : (
        <Button
          variant={featured ? "sand" : "primary"}
          size="lg"
          className="mt-7 w-full shrink-0"
          loading={pending}
          disabled={disabled}
          onClick={() => onBuy(pkg)}
        >
          {pending ? "Creating Checkout..." : `Purchase ${pkg.name}`}
        </Button>
      )}
    </article>
  );
}
