import { z } from "zod";

/** Largest PostgreSQL integer: bigger ids are a 400, not a database error. */
export const MAX_DB_ID = 2_147_483_647;

export const dbId = z
  .number({ error: "Expected a numeric id." })
  .int("Ids are whole numbers.")
  .positive("Ids are positive.")
  .max(MAX_DB_ID, "No such id.");

// Number() reads "0x10", "1e3", " 12" and "+5" as ids; text ids are plain decimal digits or a 400.
const DECIMAL = /^[0-9]+$/;
const DECIMAL_MESSAGE = "Ids are written with the digits 0-9 only.";

/** An id sent as a JSON number or as text (a URL path or query, a form field): decimal digits only. */
export const idInput = z
  .union([z.number(), z.string()], { error: "Expected a numeric id." })
  .transform((value, ctx) => {
    if (typeof value === "number") return value;
    if (DECIMAL.test(value)) return Number(value);
    ctx.addIssue({ code: "custom", message: DECIMAL_MESSAGE });
    return z.NEVER;
  })
  .pipe(dbId);

/** A filter by id or by slug: decimal text is an id, anything else a slug (so "0x10" never names id 16). */
export const idOrSlug = z
  .union([z.number(), z.string().trim().min(1).max(80)])
  .transform((value) => (typeof value === "string" && DECIMAL.test(value) ? Number(value) : value))
  .pipe(z.union([z.number().int("Ids are whole numbers.").min(0).max(MAX_DB_ID, "No such id."), z.string()]));

const WEB_PROTOCOLS = new Set(["http:", "https:"]);
// Whitespace and control characters inside a link are dropped by browsers, so they could hide a scheme.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const HIDDEN_CHARACTERS = /[\u0000-\u0020\u007f-\u009f]/;

function isWebUrl(value: string): boolean {
  if (HIDDEN_CHARACTERS.test(value)) return false;
  try {
    const url = new URL(value);
    return WEB_PROTOCOLS.has(url.protocol) && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * Every link a person may follow (booking links, websites, social and sponsor links, profile URLs):
 * an absolute http(s) URL. `javascript:`, `data:` and other schemes are a 400 with `label` named.
 */
export const webUrl = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(2000, `${label} must be at most 2000 characters.`)
    .refine(isWebUrl, `${label} must be a web address starting with http:// or https://.`);

/** An image: a path on this site (/media/...) or an http(s) URL; `//host` and `/\host` are other sites' paths. */
export const imageRef = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(500, `${label} must be at most 500 characters.`)
    .refine(
      (value) => (/^\/(?![/\\])/.test(value) && !HIDDEN_CHARACTERS.test(value)) || isWebUrl(value),
      `${label} must be a site path (/media/...) or a web address starting with http:// or https://.`,
    );

type PatchShape<S extends z.ZodRawShape> = {
  [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer Inner> ? Inner : S[K]>;
};

/**
 * An edit's schema from a create schema: every field optional, and none takes a default.
 * (zod's `.partial()` keeps defaults, so an edit naming one field would reset the others.)
 */
export function patchOf<S extends z.ZodRawShape>(schema: z.ZodObject<S>): z.ZodObject<PatchShape<S>> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      z.optional(field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field),
    ]),
  );
  return z.object(shape) as z.ZodObject<PatchShape<S>>;
}
