import { initTRPC, TRPCError } from "@trpc/server";
import { appCache } from "../lib/cache";
import { afterWrite, sharedRead, type Invalidates } from "../lib/public-reads";
import superjson from "superjson";
import { z, ZodError } from "zod";
import { KEY_OUTSIDE_PARTNER_API, lacksScope, PARTNER_PROCEDURES } from "../auth/api-key";
import { adminRequired, forbidden, INTERNAL_MESSAGE, tierRequired, toAppError, unauthorized } from "../lib/errors";
import type { Context } from "./context";
import { hasTier, isAdminUser } from "@shared/access";
import type { MemberTier } from "@shared/tiers";

/**
 * Who may call a procedure, set by its kind below. The access matrix test reads it from the
 * router, so a new procedure is checked as soon as it exists, and one without a kind fails.
 */
export type ProcedureAccess =
  { access: "public" } | { access: "member" } | { access: "tier"; minTier: MemberTier } | { access: "admin" };

/**
 * A procedure's meta: its access, from its kind, and for a mutation what its success may change
 * among the kept reads, declared beside it: `.meta({ invalidates: "public" })` or `"own"`
 * (server/lib/public-reads.ts). The cache declarations test reads both from the router, so a
 * mutation that declares nothing fails, as does a query that declares something.
 */
type ProcedureMeta = Partial<ProcedureAccess> & { invalidates?: Invalidates };

// 1. Initialisation: superjson, and zod issues flattened so forms can show field messages.
const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    transformer: superjson,
    errorFormatter({ shape, error }) {
      const internal = error.code === "INTERNAL_SERVER_ERROR";
      return {
        ...shape,
        message: internal ? INTERNAL_MESSAGE : shape.message,
        data: {
          ...shape.data,
          stack: undefined,
          zodError: error.cause instanceof ZodError ? z.flattenError(error.cause) : null,
        },
      };
    },
  });

// 2. Service errors get the code of the one error map REST uses too; raw database errors never reach a client.
const mapErrors = t.middleware(async ({ ctx, next, path }) => {
  const result = await next();
  // Errors tRPC raised itself (input validation) already carry their code; AppErrors, from services and
  // the procedure kinds' checks below, arrive wrapped as INTERNAL_SERVER_ERROR with the AppError as cause.
  if (result.ok || result.error.code !== "INTERNAL_SERVER_ERROR") return result;
  const error = toAppError(result.error.cause);
  if (error.code !== "INTERNAL") throw new TRPCError({ code: error.trpcCode, message: error.message, cause: error });
  ctx.logger.error({ err: result.error.cause ?? result.error, path }, "procedure failed");
  ctx.metrics.error({ at: Date.now(), level: "error", message: result.error.message, source: `trpc:${path}` });
  return result;
});

// A partner API key calls only the partner procedures, each with its scope, and reads as a visitor.
const partnerKeys = t.middleware(({ ctx, next, path }) => {
  if (!ctx.apiKey) return next();
  const scope = Object.hasOwn(PARTNER_PROCEDURES, path) ? PARTNER_PROCEDURES[path]! : null;
  if (!scope) throw unauthorized(KEY_OUTSIDE_PARTNER_API);
  if (!ctx.apiKey.scopes.includes(scope)) throw forbidden(lacksScope(scope));
  return next({ ctx: { ...ctx, user: null, session: null } });
});

// Once a mutation has succeeded, the kept reads it declared it may change go (meta.invalidates): visitors'
// and every tier's for "public", the member's own for "own". Undeclared (the declarations test fails) is "public".
const dropPublicReads = t.middleware(async ({ ctx, meta, next, type }) => {
  const result = await next();
  if (type !== "mutation" || !result.ok) return result;
  await afterWrite(ctx.metrics, ctx.user?.id ?? null, meta?.invalidates ?? "public");
  return result;
});

// A read every reader at one tier gets alike is answered once per tier (sharedRead) and kept with
// the visitors' reads. A failed answer is the caller's own and is never kept.
const shareByTier = t.middleware(async ({ ctx, next, path, type, getRawInput }) => {
  if (type !== "query") return next();
  let failed: Awaited<ReturnType<typeof next>> | undefined;
  try {
    return await sharedRead(appCache(ctx.metrics), ctx.user, path, await getRawInput(), async () => {
      const result = await next();
      if (!result.ok) throw (failed = result).error;
      return result;
    });
  } catch (err) {
    if (failed) return failed;
    throw err;
  }
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

// 3. Procedure kinds: access is decided here and nowhere else.
export const publicProcedure = t.procedure
  .meta({ access: "public" })
  .use(mapErrors)
  .use(partnerKeys)
  .use(dropPublicReads);

/**
 * A public query whose answer depends only on its input and the reader's tier (readerTier): lists of
 * stays gated by tier, the catalogue. Never for an answer with a reader's own data (favourites,
 * points, an owner's unapproved stay).
 */
export const sharedProcedure = publicProcedure.use(shareByTier);

export const memberProcedure = publicProcedure.meta({ access: "member" }).use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw unauthorized();
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

export const tierProcedure = (minTier: MemberTier) =>
  memberProcedure.meta({ access: "tier", minTier }).use(({ ctx, next }) => {
    if (!hasTier(ctx.user, minTier)) throw tierRequired(minTier);
    return next();
  });

export const adminProcedure = memberProcedure.meta({ access: "admin" }).use(({ ctx, next }) => {
  if (!isAdminUser(ctx.user)) throw adminRequired();
  return next();
});
