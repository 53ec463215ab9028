import { describe, expect, it } from "vitest";
import { splitEmails } from "./email-links";

describe("splitEmails", () => {
  it("finds the contact page's address without the closing full stop", () => {
    expect(splitEmails("Questions about your membership, points, billing or account: help@wildluxe.com.")).toEqual([
      { text: "Questions about your membership, points, billing or account: " },
      { text: "help@wildluxe.com", email: "help@wildluxe.com" },
      { text: "." },
    ]);
  });

  it("finds every address in a paragraph and leaves text without one whole", () => {
    const parts = splitEmails("Write to press@wildluxe.com or safety@wildluxe.com today");
    expect(parts.filter((p) => p.email).map((p) => p.email)).toEqual(["press@wildluxe.com", "safety@wildluxe.com"]);
    expect(splitEmails("No address here.")).toEqual([{ text: "No address here." }]);
  });
});
