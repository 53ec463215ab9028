import { describe, expect, it } from "vitest";
import { absoluteImageUrl, responsiveImage } from "./responsive-image";

describe("responsiveImage", () => {
  it("gives the art a srcset at the four rendered widths and its 3:2 size", () => {
    expect(responsiveImage("/media/art/treehouses/canopy.webp")).toEqual({
      src: "/media/art/treehouses/canopy.webp?w=800",
      srcSet:
        "/media/art/treehouses/canopy.webp?w=400 400w, /media/art/treehouses/canopy.webp?w=800 800w, /media/art/treehouses/canopy.webp?w=1200 1200w, /media/art/treehouses/canopy.webp?w=1600 1600w",
      width: 800,
      height: 533,
    });
    expect(responsiveImage("/media/art/caves/x-1.webp", 400)).toMatchObject({
      src: "/media/art/caves/x-1.webp?w=400",
      width: 400,
      height: 267,
    });
  });

  it("gives an upload a srcset of the widths it was stored at", () => {
    const base = "/media/uploads/listing/mbx1k2-0123456789ab";
    expect(responsiveImage(`${base}-1600.webp`)).toEqual({
      src: `${base}-800.webp`,
      srcSet: `${base}-400.webp 400w, ${base}-800.webp 800w, ${base}-1600.webp 1600w`,
      width: 800,
      height: 533,
    });
    expect(responsiveImage(`${base}-1600.webp`, 1200).src).toBe(`${base}-1600.webp`);
    const media = "https://wildluxe.example/media/uploads/member-media/mbx1k2-0123456789ab";
    expect(responsiveImage(`${media}-1200.webp`, 400)).toMatchObject({
      src: `${media}-400.webp`,
      srcSet: `${media}-400.webp 400w, ${media}-1200.webp 1200w`,
    });
  });

  it("leaves outside images and unknown paths as they are", () => {
    expect(responsiveImage("/media/uploads/listings/a.webp")).toEqual({
      src: "/media/uploads/listings/a.webp",
      width: 800,
      height: 533,
    });
    expect(responsiveImage("https://cdn.example.com/a.jpg").src).toBe("https://cdn.example.com/a.jpg");
    expect(responsiveImage("/media/art/caves/x.webp?w=400")).not.toHaveProperty("srcSet");
    expect(responsiveImage("/media/uploads/avatar/mbx1k2-0123456789ab-256.webp")).not.toHaveProperty("srcSet");
  });
});

describe("absoluteImageUrl", () => {
  it("resolves paths against the origin", () => {
    expect(absoluteImageUrl("/media/art/caves/x.webp", "https://wildluxe.example")).toBe(
      "https://wildluxe.example/media/art/caves/x.webp?w=1200",
    );
    expect(absoluteImageUrl("https://cdn.example.com/a.jpg", "https://wildluxe.example")).toBe(
      "https://cdn.example.com/a.jpg",
    );
  });
});
