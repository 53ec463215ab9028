import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadSuperjson } from "@/lib/superjson-text";
import { clearStoredUser, readStoredUser, storeUser, type CurrentUser } from "./auth-storage";

const user = {
  id: 4,
  email: "explorer@wildluxe.example",
  username: "explorer",
  fullName: "Ada Explorer",
  profileImageUrl: null,
  profileImage: null,
  membershipTier: 2,
  membershipStatus: "active",
  membershipPeriodEnd: new Date("2027-01-31T00:00:00Z"),
  isAdmin: false,
  role: "member",
  createdAt: new Date("2026-03-02T09:15:00Z"),
} as CurrentUser;

/** Until the stored user is written (superjson loads first), or the time runs out. */
const stored = () => vi.waitFor(() => expect(readStoredUser()).not.toBeNull());

describe("the stored user", () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal("window", {
      localStorage: { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => items.set(key, value), removeItem: (key: string) => items.delete(key) },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("reads back as it was stored, dates as dates", async () => {
    storeUser(user);
    await stored();
    expect(readStoredUser()).toEqual(user);
  });

  it("stays signed out when the member signs out before the sign-in was written", async () => {
    storeUser(user);
    clearStoredUser();
    // The write waited for superjson: once it is loaded and every waiting step has run, the write has had its chance.
    await loadSuperjson();
    await new Promise((resolve) => setImmediate(resolve));
    expect(readStoredUser()).toBeNull();
  });
});
