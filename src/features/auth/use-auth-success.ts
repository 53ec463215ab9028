import { useLocation, useSearch } from "wouter";
import { useApiUtils } from "@/lib/trpc";
import { storeUser, type CurrentUser } from "@/lib/auth/auth-storage";
import { nextPath } from "./next-path";

/** After sign-in or sign-up: the current-user cache gets the user, every query is refreshed, and we move on. */
export function useAuthSuccess() {
  const utils = useApiUtils();
  const search = useSearch();
  const [, navigate] = useLocation();
  return (user: CurrentUser) => {
    storeUser(user);
    utils.auth.me.setData(undefined, user);
    // Everything read as a visitor is refetched: the server sends tier-gated stays whole only to members at their tier.
    void utils.invalidate();
    navigate(nextPath(search), { replace: true });
  };
}
