import { z } from "zod";
import { isProxyEntry } from "./lib/client-address";
import { DEFAULT_HASHING_CONCURRENCY, DEFAULT_HASHING_QUEUE } from "./auth/hashing-queue";

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url().optional());

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/** A 256-bit key written as 64 hex digits or as base64; null when it is neither. */
export function aesKeyBytes(value: string): Buffer | null {
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, "hex");
  const key = /^[A-Za-z0-9+/]{43}=?$/.test(value) ? Buffer.from(value, "base64") : null;
  return key?.length === 32 ? key : null;
}

/** Comma-separated addresses or CIDR ranges of the proxies in front of the app. */
const proxyList = z.string().transform((value, ctx) => {
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isProxyEntry(entry));
  if (bad === undefined) return entries;
  ctx.addIssue({
    code: "custom",
    message: `must list IP addresses or CIDR ranges separated by commas; "${bad}" is neither`,
  });
  return z.NEVER;
});

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    APP_URL: optionalUrl.optional(),
    DATABASE_URL: optionalUrl.optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_API_URL: optionalUrl.optional(),
    SMTP_URL: optionalUrl.optional(),
    LLM_BASE_URL: optionalUrl.optional(),
    LLM_API_KEY: optionalText,
    LLM_MODEL: optionalText,
    // How long AI search waits for the provider before the built-in parser answers, and Chrissy's cap per answer.
    LLM_SEARCH_TIMEOUT_MS: z.coerce.number().int().min(1).default(3_000),
    LLM_CHAT_TIMEOUT_MS: z.coerce.number().int().min(1).default(30_000),
    // Password hashes (argon2) that may run at once, and how many more may wait; past both, sign-in answers 429.
    PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(DEFAULT_HASHING_CONCURRENCY),
    PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).default(DEFAULT_HASHING_QUEUE),
    // Messages one member may send Chrissy per hour.
    CONCIERGE_MESSAGES_PER_HOUR: z.coerce.number().int().min(1).default(30),
    REDIS_URL: optionalUrl.optional(),
    // Request bodies are refused past these sizes before they are read into memory.
    BODY_LIMIT_JSON_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(1024 * 1024),
    BODY_LIMIT_UPLOAD_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(10 * 1024 * 1024),
    TRUST_PROXY: proxyList.default([]),
    // Calls one partner API key may make per minute, counted across every app process.
    // Hosts the server may call although they are not on the public internet (a calendar or webhook receiver on the
    // operator's own network), comma-separated names or addresses. Every other internal address is refused.
    OUTBOUND_ALLOW_HOSTS: z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((host) => host.trim())
          .filter(Boolean),
      )
      .default([]),
    PARTNER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    // Encrypts partner webhook signing secrets at rest (AES-256-GCM), so a database dump alone cannot sign deliveries.
    // Unset outside production: a key generated once into DATA_DIR (beside, not inside, the database).
    WEBHOOK_SECRET_KEY: optionalText.refine((value) => value === undefined || aesKeyBytes(value) !== null, {
      message: "must be 32 random bytes written as 64 hex digits or base64 (openssl rand -base64 32)",
    }),
    // Bearer token for GET /metrics; unset turns the endpoint off (404).
    METRICS_TOKEN: optionalText,
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .superRefine((e, ctx) => {
    // Production takes real payments only: the demo checkout is for development and tests.
    if (e.NODE_ENV !== "production") return;
    for (const key of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const) {
      if (!e[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required when NODE_ENV=production" });
    }
  })
  .transform((e) => ({ ...e, APP_URL: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "") }));

export type Env = z.infer<typeof schema>;

/** Parses configuration; a bad value throws one line naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new Error(`Invalid configuration: ${issue.path.join(".")} ${issue.message}`);
}

let cached: Env | undefined;

/** The process configuration, read once. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
