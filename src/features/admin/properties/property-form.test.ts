import { describe, expect, it } from "vitest";
import { LISTING_TIER_WORDS } from "@shared/tiers";
import {
  ACCESS_CHOICES,
  NEW_PROPERTY,
  errorTabs,
  firstErrorTab,
  moveImage,
  offersJacksCampFix,
  propertyPayload,
  setAsMain,
  validateProperty,
} from "./property-form";

const valid = {
  ...NEW_PROPERTY,
  name: "Sky Dome",
  description: "<p>Stars</p>",
  location: "Utah",
  mainImage: "/media/a.webp",
};

describe("new property defaults (spec §3)", () => {
  it("starts at tier 1, approved, not featured, not verified, with no rating to type in", () => {
    expect(NEW_PROPERTY).toMatchObject({ tierLevel: 1, approved: true, featured: false, verified: false });
    expect(NEW_PROPERTY).not.toHaveProperty("rating");
    expect(LISTING_TIER_WORDS.map((t) => `${t.value} ${t.label}`)).toEqual(["1 Standard", "2 Premium", "3 Luxury"]);
  });

  it("offers tier 0, open to everyone, and names the plan each tier asks for", () => {
    expect(ACCESS_CHOICES.map((t) => `${t.value} ${t.label}`)).toEqual([
      "0 Open to everyone",
      "1 Standard: Luxe Explorer and up",
      "2 Premium: Luxe Insider and up",
      "3 Luxury: Luxe Elite",
    ]);
  });
});

describe("validateProperty (spec §5)", () => {
  it("requires name, description, location and main image", () => {
    expect(Object.keys(validateProperty(NEW_PROPERTY)).sort()).toEqual([
      "description",
      "location",
      "mainImage",
      "name",
    ]);
    expect(validateProperty(valid)).toEqual({});
  });

  it("checks coordinates and the external URL only when given", () => {
    expect(validateProperty({ ...valid, latitude: "91" })).toEqual({
      latitude: "Latitude must be a number from -90 to 90.",
    });
    expect(validateProperty({ ...valid, longitude: "-181" })).toEqual({
      longitude: "Longitude must be a number from -180 to 180.",
    });
    expect(validateProperty({ ...valid, externalUrl: "ftp://x" })).toEqual({
      externalUrl: "External URL must be a valid URL (https://...).",
    });
    expect(
      validateProperty({ ...valid, latitude: "-19.2", longitude: "23.4", externalUrl: "https://x.example" }),
    ).toEqual({});
  });

  it("opens the first tab with a problem", () => {
    const errors = validateProperty({ ...NEW_PROPERTY, name: "N", description: "D" });
    expect([...errorTabs(errors)].sort()).toEqual(["location", "media"]);
    expect(firstErrorTab(errors)).toBe("location");
    expect(firstErrorTab({})).toBeNull();
  });
});

describe("propertyPayload", () => {
  it("makes the slug from the name and copies the category to the primary category", () => {
    const payload = propertyPayload(
      { ...valid, categoryId: 3, regionId: "0", latitude: "", longitude: "12.5" },
      "http://localhost",
    );
    expect(payload).toMatchObject({
      slug: "sky-dome",
      categoryId: 3,
      primaryCategoryId: 3,
      regionId: 0,
      latitude: null,
      longitude: 12.5,
      externalUrl: null,
    });
  });

  it("sends prices in cents and opens the Details tab for a bad one", () => {
    const payload = propertyPayload(
      { ...valid, nightlyPrice: "245", weekendPrice: "289.50", cleaningFee: "", currency: "CAD" },
      "http://localhost",
    );
    expect(payload).toMatchObject({ nightlyPrice: 24_500, weekendPrice: 28_950, cleaningFee: null, currency: "CAD" });
    const errors = validateProperty({ ...valid, nightlyPrice: "lots" });
    expect(errors.nightlyPrice).toBe("Nightly price must be an amount like 185 or 185.50.");
    expect(firstErrorTab(errors)).toBe("details");
  });

  it("sends no primary category when no category is chosen", () => {
    const payload = propertyPayload(valid, "http://localhost");
    expect(payload.categoryId).toBeNull();
    expect(payload).not.toHaveProperty("primaryCategoryId");
    expect(payload.regionId).toBeNull();
  });

  it("drops blank AI tags and reduces local image URLs", () => {
    const payload = propertyPayload(
      {
        ...valid,
        mainImage: "http://localhost/media/m.webp",
        gallery: ["http://localhost/media/g.webp", "https://cdn.example/x.jpg"],
        aiTags: [
          { name: " Stars ", lowConfidence: true },
          { name: " ", lowConfidence: false },
        ],
      },
      "http://localhost",
    );
    expect(payload.mainImage).toBe("/media/m.webp");
    expect(payload.gallery).toEqual(["/media/g.webp", "https://cdn.example/x.jpg"]);
    expect(payload.aiTags).toEqual([{ name: "Stars", lowConfidence: true }]);
  });
});

describe("gallery edits", () => {
  it("moves an image and stays put at the ends", () => {
    expect(moveImage(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveImage(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
    expect(moveImage(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
  });

  it("sets an image as main, the old main taking its place", () => {
    expect(setAsMain({ mainImage: "m", gallery: ["a", "b"] }, 1)).toEqual({ mainImage: "b", gallery: ["a", "m"] });
    expect(setAsMain({ mainImage: "", gallery: ["a", "b"] }, 0)).toEqual({ mainImage: "a", gallery: ["b"] });
  });
});

describe("one-click fix (spec §2)", () => {
  it("is offered for property 145 or the jacks-camp listing", () => {
    expect(offersJacksCampFix(145, "anything")).toBe(true);
    expect(offersJacksCampFix(7, "jacks-camp")).toBe(true);
    expect(offersJacksCampFix(7, "other")).toBe(false);
    expect(offersJacksCampFix(null, undefined)).toBe(false);
  });
});
