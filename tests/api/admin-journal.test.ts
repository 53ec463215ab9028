import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, journalArticles } from "../../db/schema";
import { createUser, httpClient, signedInMember, startTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
let admin: ReturnType<typeof httpClient>;
let adminUser: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await startTestApp();
  ({ user: adminUser, http: admin } = await signedInMember(t, { admin: true }));
});
afterAll(() => t.close());

const LONG =
  "Dawn on the salt pans arrives in layers: first a grey hush, then a pink seam along the horizon, then a sudden flood of gold that turns every crystal underfoot into a small lamp for the walk back to camp.";

const article = (overrides: Record<string, unknown> = {}) => ({
  title: "Sunrise Over the Pans",
  content: `<p>${LONG}</p><script>alert(1)</script>`,
  authorName: "Lena Ortiz",
  imageUrl: "/media/art/journal/sunrise.webp",
  ...overrides,
});

async function login(user: { email: string; password: string }) {
  const client = httpClient(t.baseUrl);
  await client.post("/api/auth/login", { email: user.email, password: user.password });
  return client;
}

describe("journal article rules (spec §5)", () => {
  it("creates an article with the slug from the title, a 150-character excerpt and the defaults", async () => {
    const res = await admin.post("/api/journal", article());
    expect(res.status).toBe(201);
    expect(res.json.slug).toBe("sunrise-over-the-pans");
    expect(res.json.excerpt).toBe(`${LONG.slice(0, 150)}...`);
    expect(res.json.excerpt).toHaveLength(153);
    expect(res.json.content).toBe(`<p>${LONG}</p>`);
    expect(res.json).toMatchObject({
      authorId: 1,
      published: true,
      memberOnly: false,
      featured: false,
      authorName: "Lena Ortiz",
      author: "Lena Ortiz",
      author_name: "Lena Ortiz",
    });
    expect(res.json.image_url).toBe(res.json.imageUrl);
  });

  it("takes the content as Markdown, kept to the site's rich-text allow-list, and previews it the same way for editors only", async () => {
    const markdown = `## Dawn\n\nWe **watched** the [river](https://example.com/river) from _the deck_.\n\n- coffee\n- binoculars\n\n<script>alert(1)</script>`;
    const html =
      '<h2>Dawn</h2>\n<p>We <strong>watched</strong> the <a href="https://example.com/river" rel="noopener noreferrer">river</a> from <em>the deck</em>.</p>\n<ul>\n<li>coffee</li>\n<li>binoculars</li>\n</ul>';
    const res = await admin.post("/api/journal", article({ title: "Markdown at Dawn", content: markdown }));
    expect(res.status).toBe(201);
    expect(res.json.content).toBe(html);
    expect(await t.caller(adminUser).admin.journal.preview({ content: markdown })).toEqual({ html });
    await expect(
      t.caller(await createUser(t.database, { tier: 3 })).admin.journal.preview({ content: markdown }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("follows the slug rule and keeps a given excerpt, stripped of markup", async () => {
    const res = await admin.post(
      "/api/journal",
      article({ title: "Wild  Swims & Cold_Water  Days!", excerpt: "<b>Short</b> and sharp." }),
    );
    expect(res.status).toBe(201);
    expect(res.json.slug).toBe("wild-swims-cold-water-days");
    expect(res.json.excerpt).toBe("Short and sharp.");
    const own = await admin.post("/api/journal", article({ title: "Another", slug: "My Own Slug" }));
    expect(own.json.slug).toBe("my-own-slug");
  });

  it("accepts the older aliases image_url, author, author_name and created_at", async () => {
    const res = await admin.post("/api/journal", {
      title: "Alias Article",
      content: "<p>Short text.</p>",
      image_url: "http://localhost:0/media/uploads/journal/a.webp",
      author_name: "Sam Reyes",
      created_at: "2024-03-01T10:00:00.000Z",
    });
    expect(res.status).toBe(201);
    expect(res.json.authorName).toBe("Sam Reyes");
    expect(res.json.imageUrl).toBe("/media/uploads/journal/a.webp");
    expect(res.json.excerpt).toBe("Short text....");
    expect(new Date(res.json.createdAt).toISOString()).toBe("2024-03-01T10:00:00.000Z");
    const byAuthor = await admin.post("/api/journal", {
      ...article({ title: "By Author" }),
      authorName: undefined,
      author: "Kim Lee",
    });
    expect(byAuthor.json.authorName).toBe("Kim Lee");
  });

  it("answers missing required fields with 400 naming them, and saves nothing", async () => {
    const before = await t.database.db.$count(journalArticles);
    const empty = await admin.post("/api/journal", {});
    expect(empty.status).toBe(400);
    expect(empty.json.error).toBe("Missing required fields: title, content, authorName, imageUrl.");
    const some = await admin.post("/api/journal", { title: "Only a title", content: "<p></p>" });
    expect(some.json.error).toBe("Missing required fields: content, authorName, imageUrl.");
    expect((await admin.post("/api/journal", article({ imageUrl: "javascript:alert(1)" }))).status).toBe(400);
    expect((await admin.post("/api/journal", article({ categoryId: 999 }))).json.error).toBe(
      "Category 999 does not exist.",
    );
    expect((await admin.post("/api/journal", article({ created_at: "not a date" }))).status).toBe(400);
    expect((await admin.request("POST", "/api/journal", "{oops")).status).toBe(400);
    expect(await t.database.db.$count(journalArticles)).toBe(before);
  });

  it("answers a slug clash with 409", async () => {
    const res = await admin.post("/api/journal", article());
    expect(res.status).toBe(409);
    expect(res.json.error).toBe("An article with this slug already exists.");
  });

  it("updates with PUT, keeping flags that are left out, and deletes", async () => {
    const created = (
      await admin.post("/api/journal", article({ title: "Draft Notes", published: false, memberOnly: true }))
    ).json;
    const res = await admin.put(`/api/journal/${created.id}`, {
      ...article({ title: "Final Notes", content: "<p>New body.</p>" }),
      id: created.id,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      title: "Final Notes",
      slug: "final-notes",
      excerpt: "New body....",
      published: false,
      memberOnly: true,
    });
    expect((await admin.put(`/api/journal/${created.id}`, { ...article(), id: created.id + 1 })).status).toBe(400);
    expect((await admin.put(`/api/journal/${created.id}`, { title: "No body" })).json.error).toBe(
      "Missing required fields: content, authorName, imageUrl.",
    );
    expect((await admin.put("/api/journal/999999", article({ title: "Ghost" }))).status).toBe(404);
    expect((await admin.put("/api/journal/abc", article())).status).toBe(400);

    const del = await admin.delete(`/api/journal/${created.id}`);
    expect(del.status).toBe(200);
    expect(del.json.success).toBe(true);
    expect((await admin.delete(`/api/journal/${created.id}`)).status).toBe(404);
    expect((await admin.delete("/api/journal/99999999999")).status).toBe(400);

    const actions = (
      await t.database.db
        .select({ action: auditLog.action, target: auditLog.target })
        .from(auditLog)
        .orderBy(desc(auditLog.id))
    ).map((a) => `${a.action} ${a.target}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        `journal.create journal:${created.id}`,
        `journal.update journal:${created.id}`,
        `journal.delete journal:${created.id}`,
      ]),
    );
  });

  it("searches by title or author name, case-insensitively", async () => {
    const caller = t.caller(adminUser);
    expect((await caller.admin.journal.list({ search: "SUNRISE" })).items.map((a) => a.slug)).toEqual([
      "sunrise-over-the-pans",
    ]);
    expect((await caller.admin.journal.list({ search: "lena ORTIZ" })).items.length).toBeGreaterThanOrEqual(2);
    expect((await caller.admin.journal.list({ search: "kim lee" })).items.map((a) => a.title)).toEqual(["By Author"]);
    expect((await caller.admin.journal.list({ search: "100%_" })).total).toBe(0);
  });
});

describe("public journal", () => {
  it("lists published, approved articles newest first", async () => {
    await admin.post("/api/journal", article({ title: "Hidden Draft", published: false }));
    const res = await httpClient(t.baseUrl).get("/api/journal");
    expect(res.status).toBe(200);
    const slugs = res.json.map((a: { slug: string }) => a.slug);
    expect(slugs).not.toContain("hidden-draft");
    expect(slugs[0]).toBe("by-author");
    const dates = res.json.map((a: { createdAt: string }) => new Date(a.createdAt).getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(Number(res.headers.get("x-total-count"))).toBe(res.json.length);
    expect((await httpClient(t.baseUrl).get("/api/journal/hidden-draft")).status).toBe(404);
    expect((await httpClient(t.baseUrl).get("/api/journal/no-such-article")).json.error).toBe("Article not found.");
  });

  it("withholds member-only content from visitors and Standard members; tier 1 and up read it", async () => {
    const SECRET = "The hidden waterhole lies three kilometres past the second baobab.";
    await admin.post(
      "/api/journal",
      article({ title: "Members Secret Waterhole", content: `<p>${LONG}</p><p>${SECRET}</p>`, memberOnly: true }),
    );
    for (const client of [httpClient(t.baseUrl), await login(await createUser(t.database, { tier: 0 }))]) {
      const list = await client.get("/api/journal");
      expect(list.text).not.toContain(SECRET);
      const item = list.json.find((a: { slug: string }) => a.slug === "members-secret-waterhole");
      expect(item).toMatchObject({
        memberOnly: true,
        locked: true,
        content: null,
        excerpt: `${LONG.slice(0, 150)}...`,
      });
      const one = await client.get("/api/journal/members-secret-waterhole");
      expect(one.status).toBe(200);
      expect(one.text).not.toContain(SECRET);
      expect(one.json.content).toBeNull();
    }
    const insider = await login(await createUser(t.database, { tier: 1 }));
    const full = await insider.get("/api/journal/members-secret-waterhole");
    expect(full.json.content).toBe(`<p>${LONG}</p><p>${SECRET}</p>`);
    expect(full.json.locked).toBe(false);

    const visitorList = await t.caller(null).journal.list();
    expect(visitorList.items.find((a) => a.slug === "members-secret-waterhole")?.content).toBeNull();
    expect(
      (await t.caller(await createUser(t.database, { tier: 2 })).journal.bySlug({ slug: "members-secret-waterhole" }))
        .content,
    ).toContain(SECRET);
    await expect(t.caller(null).journal.bySlug({ slug: "missing" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("moderation queue", () => {
  it("lists pending member stories and approves (publishes) or rejects them", async () => {
    const member = await createUser(t.database, { tier: 2 });
    const story = (title: string) => ({
      title,
      slug: title.toLowerCase().replace(/\s+/g, "-"),
      content: "<p>We watched the migration cross the river.</p>",
      excerpt: "We watched the migration...",
      imageUrl: "/media/x.webp",
      authorName: member.username,
      authorId: member.id,
      published: false,
      moderation: "pending" as const,
      submittedBy: member.id,
    });
    const [a, b] = await t.database.db
      .insert(journalArticles)
      .values([story("River Crossing"), story("Bad Story")])
      .returning();
    const caller = t.caller(adminUser).admin.journal;
    expect((await caller.pending()).items.map((s) => s.id)).toEqual([a!.id, b!.id]);
    expect((await httpClient(t.baseUrl).get("/api/journal/river-crossing")).status).toBe(404);
    expect((await t.caller(adminUser).admin.stats()).pendingStories).toBe(2);

    const approved = await caller.approve({ id: a!.id });
    expect(approved).toMatchObject({ moderation: "approved", published: true });
    expect((await httpClient(t.baseUrl).get("/api/journal/river-crossing")).status).toBe(200);

    const rejected = await caller.reject({ id: b!.id, reason: "Off topic" });
    expect(rejected).toMatchObject({ moderation: "rejected", published: false });
    expect((await httpClient(t.baseUrl).get("/api/journal/bad-story")).status).toBe(404);
    await expect(caller.approve({ id: b!.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "This story has already been rejected.",
    });
    expect((await caller.pending()).total).toBe(0);

    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "journal.reject"));
    expect(audit).toMatchObject({
      actorId: adminUser.id,
      target: `journal:${b!.id}`,
      details: expect.objectContaining({ reason: "Off topic" }),
    });
  });
});

describe("journal image upload", () => {
  it("stores a real PNG as web sizes and answers url, imageUrl and fullUrl; refuses a renamed text file", async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 120, b: 80 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "camp.png");
    const cookie = [...admin.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await fetch(`${t.baseUrl}/api/journal/upload-image`, {
      method: "POST",
      body: form,
      headers: { cookie },
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.url).toMatch(/^\/media\/uploads\/journal\/.+\.webp$/);
    expect(body.imageUrl).toBe(body.url);
    expect(body.fullUrl).toBe(`${t.deps.env.APP_URL}${body.url}`);
    const image = await fetch(`${t.baseUrl}${body.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");

    const fake = new FormData();
    fake.append("image", new Blob(["definitely not an image"], { type: "image/png" }), "fake.png");
    const refused = await fetch(`${t.baseUrl}/api/journal/upload-image`, {
      method: "POST",
      body: fake,
      headers: { cookie },
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toContain("Invalid File");
  });
});
