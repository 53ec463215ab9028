import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { clearStoredUser } from "@/lib/auth/auth-storage";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils } from "@/lib/trpc";

/** Spec §9: after Log Out the dashboard waits 1.5 s, with the toast showing, before going to /login. */
const LOGOUT_REDIRECT_MS = 1_500;

export function useAdminLogout() {
  const queryClient = useQueryClient();
  const utils = useApiUtils();
  const [, navigate] = useLocation();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const mutation = trpc.auth.logout.useMutation({
    onSuccess: () => {
      clearStoredUser();
      utils.auth.me.setData(undefined, null);
      notify.success("Logged Out", "You have been signed out of the admin dashboard.");
      timer.current = window.setTimeout(() => {
        navigate("/login");
        // Cleared only now, so the dashboard does not fall back to its spinner while the toast shows.
        queryClient.clear();
      }, LOGOUT_REDIRECT_MS);
    },
    onError: (error) => notify.error("Logout failed", errorMessage(error, "Something went wrong. Please try again.")),
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending || mutation.isSuccess };
}
