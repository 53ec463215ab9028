import { useEffect, type ReactNode } from "react";
import { useLocation } from "wouter";
import { LoadingBlock } from "@/components/ui/spinner";
import { isClientError } from "@/lib/query-client";
import type { DataContext, PageData } from "@/lib/route-data";
import { trpc, type RouterOutputs } from "@/lib/trpc";

export type AdminSessionUser = RouterOutputs["admin"]["session"]["user"];

/** Spec §9: the admin session is cached 5 minutes with one retry. */
const ADMIN_SESSION_CACHE_MS = 5 * 60_000;
const ADMIN_SESSION_RETRIES = 1;

const ADMIN_LOGIN_PATH = "/admin-login";

function useAdminSession() {
  return trpc.admin.session.useQuery(undefined, {
    staleTime: ADMIN_SESSION_CACHE_MS,
    gcTime: ADMIN_SESSION_CACHE_MS,
    // A refusal (401/403) will not change on a second try; anything else gets its one retry.
    retry: (failureCount, error) => failureCount < ADMIN_SESSION_RETRIES && !isClientError(error),
  });
}

/**
 * Every admin screen starts here: admin.session is checked first; anyone refused (or a
 * failed check) goes to /admin-login, and a spinner shows until the answer is in.
 * Cached data that is stale and being re-checked (after a sign-out elsewhere) is not trusted.
 */
export function RequireAdmin({ children }: { children: (user: AdminSessionUser) => ReactNode }) {
  const session = useAdminSession();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (session.isError) navigate(ADMIN_LOGIN_PATH, { replace: true });
  }, [session.isError, navigate]);

  if (session.data && !session.isError && !(session.isStale && session.isFetching))
    return <>{children(session.data.user)}</>;
  return <LoadingBlock label="Checking admin access" />;
}

/**
 * An admin screen's data: admin.session first, as RequireAdmin asks for it (a refusal is the
 * page's answer and sends the visitor on to sign in), then, for an admin, the screen's own queries.
 */
export function adminPageData(screen: (ctx: DataContext) => readonly unknown[]): PageData {
  return async (ctx) => {
    const session = await ctx.q.admin.session.fetch().catch(() => null);
    if (session) await Promise.allSettled(screen(ctx));
  };
}
