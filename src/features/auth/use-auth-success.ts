import { useLocation, useSearch } from "wouter";
import { trpc } from "@/lib/trpc";
import { storeUser, type CurrentUser } from "./auth-storage";
import { nextPath } from "./next-path";

/** After sign-in or sign-up: the current-user cache gets the user, is refreshed, and we move on. */
export function useAuthSuccess() {
  const utils = trpc.useUtils();
  const search = useSearch();
  const [, navigate] = useLocation();
  return (user: CurrentUser) => {
    storeUser(user);
    utils.auth.me.setData(undefined, user);
    void utils.auth.me.invalidate();
    navigate(nextPath(search), { replace: true });
  };
}
