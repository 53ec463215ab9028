import type { ReactNode } from "react";
import { Link } from "wouter";
import { usePageTitle } from "@/components/layout/page-title";
import { ChevronLeftIcon } from "@/components/ui/icons";
import type { AdminSessionUser } from "./admin-gate";

function ShieldIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6L12 3Z" />
      <path d="m9 12 2.2 2.2L15.5 10" />
    </svg>
  );
}

type AdminShellProps = {
  title: string;
  subtitle?: ReactNode;
  back: { href: string; label: string };
  user: AdminSessionUser;
  actions?: ReactNode;
  children: ReactNode;
};

/** The frame of every admin screen: back link, title with the Admin Access badge, and who is signed in. */
export function AdminShell({ title, subtitle, back, user, actions, children }: AdminShellProps) {
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-6 sm:px-6 lg:px-8">
      <Link
        href={back.href}
        className="inline-flex items-center gap-1 rounded-full py-1 pr-2 text-sm font-medium text-forest-700 hover:text-forest-900"
      >
        <ChevronLeftIcon className="size-4" />
        {back.label}
      </Link>
      <header className="mt-3 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl text-forest-950 sm:text-4xl">{title}</h1>
            <span className="inline-flex items-center gap-1.5 rounded-full bg-forest-800 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-white">
              <ShieldIcon className="size-3.5" />
              Admin Access
            </span>
          </div>
          {subtitle ? <div className="mt-2 text-muted">{subtitle}</div> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </header>
      <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-forest-900/10 bg-forest-50 px-4 py-2.5 text-sm text-forest-900">
        <span className="inline-block size-2 rounded-full bg-emerald-500" aria-hidden="true" />
        <span>
          Logged in as <strong className="font-semibold">{user.username}</strong>{" "}
          <span className="text-muted">({user.email})</span>
        </span>
      </p>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** An admin sub-screen (properties, users, points...) behind the admin check, with a way back to the dashboard. */
export const DASHBOARD_BACK = { href: "/direct-admin", label: "Back to dashboard" } as const;
