import { Link } from "wouter";
import { ButtonLink } from "@/components/ui/button";
import { LockIcon } from "@/components/ui/icons";
import { CheckMark } from "@/features/membership/plan-card";
import { cn } from "@/lib/cn";
import { tierBadgeSrc } from "@shared/tier-labels";
import { tierUnlocks, unlocksByTier } from "./tier-unlocks";

/** "What your plan unlocks": spec §6 benefits by plan, locked ones with the way to upgrade. */
export function TierUnlocksSection({ user }: { user: Parameters<typeof tierUnlocks>[0] }) {
  const groups = unlocksByTier(tierUnlocks(user));
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {groups.map((group) => {
        const badge = tierBadgeSrc(group.tier);
        return (
          <li
            key={group.tier}
            className={cn(
              "flex flex-col rounded-2xl border p-5",
              group.unlocked ? "border-forest-200 bg-forest-50/60" : "border-sand-300 bg-sand-50",
            )}
          >
            <div className="flex items-center gap-3">
              {badge ? <img src={badge} alt="" className="size-9" /> : null}
              <div>
                <p className="font-serif text-xl text-forest-950">{group.tierName}</p>
                <p
                  className={cn(
                    "text-xs font-semibold uppercase tracking-[0.14em]",
                    group.unlocked ? "text-forest-700" : "text-sand-700",
                  )}
                >
                  {group.unlocked ? "Unlocked" : "Locked"}
                </p>
              </div>
            </div>
            <ul className="mt-4 flex-1 space-y-2.5 text-sm">
              {group.items.map((item) => (
                <li key={item.label} className="flex items-start gap-2.5">
                  {item.unlocked ? (
                    <CheckMark className="mt-0.5 text-forest-600" />
                  ) : (
                    <LockIcon className="mt-0.5 size-5 shrink-0 text-sand-700" />
                  )}
                  {item.unlocked && item.href ? (
                    <Link
                      href={item.href}
                      className="text-ink underline-offset-4 hover:text-forest-800 hover:underline"
                    >
                      {item.label}
                    </Link>
                  ) : (
                    <span className={item.unlocked ? "text-ink" : "text-muted"}>
                      {item.label}
                      {item.unlocked ? null : <span className="sr-only"> (locked)</span>}
                    </span>
                  )}
                </li>
              ))}
            </ul>
            {group.unlocked ? null : (
              <ButtonLink href="/membership" variant="secondary" size="sm" className="mt-5 self-start">
                Upgrade to {group.tierName}
              </ButtonLink>
            )}
          </li>
        );
      })}
    </ul>
  );
}
