import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { releaseFreedMemory } from "./memory";

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;
const MB = 2 ** 20;

describe("releaseFreedMemory", () => {
  it("hands freed heap pages back to the system on glibc", () => {
    // 80 MB in small blocks, one in fifty kept so the free ones sit in the middle of the heap,
    // where free() alone never returns them (as the WebAssembly compiler's scratch memory does).
    const blocks: Buffer[] = [];
    const kept: Buffer[] = [];
    for (let i = 0; i < 40_000; i++) {
      const block = Buffer.allocUnsafeSlow(2_000).fill(1);
      (i % 50 === 49 ? kept : blocks).push(block);
    }
    // Dropped, so the collector may free them.
    blocks.length = 0;
    collectGarbage();
    collectGarbage();

    const released = releaseFreedMemory();
    expect(released).not.toBeNull();
    expect((released!.rssBefore - released!.rssAfter) / MB).toBeGreaterThan(40);
    expect(kept).toHaveLength(800);
  });
});
