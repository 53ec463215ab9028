import { describe, expect, it } from "vitest";
import { errorCode, isConflict, isForbidden, signInHref, tierRequiredMessage } from "./access-errors";

const trpcError = (code: string) => Object.assign(new Error("x"), { data: { code } });

describe("access errors", () => {
  it("reads the tRPC code", () => {
    expect(errorCode(trpcError("FORBIDDEN"))).toBe("FORBIDDEN");
    expect(errorCode(new Error("plain"))).toBeUndefined();
    expect(isForbidden(trpcError("FORBIDDEN"))).toBe(true);
    expect(isForbidden(trpcError("UNAUTHORIZED"))).toBe(false);
    expect(isConflict(trpcError("CONFLICT"))).toBe(true);
  });

  it("words a tier requirement as the server does", () => {
    expect(tierRequiredMessage("Luxe Insider")).toBe("This feature needs the Luxe Insider membership or higher.");
  });

  it("links to sign-in with the way back", () => {
    expect(signInHref("/favorites?shared=abc")).toBe("/signin?next=%2Ffavorites%3Fshared%3Dabc");
  });
});
