import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { CURRENT_USER_CACHE_MS } from "@/lib/query-client";
import { useApiQuery } from "@/lib/api-client";
import { isAdminUser } from "@shared/access";
import { whenLive } from "@/lib/hydration";
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

const CurrentUserContext = createContext<CurrentUserState | null>(null);

/**
 * The one subscription to the signed-in user (auth.me) for the whole app. Many components read it
 * (each listing card did three times, through its heart); one observer, not one each, keeps a
 * page's render cheap on the server and in the browser.
 */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const query = useApiQuery(["auth", "me"], undefined, {
    retry: false,
    staleTime: CURRENT_USER_CACHE_MS,
    gcTime: CURRENT_USER_CACHE_MS,
    refetchOnWindowFocus: false,
  });
  // The stored user stands in until the server answers. A server-rendered page arrives with the answer, and the
  // first read of a page's storage (5 to 22 ms of the main thread in a new browser context) would only lengthen its
  // hydration.
  const [stored] = useState(() => (query.isSuccess ? null : readStoredUser()));

  // The server's answer overwrites what was stored, including "signed out", once the page is live.
  useEffect(() => {
    if (query.isSuccess) whenLive(() => storeUser(query.data));
  }, [query.isSuccess, query.data]);

  const user = query.isSuccess ? query.data : stored;
  const isLoading = query.isPending;
  const state = useMemo(
    () => ({ user, isSignedIn: Boolean(user), isAdmin: isAdminUser(user), tier: user?.membershipTier ?? 0, isLoading }),
    [user, isLoading],
  );
  return <CurrentUserContext.Provider value={state}>{children}</CurrentUserContext.Provider>;
}

export function useCurrentUser(): CurrentUserState {
  const state = useContext(CurrentUserContext);
  if (!state) throw new Error("useCurrentUser is used outside CurrentUserProvider (src/app.tsx).");
  return state;
}
