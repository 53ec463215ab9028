import { and, asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { feedBookedNights, listingBlockedNights, listings } from "../../db/schema";
import { addToTrip } from "../../server/services/concierge/actions";
import { upgradeRequiredMessage } from "@shared/access";
import { startOpenAiFake, type FakeReply, type OpenAiFake } from "../fakes/openai-fake";
import { createUser, signedInMember, startTestApp, type TestApp } from "../helpers/app";

/** Chrissy checks a stay's nights and adds stays to trips, with and without a provider. */

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
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const [D1, D2, D3] = [inDays(60), inDays(63), inDays(70)];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
/** "12 March 2027", as a member might write it. */
const spelled = (iso: string) => `${Number(iso.slice(8))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

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
async function clearNights() {
  const id = await cedarId();
  await t.database.db.delete(listingBlockedNights).where(eq(listingBlockedNights.listingId, id));
  await t.database.db.delete(feedBookedNights).where(eq(feedBookedNights.listingId, id));
  return id;
}
/** Every YYYY-MM-DD Chrissy wrote. */
const isoDates = (text: string) => text.match(/\d{4}-\d{2}-\d{2}/g) ?? [];

describe("checking a stay's nights without a provider", () => {
  it("says a named stay is free for the member's dates, as GET /api/listings/{slug}/availability does", async () => {
    await clearNights();
    const { http, ask } = await elite();
    const message = `Is Cedar Hollow Treehouse free from ${D1} to ${D2} for 2 guests?`;
    const { reply } = await ask(message);
    const api = (await http.get(`/api/listings/${CEDAR.slug}/availability?from=${D1}&to=${D2}&guests=2`)).json;
    expect(api.bookable).toBe(true);
    expect(reply.text).toBe(
      `Good news: ${LINK} is free for all 3 nights from ${D1} to ${D2}, for 2 guests. Book it through its page: I can't hold dates.`,
    );
    expect(reply.citations).toEqual([CEDAR]);
    expect(reply.activity).toEqual([{ kind: "availability", ...CEDAR, from: D1, to: D2, guests: 2, bookable: true }]);
  });

  it("says when nights are taken, with the service's reasons, and states no date the member did not write", async () => {
    const id = await clearNights();
    await t.database.db.insert(listingBlockedNights).values({ listingId: id, night: inDays(61) });
    const { http, ask } = await elite();
    const message = `is Cedar Hollow Treehouse available ${spelled(D1)} to ${spelled(D2)}?`;
    const { reply } = await ask(message);
    const api = (await http.get(`/api/listings/${CEDAR.slug}/availability?from=${D1}&to=${D2}`)).json;
    expect(api.bookable).toBe(false);
    expect(reply.text).toBe(
      `${LINK} can't be booked from ${D1} to ${D2} for 1 guest. ${api.reasons.join(" ")} 1 of the 3 nights is already taken.`,
    );
    expect(isoDates(reply.text)).toEqual([D1, D2]);
    expect(reply.activity).toEqual([expect.objectContaining({ kind: "availability", bookable: false })]);
  });

  it("asks for dates it cannot read instead of guessing, and relays the availability rules", async () => {
    const { ask } = await elite();
    const noYear = await ask("Is Cedar Hollow Treehouse free from March 12 to March 15?");
    expect(noYear.reply.text).toBe(
      "I couldn't read “March 12”, “March 15” as a date with its year. Write each date with its year, as YYYY-MM-DD or with the month's name and the year.",
    );
    expect(noYear.reply.activity).toEqual([]);
    const one = await ask(`Is Cedar Hollow Treehouse free on ${D1}?`);
    expect(one.reply.text).toContain("To check a stay I need two dates, arrival and departure.");
    const past = await ask(`Is Cedar Hollow Treehouse free from ${inDays(-10)} to ${inDays(-7)}?`);
    expect(past.reply.text).toBe(`I couldn't check ${LINK} for those dates: from cannot be in the past.`);
    const which = await ask(`Is anything free from ${D1} to ${D2}?`);
    expect(which.reply.text).toBe(
      `Which stay should I check from ${D1} to ${D2}? Name it as on its page, or ask me from the stay's page with “Ask Chrissy”.`,
    );
    for (const r of [noYear, one, past, which])
      expect(isoDates(r.reply.text).every((d) => [D1, D2, inDays(-10), inDays(-7)].includes(d))).toBe(true);
  });

  it("knows the stay a chat from its page is about (“Ask Chrissy”), and keeps it for the next question", async () => {
    await clearNights();
    const { ask, http } = await elite();
    const first = await ask(`is it free from ${D1} to ${D2}?`, { about: CEDAR.slug });
    expect(first.reply.activity).toEqual([
      expect.objectContaining({ kind: "availability", slug: CEDAR.slug, from: D1, to: D2, bookable: true }),
    ]);
    const next = await ask(`and from ${D2} to ${D3}?`, { conversationId: first.conversationId });
    expect(next.reply.activity).toEqual([
      expect.objectContaining({ kind: "availability", slug: CEDAR.slug, from: D2, to: D3 }),
    ]);
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

  it("check_availability answers from the availability service, and the page hears of it as it happens", async () => {
    await clearNights();
    const results: string[] = [];
    fake.answer((body) => {
      const result = toolResult(body);
      if (!result) return call("check_availability", { slug: CEDAR.slug, from: D1, to: D2, guests: 2 });
      results.push(result);
      return { kind: "stream", content: ["I checked ", `[${CEDAR.name}](/listings/${CEDAR.slug}).`] };
    });
    const { http } = await elite();
    const res = await fetch(t.baseUrl + "/api/concierge/messages", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "text/event-stream",
        origin: t.baseUrl,
        cookie: [...http.jar].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      body: JSON.stringify({ message: `Is Cedar Hollow Treehouse free from ${D1} to ${D2} for 2?` }),
    });
    const body = await res.text();
    const api = (await http.get(`/api/listings/${CEDAR.slug}/availability?from=${D1}&to=${D2}&guests=2`)).json;
    expect(JSON.parse(results[0]!)).toEqual({ name: CEDAR.name, ...api });
    const activity = { kind: "availability", ...CEDAR, from: D1, to: D2, guests: 2, bookable: api.bookable };
    expect(body).toContain(`event: activity\ndata: ${JSON.stringify(activity)}`);
    const done = JSON.parse(/event: done\ndata: (.*)/.exec(body)![1]!) as Reply;
    expect(done.reply).toEqual({ text: `I checked ${LINK}.`, citations: [CEDAR], activity: [activity] });
  });

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
