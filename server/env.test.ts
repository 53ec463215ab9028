import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      DATA_DIR: "./data",
      APP_URL: "http://localhost:3000",
      LOG_LEVEL: "info",
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect([env.BODY_LIMIT_JSON_BYTES, env.BODY_LIMIT_UPLOAD_BYTES]).toEqual([1024 * 1024, 10 * 1024 * 1024]);
  });

  it("derives APP_URL from PORT and treats empty values as unset", () => {
    expect(parseEnv({ PORT: "4100", DATABASE_URL: "" }).APP_URL).toBe("http://localhost:4100");
    expect(parseEnv({ APP_URL: "https://wildluxe.example/" }).APP_URL).toBe("https://wildluxe.example");
  });

  it("stops with one line naming the bad variable", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/^Invalid configuration: PORT /);
    expect(() => parseEnv({ BODY_LIMIT_JSON_BYTES: "1mb" })).toThrow(/^Invalid configuration: BODY_LIMIT_JSON_BYTES /);
    expect(() => parseEnv({ DATABASE_URL: "not a url" })).toThrow(/^Invalid configuration: DATABASE_URL /);
    expect(() => parseEnv({ ADMIN_PASSWORD: "short" })).toThrow(
      "Invalid configuration: ADMIN_PASSWORD must be at least 8 characters",
    );
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(
      "Invalid configuration: STRIPE_SECRET_KEY is required when NODE_ENV=production",
    );
    expect(() => parseEnv({ NODE_ENV: "production", STRIPE_SECRET_KEY: "sk_live_x" })).toThrow(
      "Invalid configuration: STRIPE_WEBHOOK_SECRET is required",
    );
    expect(
      parseEnv({ NODE_ENV: "production", STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" }).NODE_ENV,
    ).toBe("production");
  });
});
