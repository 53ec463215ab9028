import { describe, expect, it } from "vitest";
import { selectedCollectionId, shareUrl, sharedToken, staysLabel } from "./favorites-rules";

describe("favorites rules", () => {
  it("builds the read-only link on this origin", () => {
    expect(shareUrl("https://wildluxe.example", "/favorites?shared=abc_DEF-123")).toBe(
      "https://wildluxe.example/favorites?shared=abc_DEF-123",
    );
  });

  it("counts stays", () => {
    expect(staysLabel(1)).toBe("1 stay");
    expect(staysLabel(0)).toBe("0 stays");
    expect(staysLabel(4)).toBe("4 stays");
  });

  it("reads the selected collection", () => {
    expect(selectedCollectionId("collection=12")).toBe(12);
    expect(selectedCollectionId("collection=abc")).toBeNull();
    expect(selectedCollectionId("collection=0")).toBeNull();
    expect(selectedCollectionId("")).toBeNull();
  });

  it("reads the share token", () => {
    expect(sharedToken("shared=abc")).toBe("abc");
    expect(sharedToken("shared=%20")).toBeNull();
    expect(sharedToken("collection=2")).toBeNull();
  });
});
