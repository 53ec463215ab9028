import { and, asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listings } from "../../db/schema";
import { addToTrip } from "../../server/services/concierge/actions";
import { upgradeRequiredMessage } from "@shared/access";
import { startOpenAiFake, type FakeReply, type OpenAiFake } from "../fakes/openai-fake";
import { createUser, signedInMember, startTestApp, type TestApp } from "../helpers/app";

/** Chrissy tells a stay's facts and adds stays to trips, with and without a provider (dates: chrissy-dates.test.ts). */

let t: TestApp;
let fake: OpenAiFake;
beforeAll(async () => {
  fake = await startOpenAiFake();
  t = await startTestApp({
    LLM_BASE_URL: fake.url,
    LLM_API_KEY: "sk-test",
    LLM_MODEL: "fake-model",
    LLM_CHAT_TIMEOUT_MS: "20000",
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
// Unless a test sets up the provider, it answers 503 and Chrissy answers on her own.
beforeEach(() => fake.answer(() => ({ kind: "status", status: 503, message: "No answer set up" })));

type Activity = Record<string, unknown>;
type Reply = {
  conversationId: number;
  reply: { text: string; citations: { slug: string; name: string }[]; activity: Activity[] };
};
const CEDAR = { slug: "cedar-hollow-treehouse", name: "Cedar Hollow Treehouse" };
const LINK = `[${CEDAR.name}](/listings/${CEDAR.slug})`;
async function elite() {
  const m = await signedInMember(t, { tier: 3 });
  const ask = async (message: string, extra: object = {}) => {
    const res = await m.http.post("/api/concierge/messages", { message, ...extra }, { origin: t.baseUrl });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json as Reply;
  };
  return { ...m, ask };
}

async function cedarId() {
  const [row] = await t.database.db.select({ id: listings.id }).from(listings).where(eq(listings.slug, CEDAR.slug));
  return row!.id;
}
describe("the stay a chat is about", () => {
  it("tells a stay's facts by name, and refuses a stay that is not there or not a slug", async () => {
    const { ask, http } = await elite();
    const about = await ask(`Tell me about ${CEDAR.name}`);
    expect(about.reply.text.startsWith(`${LINK} is in `)).toBe(true);
    const missing = await http.post(
      "/api/concierge/messages",
      { message: "is it free?", about: "no-such-stay" },
      { origin: t.baseUrl },
    );
    expect([missing.status, missing.json.error]).toEqual([404, "Listing not found."]);
    const bad = await http.post(
      "/api/concierge/messages",
      { message: "is it free?", about: "Not A Slug!" },
      { origin: t.baseUrl },
    );
    expect([bad.status, bad.json.error]).toEqual([400, "about must be a stay's slug."]);
  });
});

describe("adding a stay to a trip without a provider", () => {
  it("adds a named stay to the member's trip by name, once, and says where", async () => {
    const { user, ask } = await elite();
    const trip = await t.caller(user).trips.create({ name: "Tahoe weekend" });
    const { conversationId, reply } = await ask("Please add Cedar Hollow Treehouse to my Tahoe weekend trip.");
    expect(reply.text).toBe(`I added ${LINK} to your trip “Tahoe weekend”.`);
    expect(reply.activity).toEqual([
      { kind: "trip", ...CEDAR, tripId: trip.id, tripName: "Tahoe weekend", added: true },
    ]);
    expect((await t.caller(user).trips.get({ id: trip.id })).stays.map((s) => s.listingId)).toEqual([await cedarId()]);
    const again = await ask("add it to the trip called “tahoe weekend”", { conversationId });
    expect(again.reply.text).toBe(`${LINK} is already on your trip “Tahoe weekend”.`);
    expect(again.reply.activity).toEqual([expect.objectContaining({ kind: "trip", added: false })]);
  });

  it("adds to a trip the member was invited to, never to someone else's, and names the member's trips when none matches", async () => {
    const { user, ask } = await elite();
    const none = await ask("add Cedar Hollow Treehouse to my Lake trip");
    expect(none.reply.text).toBe(
      "You have no trip called “Lake”. You have no trips yet: start one in Trip planning, then ask me again.",
    );
    const friend = await createUser(t.database, { tier: 1 });
    const shared = await t.caller(friend).trips.create({ name: "Alps in August" });
    const stranger = await t.caller(friend).trips.create({ name: "Secret escape" });
    await t.caller(user).trips.join({ token: shared.invitePath!.split("/").pop()! });
    await t.caller(user).trips.create({ name: "Big Sur" });
    const joined = await ask("add Cedar Hollow Treehouse to our Alps in August trip");
    expect(joined.reply.activity).toEqual([expect.objectContaining({ kind: "trip", tripId: shared.id, added: true })]);
    const theirs = await ask("add Cedar Hollow Treehouse to my Secret escape trip");
    expect(theirs.reply.text).toBe(
      "You have no trip called “Secret escape”. Your trips are “Alps in August”, “Big Sur”.",
    );
    const unnamed = await ask("add Cedar Hollow Treehouse to my trip");
    expect(unnamed.reply.text).toBe("Which trip should I add it to? Your trips are “Alps in August”, “Big Sur”.");
    expect((await t.caller(friend).trips.get({ id: stranger.id })).stays).toEqual([]);
  });

  it("adds only a stay the member's tier may see", async () => {
    const insider = await createUser(t.database, { tier: 1 });
    await t.caller(insider).trips.create({ name: "Coast" });
    const [gated] = await t.database.db
      .select({ slug: listings.slug, tierLevel: listings.tierLevel })
      .from(listings)
      .where(and(eq(listings.tierLevel, 2), eq(listings.approved, true), isNull(listings.archivedAt)))
      .orderBy(asc(listings.id))
      .limit(1);
    expect(await addToTrip(t.database.db, insider, { slug: gated!.slug, trip: "Coast" })).toEqual({
      ok: false,
      error: upgradeRequiredMessage(2),
    });
  });
});

describe("Chrissy's tools with a provider", () => {
  const call = (name: string, args: object): FakeReply => ({
    kind: "stream",
    toolCalls: [{ id: "call_0", name, arguments: JSON.stringify(args) }],
  });
  const toolResult = (body: Record<string, unknown>) =>
    (body.messages as { role: string; content: string }[]).find((m) => m.role === "tool")?.content;

  it("add_to_trip adds the stay; without such a trip the member, not the provider, is told their trips' names", async () => {
    const { user, ask } = await elite();
    const trip = await t.caller(user).trips.create({ name: "Honeymoon" });
    let asked = { slug: CEDAR.slug, trip: "honeymoon" };
    const results: string[] = [];
    fake.answer((body) => {
      const result = toolResult(body);
      if (!result) return call("add_to_trip", asked);
      results.push(result);
      return { kind: "stream", content: ["Done."] };
    });
    const added = await ask("add Cedar Hollow to my honeymoon trip");
    expect(added.reply.activity).toEqual([
      { kind: "trip", ...CEDAR, tripId: trip.id, tripName: "Honeymoon", added: true },
    ]);
    expect(JSON.parse(results[0]!)).toEqual({ added: true, alreadyThere: false, stay: CEDAR, trip: "honeymoon" });
    asked = { slug: CEDAR.slug, trip: "Paris" };
    const none = await ask("add it to my Paris trip");
    expect(none.reply.text).toBe("Done.\nYou have no trip called “Paris”. Your trips are “Honeymoon”.");
    expect(none.reply.activity).toEqual([]);
    expect(results[1]).not.toContain("Honeymoon");
  });

  it("tells the provider which stay a chat from its page is about, by slug only", async () => {
    fake.answer(() => ({ kind: "stream", content: ["Lovely choice."] }));
    const before = fake.requests.length;
    const { ask } = await elite();
    await ask("is it free next week?", { about: CEDAR.slug });
    const [request] = fake.requests.slice(before) as { messages: { role: string; content: string }[] }[];
    expect(request!.messages.filter((m) => m.role === "system")[1]).toEqual({
      role: "system",
      content: `The member is asking about the stay with slug "${CEDAR.slug}".`,
    });
  });
});
