import { describe, expect, it } from "vitest";
import { absoluteImageUrl, responsiveImage } from "./listing-image";

describe("responsiveImage", () => {
  it("gives the art a srcset at the four rendered widths", () => {
    expect(responsiveImage("/media/art/treehouses/canopy.webp")).toEqual({
      src: "/media/art/treehouses/canopy.webp?w=800",
      srcSet:
        "/media/art/treehouses/canopy.webp?w=400 400w, /media/art/treehouses/canopy.webp?w=800 800w, /media/art/treehouses/canopy.webp?w=1200 1200w, /media/art/treehouses/canopy.webp?w=1600 1600w",
    });
    expect(responsiveImage("/media/art/caves/x-1.webp", 400).src).toBe("/media/art/caves/x-1.webp?w=400");
  });

  it("leaves uploads and outside images alone", () => {
    expect(responsiveImage("/media/uploads/listings/a.webp")).toEqual({ src: "/media/uploads/listings/a.webp" });
    expect(responsiveImage("https://cdn.example.com/a.jpg")).toEqual({ src: "https://cdn.example.com/a.jpg" });
    expect(responsiveImage("/media/art/caves/x.webp?w=400")).toEqual({ src: "/media/art/caves/x.webp?w=400" });
  });
});

describe("absoluteImageUrl", () => {
  it("resolves paths against the origin", () => {
    expect(absoluteImageUrl("/media/art/caves/x.webp", "https://wildluxe.example")).toBe("https://wildluxe.example/media/art/caves/x.webp?w=1200");
    expect(absoluteImageUrl("https://cdn.example.com/a.jpg", "https://wildluxe.example")).toBe("https://cdn.example.com/a.jpg");
  });
});
