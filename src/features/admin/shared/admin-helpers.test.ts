import { describe, expect, it } from "vitest";
import { messageAfterTitle } from "../dashboard/action-messages";
import { DASHBOARD_TABS, tabFromParam } from "../dashboard/dashboard-tabs";
import { formatPercent } from "./format";
import { DROP_NOT_IMAGE, isImageFile, localImagePath } from "./image-url";
import { effectiveSlug } from "./slug";
import { nextTabIndex } from "./tab-keys";

describe("effectiveSlug (spec §5)", () => {
  it("uses the typed slug, else the fallback text", () => {
    expect(effectiveSlug("", "Treehouse Hideaway")).toBe("treehouse-hideaway");
    expect(effectiveSlug("  ", "Treehouse Hideaway")).toBe("treehouse-hideaway");
    expect(effectiveSlug("My Slug", "ignored")).toBe("my-slug");
  });
});

describe("localImagePath (spec §5)", () => {
  const origin = "http://localhost:3700";
  it("reduces an image URL on this host to its path", () => {
    expect(localImagePath("http://localhost:3700/media/journal/a.webp", origin)).toBe("/media/journal/a.webp");
    expect(localImagePath("http://localhost:3700/media/a.webp?w=800", origin)).toBe("/media/a.webp?w=800");
  });

  it("keeps other hosts, paths and text as they are", () => {
    expect(localImagePath("https://images.example.com/a.jpg", origin)).toBe("https://images.example.com/a.jpg");
    expect(localImagePath("http://localhost:3000/a.jpg", origin)).toBe("http://localhost:3000/a.jpg");
    expect(localImagePath("/media/a.webp", origin)).toBe("/media/a.webp");
    expect(localImagePath(" not a url ", origin)).toBe("not a url");
  });

  it("knows an image file from anything else", () => {
    expect(isImageFile({ type: "image/png" })).toBe(true);
    expect(isImageFile({ type: "application/pdf" })).toBe(false);
    expect(DROP_NOT_IMAGE).toBe("Please drop an image file only (JPG, PNG, etc.).");
  });
});

describe("nextTabIndex", () => {
  it("moves with the arrow keys and wraps", () => {
    expect(nextTabIndex(0, "ArrowRight", 9)).toBe(1);
    expect(nextTabIndex(8, "ArrowRight", 9)).toBe(0);
    expect(nextTabIndex(0, "ArrowLeft", 9)).toBe(8);
  });

  it("jumps with Home and End and ignores other keys", () => {
    expect(nextTabIndex(4, "Home", 9)).toBe(0);
    expect(nextTabIndex(4, "End", 9)).toBe(8);
    expect(nextTabIndex(4, "Enter", 9)).toBeNull();
  });
});

describe("dashboard tabs (spec §2)", () => {
  it("has the nine tabs in order", () => {
    expect(DASHBOARD_TABS.map((t) => t.label)).toEqual([
      "Properties",
      "Journal Articles",
      "Administrators",
      "Points & Prizes",
      "Sponsors",
      "Activity",
      "Monitoring",
      "Settings",
      "Email Testing",
    ]);
  });

  it("reads ?tab=, falling back to the first", () => {
    expect(tabFromParam("monitoring")).toBe("monitoring");
    expect(tabFromParam("nope")).toBe("properties");
    expect(tabFromParam(null)).toBe("properties");
  });
});

describe("messages", () => {
  it("drops the toast's title from the server's message", () => {
    expect(messageAfterTitle("Cache Cleared: removed 3 cached entries (ads, journal).", "Cache Cleared")).toBe(
      "removed 3 cached entries (ads, journal).",
    );
    expect(messageAfterTitle("Something else", "Cache Cleared")).toBe("Something else");
  });

  it("formats percentages with one decimal at most", () => {
    expect(formatPercent(12.345)).toBe("12.3%");
    expect(formatPercent(7)).toBe("7%");
  });
});
