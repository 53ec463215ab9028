import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A gzip body with holes: the fixed text around each hole is compressed once, and each response
 * fills the holes (a page's CSP nonce) without compressing the page again. Every part but the last
 * ends with a full flush, so it stops on a byte boundary and refers to nothing before it; a filler
 * goes in between as a stored (uncompressed) deflate block. The result is one ordinary gzip member
 * (RFC 1951/1952) that any client inflates; the CRC-32 of the whole is combined from the parts' own.
 */
export type SplicedGzip = { parts: Buffer[]; crcs: number[]; lengths: number[] };

export function prepareSplicedGzip(segments: readonly string[]): SplicedGzip {
  const last = segments.length - 1;
  const raw = segments.map((s) => Buffer.from(s, "utf8"));
  return {
    parts: raw.map((b, i) =>
      deflateRawSync(b, { level: 9, finishFlush: i === last ? constants.Z_FINISH : constants.Z_FULL_FLUSH }),
    ),
    crcs: raw.map((b) => crc32(b)),
    lengths: raw.map((b) => b.length),
  };
}

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const MAX_STORED = 0xffff;

/** The gzip of segments[0] + filler + segments[1] + filler + ... + segments[last]. */
export function splicedGzip(prepared: SplicedGzip, filler: string): Buffer {
  const fill = Buffer.from(filler, "utf8");
  if (fill.length > MAX_STORED) throw new Error("a filler must fit one stored block");
  const stored = Buffer.allocUnsafe(5);
  // BFINAL 0, BTYPE 00 (stored), then LEN and its complement, little-endian.
  stored[0] = 0;
  stored.writeUInt16LE(fill.length, 1);
  stored.writeUInt16LE(~fill.length & 0xffff, 3);
  const fillCrc = crc32(fill);
  const chunks: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  const { parts, crcs, lengths } = prepared;
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) {
      chunks.push(stored, fill);
      crc = crc32Combine(crc, fillCrc, fill.length);
      size += fill.length;
    }
    chunks.push(parts[i]!);
    crc = crc32Combine(crc, crcs[i]!, lengths[i]!);
    size += lengths[i]!;
  }
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

// CRC-32 combination as zlib's crc32_combine: crc(A + B) from crc(A), crc(B) and B's length, in
// time logarithmic in that length (polynomial arithmetic modulo the CRC's, bits reflected).
const POLY = 0xedb88320;

function multmodp(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^n) modulo the polynomial, n = 0..31. */
const X2N: number[] = [];
for (let n = 0, p = 0x40000000; n < 32; n++) {
  X2N.push(p);
  p = multmodp(p, p);
}

/** x^(n * 2^k) modulo the polynomial. */
function x2nmodp(n: number, k: number): number {
  let p = 0x80000000;
  while (n) {
    if (n & 1) p = multmodp(X2N[k & 31]!, p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
}

export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multmodp(x2nmodp(lengthB, 3), crcA >>> 0) ^ crcB) >>> 0;
}
