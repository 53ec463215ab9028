import { useLocation } from "wouter";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils } from "@/lib/trpc";
import { clearStoredUser } from "./auth-storage";

/** Ends the session, forgets the stored user and goes home. */
export function useLogout() {
  const utils = useApiUtils();
  const [, navigate] = useLocation();
  const mutation = trpc.auth.logout.useMutation({
    onSuccess: () => {
      clearStoredUser();
      utils.auth.me.setData(undefined, null);
      void utils.invalidate();
      navigate("/");
    },
    onError: (error) => notify.error("Logout failed", errorMessage(error, "Something went wrong. Please try again.")),
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
