import { describe, expect, it } from "vitest";
import { displayNameOf, initialsOf } from "./initials";

describe("initialsOf", () => {
  it("uses the first and last name", () => {
    expect(initialsOf("Ava Rose Explorer")).toBe("AE");
  });

  it("uses the first two letters of a single name", () => {
    expect(initialsOf("insider")).toBe("IN");
  });

  it("copes with blank names", () => {
    expect(initialsOf("  ")).toBe("?");
  });
});

describe("displayNameOf", () => {
  it("prefers the full name, else the username", () => {
    expect(displayNameOf({ fullName: "Mia Elite", username: "elite" })).toBe("Mia Elite");
    expect(displayNameOf({ fullName: null, username: "elite" })).toBe("elite");
  });
});
