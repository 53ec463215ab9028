import type { ReactNode } from "react";
import { useLocation, useSearch } from "wouter";
import { ButtonLink } from "@/components/ui/button";
import { LockIcon, UserIcon } from "@/components/ui/icons";
import { LoadingBlock } from "@/components/ui/spinner";
import type { CurrentUser } from "@/lib/auth/auth-storage";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { signInHref } from "./access-errors";

type RequireMemberProps = {
  /** What the screen is, for the sign-in prompt ("to see your favorites"). */
  purpose: string;
  children: (user: CurrentUser) => ReactNode;
};

/** Member screens: the screen for a signed-in member, a sign-in prompt (with the way back) for visitors. */
export function RequireMember({ purpose, children }: RequireMemberProps) {
  const { user, isLoading } = useCurrentUser();
  const [location] = useLocation();
  const search = useSearch();
  if (user) return <>{children(user)}</>;
  if (isLoading) return <LoadingBlock label="Loading your account" />;
  const here = search ? `${location}?${search}` : location;
  return (
    <section
      aria-labelledby="sign-in-prompt-title"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center"
    >
      <span
        className="flex size-16 items-center justify-center rounded-full bg-forest-50 text-forest-700"
        aria-hidden="true"
      >
        <UserIcon className="size-8" />
      </span>
      <h1 id="sign-in-prompt-title" className="mt-6 text-4xl text-forest-950">
        Sign in to continue
      </h1>
      <p className="mt-3 text-lg text-muted">Please sign in {purpose}.</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink href={signInHref(here)}>Sign In</ButtonLink>
        <ButtonLink href={`/signup?next=${encodeURIComponent(here)}`} variant="secondary">
          Create Account
        </ButtonLink>
      </div>
    </section>
  );
}

/** A feature the member's tier does not include: the server's message and the way to upgrade. */
export function UpgradePrompt({
  message,
  title = "Upgrade to unlock this",
  children,
}: {
  message: string;
  title?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="upgrade-title" className="rounded-3xl border border-sand-300 bg-sand-50 p-6 sm:p-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <span
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-sand-200 text-sand-800"
          aria-hidden="true"
        >
          <LockIcon className="size-6" />
        </span>
        <div>
          <h2 id="upgrade-title" className="text-2xl text-forest-950">
            {title}
          </h2>
          <p role="alert" className="mt-2 font-medium text-sand-800">
            {message}
          </p>
          {children ? <div className="mt-2 text-muted">{children}</div> : null}
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink href="/membership">Upgrade membership</ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
