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

/**
 * A write waits for superjson: once it has loaded and every step waiting on it has run, the write has happened or been
 * dropped. A state, not a time: a poll's default second ran out when the machine was busy.
 */
const settled = async () => {
  await loadSuperjson();
  await new Promise((resolve) => setImmediate(resolve));
};

describe("the stored user", () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal("window", {
      localStorage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => items.set(key, value),
        removeItem: (key: string) => items.delete(key),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("reads back as it was stored, dates as dates", async () => {
    storeUser(user);
    await settled();
    expect(readStoredUser()).toEqual(user);
  });

  it("stays signed out when the member signs out before the sign-in was written", async () => {
    storeUser(user);
    clearStoredUser();
    await settled();
    expect(readStoredUser()).toBeNull();
  });
});
