import type { RouterOutputs } from "@/lib/trpc";
import { safeStorage, STORAGE_KEYS } from "@/lib/storage";
import { loadSuperjson, readSuperjsonText } from "@/lib/superjson-text";

export type CurrentUser = NonNullable<RouterOutputs["auth"]["me"]>;

/** The last known signed-in user, for an instant signed-in view before the server answers. */
export function readStoredUser(): CurrentUser | null {
  if (safeStorage.get(STORAGE_KEYS.isAuthenticated) !== "true") return null;
  const raw = safeStorage.get(STORAGE_KEYS.currentUser);
  if (!raw) return null;
  try {
    // Written by superjson (storeUser): a user is plain values and dates, read without it.
    const user = readSuperjsonText(raw)?.value;
    return user && typeof user === "object" && "id" in user ? (user as CurrentUser) : null;
  } catch {
    return null;
  }
}

/** Counts the stored user's changes, so a write that waited for superjson never undoes a later one. */
let changes = 0;

export function storeUser(user: CurrentUser | null): void {
  if (!user) return clearStoredUser();
  const change = ++changes;
  // superjson loads for a member only: a visitor's first screen does without it.
  void loadSuperjson().then((superjson) => {
    if (change !== changes) return;
    safeStorage.set(STORAGE_KEYS.isAuthenticated, "true");
    safeStorage.set(STORAGE_KEYS.currentUser, superjson.stringify(user));
  });
}

export function clearStoredUser(): void {
  changes++;
  safeStorage.remove(STORAGE_KEYS.isAuthenticated);
  safeStorage.remove(STORAGE_KEYS.currentUser);
}
