import superjson from "superjson";
import type { RouterOutputs } from "@/lib/trpc";
import { safeStorage, STORAGE_KEYS } from "@/lib/storage";

export type CurrentUser = NonNullable<RouterOutputs["auth"]["me"]>;

/** The last known signed-in user, for an instant signed-in view before the server answers. */
export function readStoredUser(): CurrentUser | null {
  if (safeStorage.get(STORAGE_KEYS.isAuthenticated) !== "true") return null;
  const raw = safeStorage.get(STORAGE_KEYS.currentUser);
  if (!raw) return null;
  try {
    const user = superjson.parse<CurrentUser>(raw);
    return user && typeof user === "object" && "id" in user ? user : null;
  } catch {
    return null;
  }
}

export function storeUser(user: CurrentUser | null): void {
  if (!user) return clearStoredUser();
  safeStorage.set(STORAGE_KEYS.isAuthenticated, "true");
  safeStorage.set(STORAGE_KEYS.currentUser, superjson.stringify(user));
}

export function clearStoredUser(): void {
  safeStorage.remove(STORAGE_KEYS.isAuthenticated);
  safeStorage.remove(STORAGE_KEYS.currentUser);
}
