import { expect, test } from "vitest";
import sharp from "./sharp";

test("libvips keeps no operation cache in memory: every image is rendered once, then read from disk", () => {
  const { memory, items, files } = sharp.cache();
  expect({ memoryMax: memory.max, items: items.max, files: files.max }).toEqual({ memoryMax: 0, items: 0, files: 0 });
});
