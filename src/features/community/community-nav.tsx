import { Link, useLocation } from "wouter";
import { cn } from "@/lib/cn";

const LINKS = [
  { href: "/community/activity", label: "Activity" },
  { href: "/community/leaderboard", label: "Leaderboard" },
] as const;

/** Switches between the two community screens. */
export function CommunityNav() {
  const [location] = useLocation();
  return (
    <nav aria-label="Community" className="inline-flex rounded-full border border-forest-900/10 bg-white p-1 shadow-sm">
      {LINKS.map((link) => {
        const active = location === link.href;
        return (
          <Link
            key={link.href}
            href={link.href}
            aria-current={active ? "page" : undefined}
            className={cn(
              "rounded-full px-4 py-2 text-sm font-medium transition-colors",
              active ? "bg-forest-800 text-white" : "text-forest-900 hover:bg-forest-50",
            )}
          >
            {link.label}
          </Link>
        );
      })}
    </nav>
  );
}
