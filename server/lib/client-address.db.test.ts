import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../../db/schema";
import { httpClient, startTestApp, type TestApp } from "../../tests/helpers/app";
import { parseEnv } from "../env";
import { resolveClientAddress } from "./client-address";

describe("client address", () => {
  const proxies = ["10.0.0.0/8", "192.0.2.1"];

  it("is the socket address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(resolveClientAddress("198.51.100.7", "203.0.113.9", [])).toBe("198.51.100.7");
    expect(resolveClientAddress("::ffff:198.51.100.7", undefined, [])).toBe("198.51.100.7");
    expect(resolveClientAddress(undefined, "203.0.113.9", proxies)).toBe("unknown");
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", () => {
    expect(resolveClientAddress("198.51.100.7", "203.0.113.9", proxies)).toBe("198.51.100.7");
  });

  it("takes the right-most address that is not a trusted proxy", () => {
    expect(resolveClientAddress("10.1.2.3", "203.0.113.9", proxies)).toBe("203.0.113.9");
    // The client forged the first entry; two trusted proxies appended theirs.
    expect(resolveClientAddress("::ffff:10.1.2.3", "1.1.1.1, 203.0.113.9, 192.0.2.1", proxies)).toBe("203.0.113.9");
    expect(resolveClientAddress("10.1.2.3", "1.1.1.1,203.0.113.9", proxies)).toBe("203.0.113.9");
  });

  it("stops at the last address it can vouch for when the chain runs out or holds garbage", () => {
    expect(resolveClientAddress("10.1.2.3", "10.9.9.9", proxies)).toBe("10.9.9.9");
    expect(resolveClientAddress("10.1.2.3", "not-an-ip, 10.9.9.9", proxies)).toBe("10.9.9.9");
    expect(resolveClientAddress("10.1.2.3", "", proxies)).toBe("10.1.2.3");
  });

  it("reads TRUST_PROXY as addresses and CIDR ranges, refusing anything else by name", () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual([]);
    expect(parseEnv({ TRUST_PROXY: " 10.0.0.0/8, ::1 ,192.0.2.1" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "::1",
      "192.0.2.1",
    ]);
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(
      'Invalid configuration: TRUST_PROXY must list IP addresses or CIDR ranges separated by commas; "10.0.0.0/33" is neither',
    );
    expect(() => parseEnv({ TRUST_PROXY: "proxy.internal" })).toThrow(/^Invalid configuration: TRUST_PROXY /);
  });
});

describe("client address of a request", () => {
  let direct: TestApp;
  let behindProxy: TestApp;
  beforeAll(async () => {
    direct = await startTestApp();
    behindProxy = await startTestApp({ TRUST_PROXY: "127.0.0.1" });
  });
  afterAll(async () => {
    await direct.close();
    await behindProxy.close();
  });

  const resetKeys = async (t: TestApp) =>
    (
      await t.database.db.select({ key: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, "reset:ip:%"))
    ).map((r) => r.key);

  it("counts a forged X-Forwarded-For against the real peer when no proxy is trusted", async () => {
    const res = await httpClient(direct.baseUrl).post(
      "/api/auth/forgot-password",
      { email: "someone@example.com" },
      { "x-forwarded-for": "203.0.113.9" },
    );
    expect(res.status).toBe(200);
    expect(await resetKeys(direct)).toEqual(["reset:ip:127.0.0.1"]);
  });

  it("counts the forwarded client when the request comes through the trusted proxy", async () => {
    const res = await httpClient(behindProxy.baseUrl).post(
      "/api/auth/forgot-password",
      { email: "someone@example.com" },
      { "x-forwarded-for": "1.1.1.1, 203.0.113.9" },
    );
    expect(res.status).toBe(200);
    expect(await resetKeys(behindProxy)).toEqual(["reset:ip:203.0.113.9"]);
  });
});
