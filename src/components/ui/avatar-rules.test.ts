import { describe, expect, it } from "vitest";
import { displayNameOf, emojiAvatarOf, initialsOf, NATURE_EMOJIS } from "./avatar-rules";

describe("initialsOf", () => {
  it("uses the first and last name", () => {
    expect(initialsOf("Ava Rose Explorer")).toBe("AE");
    expect(initialsOf("  noah   insider ")).toBe("NI");
  });

  it("uses the first two letters of a single name or username", () => {
    expect(initialsOf("insider")).toBe("IN");
    expect(initialsOf("x")).toBe("X");
  });

  it("copes with blank names", () => {
    expect(initialsOf("  ")).toBe("?");
  });
});

describe("emojiAvatarOf", () => {
  it("has 15 nature emojis", () => {
    expect(NATURE_EMOJIS).toHaveLength(15);
    expect(new Set(NATURE_EMOJIS).size).toBe(15);
  });

  it("sums the character codes of the id, modulo 15", () => {
    // "42" = 52 + 50 = 102; 102 % 15 = 12
    expect(emojiAvatarOf({ id: 42 })).toBe(NATURE_EMOJIS[12]);
    // "7" = 55; 55 % 15 = 10
    expect(emojiAvatarOf({ id: "7", username: "ignored" })).toBe(NATURE_EMOJIS[10]);
  });

  it("uses the username when there is no id", () => {
    // "ab" = 97 + 98 = 195; 195 % 15 = 0
    expect(emojiAvatarOf({ username: "ab" })).toBe(NATURE_EMOJIS[0]);
    expect(emojiAvatarOf({ id: null, username: "abc" })).toBe(NATURE_EMOJIS[(97 + 98 + 99) % 15]);
  });

  it("is stable and always one of the set", () => {
    expect(emojiAvatarOf({ username: "explorer" })).toBe(emojiAvatarOf({ username: "explorer" }));
    expect(NATURE_EMOJIS).toContain(emojiAvatarOf({ username: "" }));
  });
});

describe("displayNameOf", () => {
  it("prefers the full name, else the username", () => {
    expect(displayNameOf({ fullName: "Mia Elite", username: "elite" })).toBe("Mia Elite");
    expect(displayNameOf({ fullName: null, username: "elite" })).toBe("elite");
  });
});
