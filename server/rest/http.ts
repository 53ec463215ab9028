import type { Context, MiddlewareHandler } from "hono";
import type { SecureHeadersVariables } from "hono/secure-headers";
import { z, type ZodType } from "zod";
import type { SessionUser } from "../auth/session";
import { adminRequired, AppError, badRequest, invalidInput, tierRequired, unauthorized } from "../lib/errors";
import { idInput } from "../lib/inputs";
import { hasTier, isAdminUser } from "@shared/access";
import type { MemberTier } from "@shared/tiers";
import type { AppDeps, RequestAuth } from "../deps";

/** `route`: the route pattern a response answered for, when no handler ran (a cached public read). */
/** `publicEntry`: the visitors' cache entry (server/lib/public-reads.ts) the response was made from. */
export type AppEnv = {
  Variables: SecureHeadersVariables & {
    deps: AppDeps;
    auth: RequestAuth;
    ip: string;
    route?: string;
    publicEntry?: object;
  };
};
export type AppContext = Context<AppEnv>;

/** Parses a JSON body against a schema; malformed JSON and invalid fields are 400s with a message. */
export async function readJson<T extends ZodType>(c: AppContext, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw badRequest("Malformed JSON body.");
  }
  return parseWith(schema, body);
}

/** A multipart upload's fields; a body that is not form data is a 400. */
export async function readForm(c: AppContext) {
  try {
    return await c.req.parseBody();
  } catch {
    throw badRequest('Malformed form data. Send the image as multipart/form-data in the field "image".');
  }
}

export function parseWith<T extends ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw invalidInput(result.error);
}

export function currentUser(c: AppContext): SessionUser {
  const user = c.get("auth").user;
  if (!user) throw unauthorized();
  return user;
}

/** REST guards with the same rules and messages as the tRPC procedure kinds. */
export const requireMember: MiddlewareHandler<AppEnv> = async (c, next) => {
  currentUser(c);
  await next();
};

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isAdminUser(currentUser(c))) throw adminRequired();
  await next();
};

export const requireTier = (minTier: MemberTier) => {
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    const user = currentUser(c);
    if (!hasTier(user, minTier)) {
      throw tierRequired(minTier);
    }
    await next();
  };
  // The tier stays readable on the guard, so the access matrix test finds it in the route table.
  return Object.assign(guard, { minTier });
};

export function errorBody(error: AppError) {
  return { error: error.message, message: error.message, code: error.code, ...(error.details ?? {}) };
}

/** An id in a URL path: decimal digits only (0x10, 1e3, " 12" and +5 are 400s). */
export const idParam = idInput;

export const cookieSetter = (c: AppContext) => (value: string) => c.header("Set-Cookie", value, { append: true });
