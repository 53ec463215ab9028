import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInMember, startTestApp, type TestApp } from "../helpers/app";

const run = promisify(execFile);
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("examples/list-listings.ts", () => {
  it("pages through every live stay with the typed tRPC client and a partner key", async () => {
    const member = await signedInMember(t, { tier: 0 });
    const created = await member.http.post(
      "/api/partner/keys",
      { name: "Script", scopes: ["listings:read"] },
      { origin: t.baseUrl },
    );
    const total = Number((await fetch(`${t.baseUrl}/api/listings?limit=1`)).headers.get("x-total-count"));
    const { stdout } = await run(process.execPath, ["--import", "tsx", "examples/list-listings.ts"], {
      env: { ...process.env, WILDLUXE_URL: t.baseUrl, WILDLUXE_KEY: (created.json as { key: string }).key },
    });
    const lines = stdout.trim().split("\n");
    expect(lines.at(-1)).toBe(`${total} of ${total} stays`);
    expect(lines).toHaveLength(total + 1);
    expect(total).toBeGreaterThan(25);
    // A Standard member's key sees gated stays as locked, with their tier.
    expect(lines.some((l) => / \[tier 3\]$/.test(l))).toBe(true);
  });

  it("says what it needs without a key", async () => {
    const failed = await run(process.execPath, ["--import", "tsx", "examples/list-listings.ts"], {
      env: { ...process.env, WILDLUXE_KEY: "" },
    }).catch((e: { code: number; stderr: string }) => e);
    expect(failed).toMatchObject({ code: 1, stderr: "Set WILDLUXE_KEY to a partner API key from /partner/api.\n" });
  });
});
