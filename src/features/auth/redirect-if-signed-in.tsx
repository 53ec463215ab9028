import { Redirect, useSearch } from "wouter";
import { nextPath } from "./next-path";
import { useCurrentUser } from "@/lib/auth/use-current-user";

/** A confirmed signed-in user has no business on the sign-in screens. */
export function RedirectIfSignedIn() {
  const { user, isLoading } = useCurrentUser();
  const search = useSearch();
  return !isLoading && user ? <Redirect to={nextPath(search)} replace /> : null;
}
