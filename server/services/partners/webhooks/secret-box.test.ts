import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../../env";
import { openStoredSecret, webhookSecretBox } from "./secret-box";

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "wildluxe-secret-box-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const SECRET = "whsec_abcdefghijklmnopqrstuvwxyz012345";
const keyed = (key: string) =>
  webhookSecretBox({ NODE_ENV: "production", DATA_DIR: dataDir(), WEBHOOK_SECRET_KEY: key })!;
/** The box without WEBHOOK_SECRET_KEY. */
const unkeyed = (NODE_ENV: "development" | "test" | "production", DATA_DIR = dataDir()) =>
  webhookSecretBox({ NODE_ENV, DATA_DIR, WEBHOOK_SECRET_KEY: undefined });
const WRONG_KEY = "WEBHOOK_SECRET_KEY is not the key it was sealed with";

describe("webhook secrets at rest", () => {
  it("seals with WEBHOOK_SECRET_KEY (AES-256-GCM) so the stored value is not the secret, and opens it again", () => {
    const box = keyed(randomBytes(32).toString("base64"));
    const sealed = box.seal(SECRET, 7);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(SECRET.slice(6));
    expect(box.seal(SECRET, 7)).not.toBe(sealed);
    expect(box.open(sealed, 7)).toBe(SECRET);
  });

  it("opens nothing with another key, for another owner, or after tampering", () => {
    const box = keyed(randomBytes(32).toString("hex"));
    const sealed = box.seal(SECRET, 7);
    expect(() => keyed(randomBytes(32).toString("hex")).open(sealed, 7)).toThrow(WRONG_KEY);
    expect(() => box.open(sealed, 8)).toThrow(WRONG_KEY);
    const flipped = sealed.slice(0, -2) + (sealed.at(-2) === "A" ? "B" : "A") + sealed.at(-1);
    expect(() => box.open(flipped, 7)).toThrow();
  });

  it("outside production without a key, generates one into DATA_DIR once (owner-readable only), then reuses it", () => {
    const dir = dataDir();
    const sealed = unkeyed("development", dir)!.seal(SECRET, 1);
    expect(readdirSync(dir)).toEqual(["webhook-secret.key"]);
    expect(statSync(join(dir, "webhook-secret.key")).mode & 0o777).toBe(0o600);
    expect(unkeyed("test", dir)!.open(sealed, 1)).toBe(SECRET);
    expect(() => unkeyed("development")!.open(sealed, 1)).toThrow(WRONG_KEY);
  });

  it("has no box in production without a key; plain secrets of older rows still sign until they are sealed", () => {
    expect(unkeyed("production")).toBeNull();
    expect(openStoredSecret(null, SECRET, 1)).toBe(SECRET);
    const sealed = keyed(randomBytes(32).toString("base64")).seal(SECRET, 1);
    expect(() => openStoredSecret(null, sealed, 1)).toThrow("WEBHOOK_SECRET_KEY is not set");
  });

  it("takes WEBHOOK_SECRET_KEY as 64 hex digits or base64 of 32 bytes, and names it when it is neither", () => {
    const hex = randomBytes(32).toString("hex");
    const base64 = randomBytes(32).toString("base64");
    expect(parseEnv({ WEBHOOK_SECRET_KEY: hex }).WEBHOOK_SECRET_KEY).toBe(hex);
    expect(parseEnv({ WEBHOOK_SECRET_KEY: base64 }).WEBHOOK_SECRET_KEY).toBe(base64);
    for (const bad of ["secret", randomBytes(16).toString("hex"), randomBytes(31).toString("base64")]) {
      expect(() => parseEnv({ WEBHOOK_SECRET_KEY: bad })).toThrow(
        /^Invalid configuration: WEBHOOK_SECRET_KEY must be 32 random bytes/,
      );
    }
  });
});
