/** localStorage that never throws (private mode, quota, disabled storage). */
export const safeStorage = {
  get(key: string): string | null {
    // The server render has no storage: answered without throwing (a thrown error costs a stack trace).
    if (typeof window === "undefined") return null;
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage is a convenience here; the app works without it.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
};

export const STORAGE_KEYS = {
  isAuthenticated: "wildluxe.isAuthenticated",
  currentUser: "wildluxe.currentUser",
  lastSearch: "wildluxe.lastSearch",
} as const;
