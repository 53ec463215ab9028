import { cn } from "@/lib/cn";

const TIER_RING: Record<string, string> = {
  gold: "bg-amber-100 text-amber-900",
  silver: "bg-stone-200 text-stone-800",
  bronze: "bg-orange-100 text-orange-900",
};

/** A sponsor's initials in a tier-coloured disc. */
export function SponsorLogo({ logo, tier, className }: { logo: string; tier: string; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex size-9 shrink-0 items-center justify-center rounded-full font-serif text-sm font-semibold",
        TIER_RING[tier] ?? "bg-sand-100 text-sand-800",
        className,
      )}
      aria-hidden="true"
    >
      {logo}
    </span>
  );
}
