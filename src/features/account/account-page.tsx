import { Link } from "wouter";
import { UserAvatar } from "@/components/ui/avatar";
import { displayNameOf } from "@/components/ui/avatar-rules";
import { ButtonLink } from "@/components/ui/button";
import { ArrowRightIcon } from "@/components/ui/hero-icons";
import type { CurrentUser } from "@/lib/auth/auth-storage";
import { formatMediumDate } from "@/features/journal/journal-dates";
import { useSeo } from "@/lib/seo/use-seo";
import { tierBadgeSrc } from "@shared/tier-labels";
import { membershipLevelName } from "@shared/tiers";
import { BillingButton } from "./billing-button";
import { RequireMember } from "./member-gate";
import { PageShell } from "./page-shell";

const SECTIONS = [
  { href: "/member/dashboard", title: "My Dashboard", text: "Your tier, points, saved stays and picks in one place." },
  { href: "/profile", title: "Profile", text: "Your name, username and profile photo." },
  { href: "/settings", title: "Settings", text: "Email, password and where you are signed in." },
  {
    href: "/preferences",
    title: "Travel preferences",
    text: "Categories, regions, amenities, style and budget for your recommendations.",
  },
  { href: "/favorites", title: "Favorites", text: "Saved stays and the collections you share." },
  { href: "/account/points", title: "My Points", text: "Balance, points tier, history and ways to earn." },
  { href: "/member-journal", title: "Member Journal", text: "Your stories and the community's published ones." },
  { href: "/owner/dashboard", title: "Property Owner", text: "Listing packages to feature your property." },
] as const;

function AccountOverview({ user }: { user: CurrentUser }) {
  const name = displayNameOf(user);
  const badge = tierBadgeSrc(user.membershipTier);
  return (
    <PageShell eyebrow="Member area" title="My Account" subtitle="Everything about your membership, in one place.">
      <section
        aria-labelledby="account-summary-title"
        className="flex flex-col gap-6 rounded-3xl border border-forest-900/10 bg-white p-6 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <div className="flex min-w-0 items-center gap-5">
          <UserAvatar name={name} imageUrl={user.profileImageUrl} className="size-16 sm:size-20" />
          <div className="min-w-0">
            <h2 id="account-summary-title" className="truncate text-2xl text-forest-950 sm:text-3xl">
              {name}
            </h2>
            <p className="truncate text-muted">
              @{user.username}
              <span className="hidden sm:inline"> · </span>
              <span className="block truncate text-sm sm:inline sm:text-base">{user.email}</span>
            </p>
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
              <span className="inline-flex items-center gap-1.5 rounded-full bg-sand-100 py-1 pl-1 pr-3 font-medium text-forest-900">
                {badge ? <img src={badge} alt="" className="size-5" /> : <span className="size-1" />}
                {membershipLevelName(user.membershipTier)} membership
              </span>
              <span className="text-muted">Member since {formatMediumDate(user.createdAt)}</span>
            </p>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          {user.membershipTier >= 3 ? null : (
            <ButtonLink href="/membership">{user.membershipTier > 0 ? "Upgrade" : "Become a Member"}</ButtonLink>
          )}
          <BillingButton />
        </div>
      </section>

      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {SECTIONS.map((section) => (
          <li key={section.href}>
            <Link
              href={section.href}
              className="group flex h-full flex-col rounded-2xl border border-forest-900/10 bg-white p-5 shadow-card transition-shadow hover:shadow-card-hover"
            >
              <span className="flex items-center justify-between gap-2 font-serif text-xl text-forest-950">
                {section.title}
                <ArrowRightIcon className="size-4 text-forest-700 transition-transform group-hover:translate-x-0.5" />
              </span>
              <span className="mt-2 text-sm text-muted">{section.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}

export function AccountPage() {
  useSeo({ title: "My Account", description: "Your Wildluxe membership, profile, settings and preferences." });
  return <RequireMember purpose="to see your account">{(user) => <AccountOverview user={user} />}</RequireMember>;
}
