import { foldText } from "./stays-at-places";

/**
 * How a key of a suggestion matches what was typed: from the start of its label, from the start of
 * another name it answers to (an alias: "swiss" for Switzerland), or from a later word of either.
 */
export const KEY_START = { label: 0, alias: 1, laterWord: 2 } as const;
export type KeyStart = (typeof KEY_START)[keyof typeof KEY_START];

/** The typed text as keys are written: lower case, no accents, words joined by single spaces. */
export const keyText = (s: string) =>
  foldText(s)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** Keys sorted by code unit, each with the suggestion it leads to and how it starts: prefixes are a binary search. */
export type KeyTable = { keys: string[]; refs: Int32Array; starts: Uint8Array };

export function keyTableBuilder() {
  const rows: Array<{ key: string; ref: number; start: KeyStart }> = [];
  return {
    /** Keys for `text`: the whole of it and each of its later words onwards ("lodge" finds "Alpine Lodge"). */
    add(text: string, ref: number, start: KeyStart) {
      const key = keyText(text);
      if (!key) return;
      rows.push({ key, ref, start });
      for (let at = key.indexOf(" "); at >= 0; at = key.indexOf(" ", at + 1)) {
        rows.push({ key: key.slice(at + 1), ref, start: KEY_START.laterWord });
      }
    },
    build(): KeyTable {
      rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.start - b.start));
      return {
        keys: rows.map((r) => r.key),
        refs: Int32Array.from(rows, (r) => r.ref),
        starts: Uint8Array.from(rows, (r) => r.start),
      };
    },
  };
}

function lowerBound(keys: readonly string[], prefix: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A key that begins with a prefix: which suggestion, how the key starts, and whether the key is the prefix itself. */
export type KeyHit = { ref: number; start: KeyStart; whole: boolean };

/** Up to `limit` keys beginning with `prefix`, in key order. */
export function keysFrom(table: KeyTable, prefix: string, limit: number, hit: (h: KeyHit) => void): void {
  const { keys, refs, starts } = table;
  const end = Math.min(keys.length, lowerBound(keys, prefix) + limit);
  for (let i = lowerBound(keys, prefix); i < end && keys[i]!.startsWith(prefix); i++) {
    hit({ ref: refs[i]!, start: starts[i] as KeyStart, whole: keys[i]!.length === prefix.length });
  }
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz ";

/**
 * The texts one typo away from `text` (a letter left out, one too many, one wrong, two swapped): what was
 * meant when a key begins with one of them ("seatle" for Seattle, "swizerland" for Switzerland).
 */
export function oneTypoAway(text: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i <= text.length; i++) {
    const head = text.slice(0, i);
    const tail = text.slice(i);
    if (tail) out.add(head + tail.slice(1));
    if (tail.length > 1) out.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const c of LETTERS) {
      out.add(head + c + tail);
      if (tail) out.add(head + c + tail.slice(1));
    }
  }
  out.delete(text);
  // A variant that is only a typed-ahead prefix with its last letter dropped finds what the text finds already.
  out.delete(text.slice(0, -1));
  return new Set([...out].map((v) => v.trim()).filter((v) => v.length >= 3));
}
