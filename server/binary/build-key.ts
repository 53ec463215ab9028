import { createHash } from "node:crypto";

/**
 * What the single binary is made of, as one digest: the payload's files (path and bytes), the sources of its
 * main and of the build itself, and the Node it is injected into. `npm run build:binary` skips the build
 * (about 18 s of CPU, most of it gzip at level 9) when the binary on disk was made from the same.
 */
export function binaryBuildKey(
  payload: { path: string; body: Buffer }[],
  sources: { path: string; body: Buffer }[],
  nodeVersion: string,
): string {
  const hash = createHash("sha256").update(nodeVersion);
  for (const { path, body } of [...payload, ...sources]) hash.update(`\0${path}\0${body.length}\0`).update(body);
  return hash.digest("hex");
}
