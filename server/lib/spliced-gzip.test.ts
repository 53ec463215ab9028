import { crc32, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Combine, prepareSplicedGzip, splicedGzip } from "./spliced-gzip";

describe("gzip with holes filled per response", () => {
  it("inflates to the segments joined by the filler, with a valid CRC and size", () => {
    const page = `<!doctype html><script nonce="SLOT">1</script>${"<p>Stay by the lake, é ☀</p>".repeat(2000)}<script nonce="SLOT">2</script>end`;
    const prepared = prepareSplicedGzip(page.split("SLOT"));
    for (const nonce of ["abc+/=DEF0123456789xyzQ==", ""]) {
      // gunzipSync checks the trailer's CRC-32 and length: a wrong one throws.
      expect(gunzipSync(splicedGzip(prepared, nonce)).toString("utf8")).toBe(page.split("SLOT").join(nonce));
    }
  });

  it("handles a hole at either end and a page without one", () => {
    for (const text of ["SLOTmiddleSLOT", "no hole at all", ""]) {
      expect(gunzipSync(splicedGzip(prepareSplicedGzip(text.split("SLOT")), "n0nce")).toString()).toBe(
        text.split("SLOT").join("n0nce"),
      );
    }
  });

  it("combines CRC-32s as if computed over the joined bytes", () => {
    const a = Buffer.from("The first part, ".repeat(300));
    const b = Buffer.from("and the second.");
    expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
    expect(crc32Combine(crc32(a), crc32(Buffer.alloc(0)), 0)).toBe(crc32(a));
  });
});
