import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { readSuperjsonText } from "./superjson-text";

const when = new Date("2026-11-26T10:00:00Z");
const later = new Date("2026-12-01T08:30:00Z");

describe("superjson's text read without superjson", () => {
  it.each([
    ["a date alone", when],
    ["plain values", { name: "Cedar", count: 3, tags: ["lake", "sauna"], none: null }],
    [
      "dates and undefined in objects and lists",
      {
        items: [
          { id: 1, createdAt: when, note: undefined },
          { id: 2, createdAt: later, periodEnd: null },
        ],
        at: when,
      },
    ],
    ["keys with dots and backslashes", { "a.b": when, "c\\d": { "e.\\f": later } }],
  ])("reads %s as superjson does", (_, value) => {
    const text = superjson.stringify(value);
    expect(readSuperjsonText(text)).toEqual({ value: superjson.parse(text) });
  });

  it("keeps one object in two places one object", () => {
    const category = { id: 7, name: "Treehouses", addedAt: when };
    const text = superjson.stringify({
      items: [
        { id: 1, category },
        { id: 2, category },
      ],
    });
    const { items } = readSuperjsonText(text)!.value as { items: { category: { addedAt: Date } }[] };
    expect(items[0]!.category).toBe(items[1]!.category);
    expect(items[0]!.category.addedAt).toEqual(when);
  });

  it.each([
    ["a map", { byId: new Map([[1, when]]) }],
    ["a set", { ids: new Set([1, 2]) }],
    ["an error", { error: new Error("Listing not found") }],
    ["a big number", { total: 10n }],
    [
      "a value inside itself",
      (() => {
        const loop: Record<string, unknown> = {};
        loop.self = loop;
        return loop;
      })(),
    ],
  ])("leaves %s to superjson", (_, value) => {
    expect(readSuperjsonText(superjson.stringify(value))).toBeUndefined();
  });

  it("never follows a path through an object's prototype", () => {
    const text = JSON.stringify({ json: { a: {} }, meta: { values: { "a.__proto__.polluted": ["undefined"] }, v: 1 } });
    expect(readSuperjsonText(text)).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("leaves superjson's older paths, written without escapes, to superjson", () => {
    expect(
      readSuperjsonText(JSON.stringify({ json: { at: when.toISOString() }, meta: { values: { at: ["Date"] } } })),
    ).toBeUndefined();
  });
});
