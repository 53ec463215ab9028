import { hash, verify } from "@node-rs/argon2";
import { DEFAULT_HASHING_CONCURRENCY, DEFAULT_HASHING_QUEUE, hashingQueue } from "./hashing-queue";

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

/**
 * A hash of a random password nobody knows, made with the same parameters as `options`
 * (a test holds them together). Checking against it when there is no account, or no
 * password, costs what a real check costs, so response time does not reveal accounts.
 */
export const DUMMY_PASSWORD_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$688OalYT1EDLokZ3QimRYw$Ef1nXuARKou9RfKvGfHIVYj00vKTH9nrLKR3yVQU5h8";

/** Every hash and check of this process waits its turn here; the app sets its limits from the environment. */
export const passwordHashing = hashingQueue({
  concurrency: DEFAULT_HASHING_CONCURRENCY,
  queue: DEFAULT_HASHING_QUEUE,
});

/** Throws 429 (TOO_MANY_REQUESTS, with retryAfterSeconds) when the hashing queue is full. */
export function hashPassword(password: string): Promise<string> {
  return passwordHashing.run(() => hash(password, options));
}

/**
 * Always does one full argon2 check; with no stored hash it checks the dummy one and answers false.
 * Throws 429 (TOO_MANY_REQUESTS, with retryAfterSeconds) when the hashing queue is full.
 */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  const ok = await passwordHashing.run(() => verify(passwordHash || DUMMY_PASSWORD_HASH, password).catch(() => false));
  return ok && Boolean(passwordHash);
}
