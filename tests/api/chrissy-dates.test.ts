import { eq, inArray, max } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { feedBookedNights, listingBlockedNights, listings, regions } from "../../db/schema";
import { quoteInWords } from "../../server/services/concierge/quote-words";
import { quoteStay } from "@shared/stay-quote";
import { formatMoney } from "@shared/money";
import { startOpenAiFake, type FakeReply, type OpenAiFake } from "../fakes/openai-fake";
import { signedInMember, startTestApp, type TestApp } from "../helpers/app";

/** Chrissy reads natural dates against today, says them in words, and states only the services' prices and dates. */

// Today is Sunday 29 November 2026, for the app and the tests alike.
const NOW = new Date("2026-11-29T12:00:00Z");
let t: TestApp;
let fake: OpenAiFake;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
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
  vi.useRealTimers();
});
// Unless a test sets up the provider, it answers 503 and Chrissy answers on her own.
beforeEach(() => fake.answer(() => ({ kind: "status", status: 503, message: "No answer set up" })));

type Reply = {
  conversationId: number;
  reply: { text: string; citations: { slug: string; name: string }[]; activity: Record<string, unknown>[] };
};
const CEDAR = { slug: "cedar-hollow-treehouse", name: "Cedar Hollow Treehouse" };
const LINK = `[${CEDAR.name}](/listings/${CEDAR.slug})`;
const DEC_11_14 = "Fri 11 - Mon 14 December 2026";

async function elite() {
  const m = await signedInMember(t, { tier: 3 });
  const ask = async (message: string, extra: object = {}) => {
    const res = await m.http.post("/api/concierge/messages", { message, ...extra }, { origin: t.baseUrl });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json as Reply;
  };
  return { ...m, ask };
}

async function stay(slug: string) {
  const [row] = await t.database.db.select().from(listings).where(eq(listings.slug, slug));
  return row!;
}
/** The quote the stay's page shows for these nights. */
async function pageQuote(slug: string, from: string, to: string) {
  return quoteStay(await stay(slug), from, to)!;
}
async function clearNights(slug: string) {
  const { id } = await stay(slug);
  await t.database.db.delete(listingBlockedNights).where(eq(listingBlockedNights.listingId, id));
  await t.database.db.delete(feedBookedNights).where(eq(feedBookedNights.listingId, id));
  return id;
}

describe("natural dates without a provider", () => {
  it("checks “Dec 11 to 14” as the next 11 to 14 December, in words, with the total the stay's page quotes", async () => {
    await clearNights(CEDAR.slug);
    const { http, ask } = await elite();
    const { reply } = await ask("Is Cedar Hollow Treehouse free Dec 11 to 14 for 2 guests?");
    const api = (await http.get(`/api/listings/${CEDAR.slug}/availability?from=2026-12-11&to=2026-12-14&guests=2`))
      .json;
    expect(api.bookable).toBe(true);
    const quote = await pageQuote(CEDAR.slug, "2026-12-11", "2026-12-14");
    expect(reply.text).toBe(
      `Good news: ${LINK} is free ${DEC_11_14}, all 3 nights, for 2 guests. The total is ${quoteInWords(quote)}, as its page quotes it. Book it through its page: I can't hold dates.`,
    );
    expect(reply.text).toContain(`The total is ${formatMoney(quote.total)} for 3 nights`);
    expect(reply.activity).toEqual([
      { kind: "availability", ...CEDAR, from: "2026-12-11", to: "2026-12-14", guests: 2, bookable: true },
    ]);
  });

  it("says which nights are taken, with the service's reasons, and quotes nothing", async () => {
    const id = await clearNights(CEDAR.slug);
    await t.database.db.insert(listingBlockedNights).values({ listingId: id, night: "2026-12-12" });
    const { http, ask } = await elite();
    const { reply } = await ask("is Cedar Hollow Treehouse available 11-14 december?");
    const api = (await http.get(`/api/listings/${CEDAR.slug}/availability?from=2026-12-11&to=2026-12-14`)).json;
    expect(reply.text).toBe(
      `${LINK} can't be booked ${DEC_11_14} for 1 guest. ${api.reasons.join(" ")} 1 of the 3 nights is already taken.`,
    );
    expect(reply.text).not.toContain("$");
    await clearNights(CEDAR.slug);
  });

  it.each([
    ["next weekend", "2026-12-04", "2026-12-06", "Fri 4 - Sun 6 December 2026"],
    ["three nights from Friday", "2026-12-04", "2026-12-07", "Fri 4 - Mon 7 December 2026"],
    ["in March", "2027-03-05", "2027-03-07", "Fri 5 - Sun 7 March 2027"],
    ["over New Year", "2026-12-31", "2027-01-02", "Thu 31 December 2026 - Sat 2 January 2027"],
    ["2027-03-12 to 2027-03-15", "2027-03-12", "2027-03-15", "Fri 12 - Mon 15 March 2027"],
  ])("reads “is it free %s?” on the stay's page as %s to %s", async (phrase, from, to, words) => {
    await clearNights(CEDAR.slug);
    const { ask } = await elite();
    const { reply } = await ask(`is it free ${phrase}?`, { about: CEDAR.slug });
    expect(reply.activity).toEqual([expect.objectContaining({ kind: "availability", from, to })]);
    expect(reply.text).toContain(`is free ${words}`);
    expect(reply.text).toContain(formatMoney((await pageQuote(CEDAR.slug, from, to)).total));
  });

  it("says in a sentence why it cannot check past dates, a departure before the arrival, or one date alone", async () => {
    const { ask } = await elite();
    const cases: [string, string][] = [
      [
        "Is Cedar Hollow Treehouse free from 2026-11-20 to 2026-11-23?",
        "Fri 20 - Mon 23 November 2026 is in the past: I can check dates from today on.",
      ],
      [
        "Is Cedar Hollow Treehouse free Dec 14 to 11?",
        "Your departure, Fri 11 December 2026, is not after your arrival, Mon 14 December 2026. Tell me the arrival first, then the departure.",
      ],
      [
        "Is Cedar Hollow Treehouse free on Dec 11?",
        "From Fri 11 December 2026, for how many nights? Tell me your departure date or the number of nights.",
      ],
      [
        "Is Cedar Hollow Treehouse free 03/12/2027 to 03/15/2027?",
        "I can't tell the day from the month in “03/12/2027”, “03/15/2027”: write the month's name, like “11 December 2026”.",
      ],
    ];
    for (const [message, text] of cases) {
      const { reply } = await ask(message);
      expect(reply).toEqual({ text, citations: [CEDAR], activity: [] });
    }
  });

  it("keeps the stay a chat is about for the next dates", async () => {
    await clearNights(CEDAR.slug);
    const { ask } = await elite();
    const first = await ask("is it free Dec 11 to 14?", { about: CEDAR.slug });
    const next = await ask("and Dec 14 to 16?", { conversationId: first.conversationId });
    expect(next.reply.activity).toEqual([
      expect.objectContaining({ kind: "availability", slug: CEDAR.slug, from: "2026-12-14", to: "2026-12-16" }),
    ]);
  });
});

describe("searching with dates without a provider", () => {
  const message = "a cabin in the alps Dec 11 to 14";

  it("cites only stays free on those nights, each with its page's total", async () => {
    const { http, ask } = await elite();
    const before = await ask(message);
    expect(before.reply.text).toContain(`free ${DEC_11_14} for 1 guest:`);
    expect(before.reply.citations.length).toBeGreaterThan(1);
    // Take the first stay she found: once its nights are taken she no longer cites it.
    const [taken, ...others] = before.reply.citations;
    const id = await clearNights(taken!.slug);
    await t.database.db.insert(listingBlockedNights).values({ listingId: id, night: "2026-12-13" });
    const after = await ask(message);
    expect(after.reply.citations.map((c) => c.slug)).not.toContain(taken!.slug);
    expect(after.reply.citations.map((c) => c.slug)).toEqual(expect.arrayContaining(others.map((c) => c.slug)));
    for (const c of after.reply.citations) {
      const api = (await http.get(`/api/listings/${c.slug}/availability?from=2026-12-11&to=2026-12-14`)).json;
      expect(api.bookable).toBe(true);
      const quote = await pageQuote(c.slug, "2026-12-11", "2026-12-14");
      expect(after.reply.text).toContain(`[${c.name}](/listings/${c.slug}), `);
      expect(after.reply.text).toContain(`${formatMoney(quote.total)} for 3 nights`);
    }
    expect(after.reply.activity.every((a) => a.bookable === true && a.from === "2026-12-11")).toBe(true);
    await clearNights(taken!.slug);
  });

  it("answers “is anything free Dec 11 to 14?” with stays free then, each with its page's total", async () => {
    const { http, ask } = await elite();
    const { reply } = await ask("is anything free Dec 11 to 14?");
    expect(reply.citations.length).toBeGreaterThan(0);
    for (const c of reply.citations) {
      const api = (await http.get(`/api/listings/${c.slug}/availability?from=2026-12-11&to=2026-12-14`)).json;
      expect(api.bookable).toBe(true);
      const quote = await pageQuote(c.slug, "2026-12-11", "2026-12-14");
      expect(reply.text).toContain(`(/listings/${c.slug}), `);
      expect(reply.text).toContain(quoteInWords(quote));
    }
  });

  it("says so when no stay that fits is free then, citing none", async () => {
    const alpine = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .innerJoin(regions, eq(regions.id, listings.regionId))
      .where(eq(regions.slug, "alps"));
    await t.database.db
      .insert(listingBlockedNights)
      .values(alpine.map(({ id }) => ({ listingId: id, night: "2026-12-12" })))
      .onConflictDoNothing();
    const { ask } = await elite();
    const { reply } = await ask(message);
    expect(reply.text).toBe(
      `No stay that fits “${message}” is free ${DEC_11_14} for 1 guest. Try other dates, or fewer words.`,
    );
    expect(reply.citations).toEqual([]);
    await t.database.db.delete(listingBlockedNights).where(
      inArray(
        listingBlockedNights.listingId,
        alpine.map(({ id }) => id),
      ),
    );
  });

  it("says so when no stay that fits sleeps that many guests", async () => {
    const most = async (region?: string) => {
      const [row] = await t.database.db
        .select({ most: max(listings.maxGuests) })
        .from(listings)
        .innerJoin(regions, eq(regions.id, listings.regionId))
        .where(region ? eq(regions.slug, region) : undefined);
      return row!.most!;
    };
    const guests = await most();
    expect(await most("alps")).toBeLessThan(guests);
    const { ask } = await elite();
    const { reply } = await ask(`${message} for ${guests} guests`);
    expect(reply.text).toBe(
      `No stay that fits “${message} for ${guests} guests” sleeps ${guests} guests. Try fewer guests, or fewer words.`,
    );
    expect(reply.citations).toEqual([]);
  });

  it("names the rule when more guests are asked for than any stay sleeps", async () => {
    const [row] = await t.database.db.select({ most: max(listings.maxGuests) }).from(listings);
    const most = row!.most!;
    const { ask } = await elite();
    const { reply } = await ask(`${message} for 25 guests`);
    expect(most).toBeLessThan(25);
    expect(reply).toEqual({ text: `No stay sleeps 25 guests; the most is ${most}.`, citations: [], activity: [] });
  });
});

describe("natural dates with a provider", () => {
  const call = (name: string, args: object): FakeReply => ({
    kind: "stream",
    toolCalls: [{ id: "call_0", name, arguments: JSON.stringify(args) }],
  });
  const toolResult = (body: Record<string, unknown>) =>
    (body.messages as { role: string; content: string }[]).find((m) => m.role === "tool")?.content;

  it("check_availability reads the member's words for the dates, and answers with them in words and the total", async () => {
    await clearNights(CEDAR.slug);
    const results: string[] = [];
    fake.answer((body) => {
      const result = toolResult(body);
      if (!result) return call("check_availability", { slug: CEDAR.slug, dates: "Dec 11 to 14", guests: 2 });
      results.push(result);
      return { kind: "stream", content: ["I checked ", `[${CEDAR.name}](/listings/${CEDAR.slug}).`] };
    });
    const { http, ask } = await elite();
    const { reply } = await ask("Is Cedar Hollow Treehouse free Dec 11 to 14 for 2?");
    const api = (await http.get(`/api/listings/${CEDAR.slug}/availability?from=2026-12-11&to=2026-12-14&guests=2`))
      .json;
    const quote = await pageQuote(CEDAR.slug, "2026-12-11", "2026-12-14");
    expect(JSON.parse(results[0]!)).toEqual({ name: CEDAR.name, dates: DEC_11_14, total: quoteInWords(quote), ...api });
    // The model named neither dates nor total: the services' words follow hers.
    expect(reply.text).toBe(`I checked ${LINK}.\n${LINK} is free ${DEC_11_14}: ${quoteInWords(quote)}.`);
  });

  it("cannot state a price or a date the services did not give", async () => {
    await clearNights(CEDAR.slug);
    fake.answer((body) =>
      toolResult(body)
        ? {
            kind: "stream",
            content: [
              `Great news! ${LINK} is free ${DEC_11_14}. `,
              "It comes to $99 for the three nights. ",
              "It is also free Fri 18 - Mon 21 December 2026.",
            ],
          }
        : call("check_availability", { slug: CEDAR.slug, dates: "Dec 11 to 14" }),
    );
    const { ask } = await elite();
    const { reply } = await ask("Is Cedar Hollow Treehouse free Dec 11 to 14?");
    const quote = await pageQuote(CEDAR.slug, "2026-12-11", "2026-12-14");
    expect(reply.text).toBe(
      `Great news! ${LINK} is free ${DEC_11_14}.\n${LINK} is free ${DEC_11_14}: ${quoteInWords(quote)}.`,
    );
    // Without any tool, no price at all.
    fake.answer(() => ({ kind: "stream", content: [`${CEDAR.name} is $450 a night. It is lovely in winter.`] }));
    expect((await ask("how much is Cedar Hollow Treehouse?")).reply.text).toBe("It is lovely in winter.");
  });

  it("search_listings with dates returns only stays free then, each with the dates in words and its total", async () => {
    const results: string[] = [];
    fake.answer((body) => {
      const result = toolResult(body);
      if (!result) return call("search_listings", { query: "a cabin in the alps", dates: "Dec 11 to 14" });
      results.push(result);
      return { kind: "stream", content: ["Here you are."] };
    });
    const { http, ask } = await elite();
    const { reply } = await ask("a cabin in the alps Dec 11 to 14");
    const found = JSON.parse(results[0]!) as { dates: string; stays: { slug: string; free: boolean; total: string }[] };
    expect(found.dates).toBe(DEC_11_14);
    expect(found.stays.length).toBeGreaterThan(0);
    for (const s of found.stays) {
      const api = (await http.get(`/api/listings/${s.slug}/availability?from=2026-12-11&to=2026-12-14`)).json;
      expect(api.bookable).toBe(true);
      expect(s.total).toBe(quoteInWords(await pageQuote(s.slug, "2026-12-11", "2026-12-14")));
      expect(reply.text).toContain(`(/listings/${s.slug}) is free ${DEC_11_14}: ${s.total}.`);
    }
  });
});
