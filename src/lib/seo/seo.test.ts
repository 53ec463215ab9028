import { describe, expect, it } from "vitest";
import { lodgingJsonLd, metaDescription } from "./page-description";
import { absoluteUrl } from "./seo";

describe("metaDescription", () => {
  it("strips markup and keeps short text whole", () => {
    expect(metaDescription("<p>A cabin &amp; a lake.</p>")).toBe("A cabin & a lake.");
  });

  it("cuts long text at a word with an ellipsis", () => {
    const text = "Morning mist rolls over the fjord ".repeat(10);
    const out = metaDescription(text);
    expect(out.length).toBeLessThanOrEqual(160);
    expect(out.endsWith("...")).toBe(true);
    expect(out).not.toMatch(/\s\.\.\.$/);
  });
});

describe("absoluteUrl", () => {
  it("resolves paths and keeps full URLs", () => {
    expect(absoluteUrl("/images/a.svg", "https://wildluxe.example")).toBe("https://wildluxe.example/images/a.svg");
    expect(absoluteUrl("https://cdn.example.com/x.jpg", "https://wildluxe.example")).toBe(
      "https://cdn.example.com/x.jpg",
    );
  });
});

describe("lodgingJsonLd", () => {
  const listing = {
    name: "Fern Hollow",
    description: "<p>A <em>quiet</em> treehouse.</p>",
    location: "Olympic Peninsula, Washington",
    rating: 4.86,
    latitude: 47.8,
    longitude: -123.9,
    region: { name: "Pacific Northwest" },
  };

  it("describes the stay as a LodgingBusiness", () => {
    const data = lodgingJsonLd(listing, {
      url: "https://w.example/listings/fern-hollow",
      images: ["https://w.example/a.webp"],
      reviewCount: 3,
    });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LodgingBusiness",
      name: "Fern Hollow",
      description: "A quiet treehouse.",
      image: ["https://w.example/a.webp"],
      address: {
        "@type": "PostalAddress",
        addressLocality: "Olympic Peninsula, Washington",
        addressRegion: "Pacific Northwest",
      },
      geo: { "@type": "GeoCoordinates", latitude: 47.8, longitude: -123.9 },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.9, bestRating: 5, ratingCount: 3 },
    });
  });

  it("leaves out what is not known", () => {
    const data = lodgingJsonLd({ ...listing, latitude: null, longitude: null, region: null }, { url: "u", images: [] });
    expect(data.geo).toBeUndefined();
    expect(data.aggregateRating).toBeUndefined();
    expect((data.address as Record<string, unknown>).addressRegion).toBeUndefined();
  });
});
