import { describe, expect, it } from "vitest";
import { binaryBuildKey } from "./build-key";

const file = (path: string, text: string) => ({ path, body: Buffer.from(text) });
const payload = [file("server/index.js", "serve()"), file("node_modules/a/index.js", "a")];
const sources = [file("server/binary/main.ts", "main()")];

describe("the binary's build key", () => {
  it("is the same for the same payload, sources and Node", () => {
    expect(binaryBuildKey(payload, sources, "v20.20.0")).toBe(binaryBuildKey([...payload], [...sources], "v20.20.0"));
  });

  it("changes with any file's bytes or path, with the sources, and with Node", () => {
    const key = binaryBuildKey(payload, sources, "v20.20.0");
    const others = [
      binaryBuildKey([file("server/index.js", "serve(1)"), payload[1]!], sources, "v20.20.0"),
      binaryBuildKey([file("server/main.js", "serve()"), payload[1]!], sources, "v20.20.0"),
      binaryBuildKey(payload.slice(0, 1), sources, "v20.20.0"),
      binaryBuildKey(payload, [file("server/binary/main.ts", "main(1)")], "v20.20.0"),
      binaryBuildKey(payload, sources, "v20.21.0"),
      // A byte moved from one file's end to the next one's start.
      binaryBuildKey([file("server/index.js", "serve("), file("node_modules/a/index.js", ")a")], sources, "v20.20.0"),
    ];
    for (const other of others) expect(other).not.toBe(key);
  });
});
