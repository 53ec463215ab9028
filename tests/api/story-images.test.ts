import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInMember, startTestApp, type TestApp } from "../helpers/app";

// Members add an image to their story (Luxe Insider and up), checked and re-encoded like every upload.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const STORY = {
  title: "Fog over the fjord cabin",
  content: "We woke to fog rolling over the fjord, lit the stove and watched the ferries slide past until noon.",
};

type Member = Awaited<ReturnType<typeof signedInMember>>;

async function uploadTo(member: Member | null, body: Blob, name = "view.png") {
  const form = new FormData();
  form.set("image", body, name);
  const headers: Record<string, string> = { origin: t.baseUrl };
  if (member) headers.cookie = [...member.http.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await fetch(`${t.baseUrl}/api/member-journal/image`, { method: "POST", body: form, headers });
  return { status: res.status, json: await res.json() };
}

const png = async () =>
  new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#335577" } })
          .png()
          .toBuffer(),
      ),
    ],
    { type: "image/png" },
  );

describe("story images", () => {
  it("are stored re-encoded as web sizes, and the story shows its image once an editor approves it", async () => {
    const member = await signedInMember(t, { tier: 2 });
    const uploaded = await uploadTo(member, await png());
    expect(uploaded.status).toBe(201);
    expect(uploaded.json.url).toMatch(/^\/media\/uploads\/member-media\/[a-z0-9]+-[a-f0-9]{12}-1200\.webp$/);
    expect(uploaded.json.imageUrl).toBe(uploaded.json.url);
    const image = await fetch(`${t.baseUrl}${uploaded.json.url}`);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(1200);

    const { story } = await t.caller(member.user).memberContent.submitStory({ ...STORY, imageUrl: uploaded.json.url });
    expect(story).toMatchObject({ status: "pending", imageUrl: uploaded.json.url });
    expect((await t.caller(null).memberContent.stories({})).map((s) => s.id)).not.toContain(story.id);

    const admin = await signedInMember(t, { admin: true });
    await t.caller(admin.user).admin.journal.approve({ id: story.id });
    const listed = (await t.caller(null).memberContent.stories({})).find((s) => s.id === story.id);
    expect(listed?.imageUrl).toBe(uploaded.json.url);
    const journal = await t.caller(null).journal.list({});
    expect(journal.items.find((a) => a.id === story.id)?.imageUrl).toBe(uploaded.json.url);
    expect((await t.caller(null).journal.bySlug({ slug: story.slug })).imageUrl).toBe(uploaded.json.url);
  });

  it("are refused below Luxe Insider and to visitors, before the file is read", async () => {
    const explorer = await signedInMember(t, { tier: 1 });
    const refused = await uploadTo(explorer, await png());
    expect(refused).toEqual({
      status: 403,
      json: expect.objectContaining({ error: "This feature needs the Luxe Insider membership or higher." }),
    });
    expect((await uploadTo(null, await png())).status).toBe(401);
    await expect(t.caller(explorer.user).memberContent.submitStory(STORY)).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("refuse files that are not images, empty files and images over 10 MB with a clear message", async () => {
    const member = await signedInMember(t, { tier: 3 });
    const text = await uploadTo(member, new Blob(["not really a picture"], { type: "image/png" }), "fake.png");
    expect(text).toEqual({
      status: 400,
      json: expect.objectContaining({
        error: "Invalid File - Please upload an image file only (JPG, PNG, WebP or GIF).",
      }),
    });
    const empty = await uploadTo(member, new Blob([], { type: "image/png" }));
    expect(empty).toEqual({ status: 400, json: expect.objectContaining({ error: "The uploaded file is empty." }) });
    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const large = await uploadTo(member, new Blob([huge], { type: "image/png" }));
    expect(large).toEqual({
      status: 413,
      json: expect.objectContaining({ error: "Images must be 10 MB or smaller." }),
    });
    const missing = await fetch(`${t.baseUrl}/api/member-journal/image`, {
      method: "POST",
      body: new FormData(),
      headers: { origin: t.baseUrl, cookie: [...member.http.jar].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toBe('Attach an image file in the field "image".');
  });

  it("may only be used by the member who uploaded them", async () => {
    const owner = await signedInMember(t, { tier: 2 });
    const other = await signedInMember(t, { tier: 2 });
    const { json } = await uploadTo(owner, await png());
    const error = await t
      .caller(other.user)
      .memberContent.submitStory({ ...STORY, imageUrl: json.url })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "BAD_REQUEST", message: "Use an image you uploaded for this story." });
    await expect(
      t.caller(other.user).memberContent.submitStory({ ...STORY, imageUrl: "/media/art/journal/someone-else.webp" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await t.caller(other.user).memberContent.myStories()).toEqual([]);
  });
});
