import type { Context } from "hono";
import { z } from "zod";
import { parseWith } from "./http";

/**
 * Query strings (and form fields) are text; procedure inputs want typed values. The REST layer reads
 * the text into the number, boolean (true/false, or 1/0) or date a field of the target schema wants, so
 * the schemas stay typed for the tRPC client. Text that does not read as one is passed on as it is: the
 * schema's own message then answers with a 400.
 */

type Wanted = "number" | "boolean" | "date";
type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; left?: z.ZodType; right?: z.ZodType; shape?: object };

const defOf = (schema: z.ZodType) => schema._zod.def as Def;
/** Wrappers whose input is their inner schema's input. */
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional"]);
const WANTED = new Set<string>(["number", "boolean", "date"]);

// Plain decimals only: Number() would also read "", " 12", "0x10", "1e3" and "Infinity".
const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;
// A calendar date, optionally with a time: Date.parse alone reads "1" or "March 5" too.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** What a field reads its text as, after optional/default/nullable wrappers and a pipe's input side. */
function wanted(schema: z.ZodType): Wanted | undefined {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return wanted(def.innerType);
  if (def.type === "pipe" && def.in) return wanted(def.in);
  return WANTED.has(def.type) ? (def.type as Wanted) : undefined;
}

/** The fields of an object schema, also through wrappers, a pipe's input side and an intersection (`.and`). */
function fieldsOf(schema: z.ZodType): Record<string, z.ZodType> {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return fieldsOf(def.innerType);
  if (def.type === "pipe" && def.in) return fieldsOf(def.in);
  if (def.type === "intersection" && def.left && def.right) return { ...fieldsOf(def.left), ...fieldsOf(def.right) };
  return def.type === "object" ? (def.shape as Record<string, z.ZodType>) : {};
}

function read(text: string, as: Wanted): unknown {
  if (as === "number") return DECIMAL.test(text) ? Number(text) : text;
  if (as === "boolean") return text === "true" || text === "1" ? true : text === "false" || text === "0" ? false : text;
  const date = ISO_DATE.test(text) ? new Date(text) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : text;
}

/** A query's values as `schema` wants them: text read as numbers, booleans and dates where a field wants one. */
export function queryValues(schema: z.ZodType, query: Record<string, string>): Record<string, unknown> {
  const fields = fieldsOf(schema);
  return Object.fromEntries(
    Object.entries(query).map(([key, text]) => {
      const as = Object.hasOwn(fields, key) ? wanted(fields[key]!) : undefined;
      return [key, as ? read(text, as) : text];
    }),
  );
}

/**
 * One query field read as `schema` wants it, for query schemas a framework validates before the handler
 * runs (the partner API's OpenAPI routes); the API document still describes `schema`.
 */
export function queryField<T extends z.ZodType>(schema: T) {
  const as = wanted(schema);
  return z.preprocess((value) => (as && typeof value === "string" ? read(value, as) : value), schema);
}

/** Parses a request's query string against `schema` (`extra` adds values read otherwise); invalid is a 400. */
export function readQuery<T extends z.ZodType>(c: Context, schema: T, extra: Record<string, unknown> = {}): z.infer<T> {
  return parseWith(schema, { ...queryValues(schema, c.req.query()), ...extra });
}
