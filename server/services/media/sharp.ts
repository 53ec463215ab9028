import sharp from "sharp";

// libvips keeps the results of recent operations in memory (50 MB by default) in case the same
// image is processed again. Ours never are: each art size is rendered once and then read from the
// disk cache, and each upload once, so that cache only held memory (decision 020).
sharp.cache(false);

export default sharp;
export type { Metadata, Sharp } from "sharp";
