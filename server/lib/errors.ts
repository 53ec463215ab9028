import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";
import { z, ZodError } from "zod";
import { TIER_NAMES, type MemberTier } from "@shared/tiers";

export type AppErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "TOO_MANY_REQUESTS"
  | "UNAVAILABLE"
  | "INTERNAL";

const httpStatus: Record<AppErrorCode, 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

const trpcCode: Record<AppErrorCode, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: "BAD_REQUEST",
  UNAUTHORIZED: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",
  UNAVAILABLE: "SERVICE_UNAVAILABLE",
  INTERNAL: "INTERNAL_SERVER_ERROR",
};

/** The one error type services throw; its message is safe to show a user. */
export class AppError extends Error {
  /** For TOO_MANY_REQUESTS: when the caller may try again (sent as Retry-After). */
  retryAfterSeconds?: number;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }

  get status() {
    return httpStatus[this.code];
  }

  get trpcCode() {
    return trpcCode[this.code];
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new AppError("BAD_REQUEST", message, details);
export const notFound = (message: string) => new AppError("NOT_FOUND", message);
export const conflict = (message: string) => new AppError("CONFLICT", message);
export const unauthorized = (message = "Please sign in to continue.") => new AppError("UNAUTHORIZED", message);
export const forbidden = (message: string) => new AppError("FORBIDDEN", message);

/** The refusals of the access rules, worded once for the tRPC procedure kinds and the REST guards. */
export const adminRequired = () => forbidden("Admin access required.");
export const tierRequired = (minTier: MemberTier) =>
  forbidden(`This feature needs the ${TIER_NAMES[minTier]} membership or higher.`);

/** Invalid input: the first issue as the message (prefixed with its field), every field's messages as details. */
export function invalidInput(error: ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.join(".") ?? "";
  const message = issue?.message ?? "Invalid input.";
  return badRequest(field && !message.includes(field) ? `${field}: ${message}` : message, {
    issues: z.flattenError(error).fieldErrors,
  });
}

/** Whether a PostgreSQL error with one of these codes (SQLSTATE) is behind an error, through drizzle's wrapping. */
function hasPgCode(error: unknown, codes: readonly string[]): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    if (codes.includes((e as { code?: string }).code ?? "")) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Postgres unique violation, from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  return hasPgCode(error, ["23505"]);
}

/** Text the database cannot store, such as a NUL character: the caller's input, not a fault. */
const INVALID_TEXT_MESSAGE = "Text may not contain null characters.";

function isInvalidText(error: unknown): boolean {
  return hasPgCode(error, ["22021", "22P05"]);
}

export const INTERNAL_MESSAGE = "Something went wrong. Please try again.";

/**
 * The one map from anything a request threw to what its caller is told, used by REST (app.onError)
 * and tRPC (the mapErrors middleware) alike, so the same fault gets the same status on both.
 * Anything unrecognised is INTERNAL (500) with a generic message; the caller logs the original.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return invalidInput(error);
  if (isUniqueViolation(error)) return conflict("That already exists.");
  if (isInvalidText(error)) return badRequest(INVALID_TEXT_MESSAGE);
  return new AppError("INTERNAL", INTERNAL_MESSAGE);
}
