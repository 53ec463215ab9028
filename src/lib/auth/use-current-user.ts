import { useEffect, useState } from "react";
import { CURRENT_USER_CACHE_MS } from "@/lib/query-client";
import { trpc } from "@/lib/trpc";
import { isAdminUser } from "@shared/access";
import { readStoredUser, storeUser, type CurrentUser } from "./auth-storage";

export type CurrentUserState = {
  user: CurrentUser | null;
  isSignedIn: boolean;
  isAdmin: boolean;
  /** Membership tier, 0 for guests. */
  tier: number;
  /** True until the server has answered (the stored user may be shown meanwhile). */
  isLoading: boolean;
};

export function useCurrentUser(): CurrentUserState {
  const [stored] = useState(readStoredUser);
  const query = trpc.auth.me.useQuery(undefined, {
    retry: false,
    staleTime: CURRENT_USER_CACHE_MS,
    gcTime: CURRENT_USER_CACHE_MS,
    refetchOnWindowFocus: false,
  });

  // The server's answer overwrites what was stored, including "signed out".
  useEffect(() => {
    if (query.isSuccess) storeUser(query.data);
  }, [query.isSuccess, query.data]);

  const user = query.isSuccess ? query.data : stored;
  return {
    user,
    isSignedIn: Boolean(user),
    isAdmin: isAdminUser(user),
    tier: user?.membershipTier ?? 0,
    isLoading: query.isPending,
  };
}
