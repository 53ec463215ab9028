import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import { httpClient, signedInMember, startTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInMember>>;
const origin = () => ({ origin: t.baseUrl });
const hero = async () => (await httpClient(t.baseUrl).get("/api/content/home.hero")).json;
const HERO = {
  heading: "Stay Somewhere Wild",
  tagline: "Hand-picked cabins, treehouses and camps.",
  storyPrompt: "Where did you wake up last?",
  backgroundImage: "/images/hero-landscape.svg",
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInMember(t, { admin: true });
});
afterAll(() => t.close());

describe("website content", () => {
  it("serves the spec's words until something is published, and 404 for an unknown block", async () => {
    expect(await hero()).toMatchObject({
      heading: "Find Your Curated Outdoor Stays Here",
      storyPrompt: "What's Your Travel Story? We Want to Know",
    });
    const about = (await httpClient(t.baseUrl).get("/api/content/page.about")).json;
    expect(about.title).toBe("About Wildluxe");
    expect(about.html).toContain("<h2>What we do</h2>");
    expect((await httpClient(t.baseUrl).get("/api/content/home.nope")).status).toBe(404);
  });

  it("refuses visitors and members on every editing path", async () => {
    const member = await signedInMember(t);
    for (const http of [httpClient(t.baseUrl), member.http]) {
      const expected = http === member.http ? 403 : 401;
      expect((await http.put("/api/admin/content/home.hero", HERO, origin())).status).toBe(expected);
      expect((await http.post("/api/admin/content/home.hero/publish", {}, origin())).status).toBe(expected);
      expect((await http.get("/api/admin/content/home.hero/versions")).status).toBe(expected);
      expect((await http.post("/api/admin/content/home.hero/versions/1/restore", {}, origin())).status).toBe(expected);
    }
    await expect(
      t.caller(member.user).admin.content.saveDraft({ key: "home.hero", value: HERO }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("checks fields, lengths, links and images, with a message", async () => {
    const put = (value: unknown) => admin.http.put("/api/admin/content/home.hero", value, origin());
    expect(await put({ ...HERO, subtitle: "x" }).then((r) => [r.status, r.json.error])).toEqual([
      400,
      'Home hero has no field "subtitle".',
    ]);
    expect(await put({ ...HERO, heading: "x".repeat(91) }).then((r) => [r.status, r.json.error])).toEqual([
      400,
      "Heading has 91 characters; the most is 90.",
    ]);
    expect(await put({ ...HERO, heading: "  " }).then((r) => [r.status, r.json.error])).toEqual([
      400,
      "Heading cannot be empty.",
    ]);
    expect(await put({ ...HERO, backgroundImage: "javascript:alert(1)" }).then((r) => r.status)).toBe(400);
    expect(await put([1, 2]).then((r) => r.status)).toBe(400);
    const footer = await admin.http.put(
      "/api/admin/content/site.footer",
      { about: "Hi", instagram: "http://insecure.example" },
      origin(),
    );
    expect([footer.status, footer.json.error]).toEqual([400, "Instagram link must be a link starting with https://."]);
  });

  it("keeps a draft private until it is published, then versions and restores, audited", async () => {
    expect((await admin.http.put("/api/admin/content/home.hero", HERO, origin())).status).toBe(200);
    expect((await hero()).heading).toBe("Find Your Curated Outdoor Stays Here");
    expect((await t.caller(admin.user).admin.content.get("home.hero")).draft).toMatchObject({
      heading: "Stay Somewhere Wild",
    });

    const first = await admin.http.post("/api/admin/content/home.hero/publish", {}, origin());
    expect(first.status).toBe(200);
    expect((await hero()).heading).toBe("Stay Somewhere Wild");
    expect((await admin.http.post("/api/admin/content/home.hero/publish", {}, origin())).json.error).toBe(
      "There is no draft to publish.",
    );

    await admin.http.put("/api/admin/content/home.hero", { ...HERO, heading: "A Second Heading" }, origin());
    await admin.http.post("/api/admin/content/home.hero/publish", {}, origin());
    expect((await hero()).heading).toBe("A Second Heading");

    const versions = await admin.http.get("/api/admin/content/home.hero/versions");
    expect(versions.json.map((v: { value: { heading: string } }) => v.value.heading)).toEqual([
      "A Second Heading",
      "Stay Somewhere Wild",
    ]);
    const restored = await admin.http.post(
      `/api/admin/content/home.hero/versions/${first.json.versionId}/restore`,
      {},
      origin(),
    );
    expect(restored.status).toBe(200);
    expect((await hero()).heading).toBe("Stay Somewhere Wild");
    const after = (await admin.http.get("/api/admin/content/home.hero/versions")).json;
    expect(after[0]).toMatchObject({ restoredFrom: first.json.versionId, publishedBy: admin.user.username });
    expect((await admin.http.post("/api/admin/content/home.hero/versions/999999/restore", {}, origin())).status).toBe(
      404,
    );

    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target, "home.hero"));
    expect(audit.map((a) => a.action).sort()).toEqual(["content.publish", "content.publish", "content.restore"]);
  });

  it("discards a draft, leaving the live words", async () => {
    await t.caller(admin.user).admin.content.saveDraft({
      key: "home.cta",
      value: { heading: "Never published", body: "x", primaryButton: "Go", secondaryButton: "Look" },
    });
    await t.caller(admin.user).admin.content.discard("home.cta");
    expect((await t.caller(admin.user).admin.content.get("home.cta")).draft).toBeNull();
    expect((await httpClient(t.baseUrl).get("/api/content/home.cta")).json.heading).toBe(
      "Ready to Discover Your Next Adventure?",
    );
  });

  it("edits /destinations: its words, and optional Markdown above the regions", async () => {
    const page = async () => (await httpClient(t.baseUrl).get("/api/content/page.destinations")).json;
    expect(await page()).toMatchObject({ title: "Destinations", body: "", html: "" });
    const intro = "Forests, deserts and glacier lakes, region by region.";
    const saved = await admin.http.put(
      "/api/admin/content/page.destinations",
      { title: "Where to Go", intro, body: "" },
      origin(),
    );
    expect(saved.status, saved.text).toBe(200);
    expect(
      (await admin.http.put("/api/admin/content/page.destinations", { title: "", intro, body: "" }, origin())).json
        .error,
    ).toBe("Title cannot be empty.");
    await admin.http.put(
      "/api/admin/content/page.destinations",
      { title: "Where to Go", intro, body: "New this autumn: **Patagonia**." },
      origin(),
    );
    expect((await admin.http.post("/api/admin/content/page.destinations/publish", {}, origin())).status).toBe(200);
    expect(await page()).toMatchObject({
      title: "Where to Go",
      intro,
      html: expect.stringContaining("<strong>Patagonia</strong>"),
    });
  });

  it("turns page Markdown into safe HTML: no scripts, no javascript: links", async () => {
    const body =
      "## Our story\n\nWe <script>alert(1)</script>love **cabins**.\n\n- [Bad](javascript:alert(1))\n- [Good](https://wildluxe.example)\n\n<img src=x onerror=alert(1)>";
    await admin.http.put("/api/admin/content/page.about", { title: "About us", intro: "Who we are.", body }, origin());
    await admin.http.post("/api/admin/content/page.about/publish", {}, origin());
    const page = (await httpClient(t.baseUrl).get("/api/content/page.about")).json;
    expect(page.title).toBe("About us");
    expect(page.html).toContain("<h2>Our story</h2>");
    expect(page.html).toContain("<strong>cabins</strong>");
    expect(page.html).toContain('href="https://wildluxe.example"');
    expect(page.html).not.toMatch(/<script|javascript:|onerror|<img/i);
  });
});
