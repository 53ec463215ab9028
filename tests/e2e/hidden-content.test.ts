import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import { launchBrowser, signInAsAdmin, visit, watchPage, type TestBrowser } from "./browser";
import { E2E_ADMIN } from "./global-setup";
import { keepScreen } from "./screens";

// The development demo member of Luxe Elite (server/services/accounts/accounts.ts).
const ELITE = { email: "elite@wildluxe.example", password: "wildluxe-demo" };
const TIP = "Ask for the corner tent: it gets the sunrise first.";
let browser: TestBrowser;

async function signIn(login: { email: string; password: string }) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(login),
  });
  return res.headers.getSetCookie()[0]!.split(";")[0]!;
}

async function mutate(cookie: string, path: string, input: unknown) {
  const res = await fetch(`${baseUrl}/api/trpc/${path}`, {
    method: "POST",
    headers: { cookie, origin: baseUrl, "content-type": "application/json" },
    body: JSON.stringify({ json: input }),
  });
  expect(res.status, path).toBe(200);
  return (await res.json()).result.data.json;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("hidden member content", () => {
  it("an admin sees a hidden tip with its reason and moderator, and restores it", async () => {
    const [stay] = (await (await fetch(`${baseUrl}/api/listings?tier=0&limit=1&page=3`)).json()) as Array<{
      id: number;
      name: string;
    }>;
    const member = await signIn(ELITE);
    const { tip } = await mutate(member, "memberContent.tips.create", { listingId: stay!.id, body: TIP });
    const admin = await signIn(E2E_ADMIN);
    await mutate(admin, "memberContent.tips.hide", { id: tip.id, reason: "Names a staff member" });

    for (const width of [390, 1280]) {
      const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      const errors = watchPage(page);
      await signInAsAdmin(page, baseUrl);
      await visit(page, `${baseUrl}/direct-admin?tab=journal`);
      const list = page.getByRole("list", { name: "Hidden member content" });
      const item = list.getByRole("listitem").filter({ hasText: TIP });
      await item.getByText("Names a staff member").waitFor();
      expect(await item.innerText()).toContain("Hidden by e2e-admin");
      await page.getByRole("heading", { name: "Hidden member content" }).scrollIntoViewIfNeeded();
      await keepScreen(page, `hidden-content-${width}`);
      if (width === 1280) {
        await item.getByRole("button", { name: /^Restore tip on / }).click();
        await page.getByText("Tip restored").first().waitFor();
        await item.waitFor({ state: "detached" });
      }
      expect(errors).toEqual([]);
    }
    const tips = (
      await (
        await fetch(
          `${baseUrl}/api/trpc/memberContent.tips.list?input=${encodeURIComponent(JSON.stringify({ json: { listingId: stay!.id } }))}`,
        )
      ).json()
    ).result.data.json as Array<{ body: string }>;
    expect(tips.map((x) => x.body)).toContain(TIP);
  });
});
