import { describe, expect, it } from "vitest";
import { quoteStay } from "@shared/stay-quote";
import { groundFacts, type StayCheck } from "./grounding";

const TODAY = "2026-11-29";
const CEDAR = { slug: "cedar-hollow-treehouse", name: "Cedar Hollow Treehouse" };
const LINK = "[Cedar Hollow Treehouse](/listings/cedar-hollow-treehouse)";
// Fri 11 to Mon 14 December 2026: Friday and Saturday at the weekend rate, Sunday at the nightly rate.
const quote = quoteStay(
  { nightlyPrice: 40_000, weekendPrice: 26_000, cleaningFee: 22_000, currency: "USD" },
  "2026-12-11",
  "2026-12-14",
)!;
const check: StayCheck = { stay: CEDAR, from: "2026-12-11", to: "2026-12-14", bookable: true, quote };
const SERVICE_LINE = `${LINK} is free Fri 11 - Mon 14 December 2026: $1,140 for 3 nights (1 night x nightly rate = $400, 2 weekend nights x weekend rate = $520, Cleaning fee = $220).`;

describe("grounding Chrissy's words in the services' prices and dates", () => {
  it("keeps the model's words when they state the services' dates and total", () => {
    const text = `Lovely news! ${LINK} is free Fri 11 - Mon 14 December 2026, and the total is $1,140.`;
    expect(groundFacts(text, [check], TODAY)).toBe(text);
  });

  it("leaves out a sentence with a price no quote gave, and says the quote's own total", () => {
    const text = "Good news, it's free! It comes to $999 for the three nights. Enjoy the hot tub.";
    expect(groundFacts(text, [check], TODAY)).toBe(`Good news, it's free! Enjoy the hot tub.\n${SERVICE_LINE}`);
    expect(groundFacts("Only 1200 dollars, a steal.", [check], TODAY)).toBe(SERVICE_LINE);
    // Without any quote in the turn, no amount at all may be stated.
    expect(groundFacts("Treehouses here start at $450 a night. They are lovely.", [], TODAY)).toBe("They are lovely.");
  });

  it("leaves out a sentence naming a day outside the nights checked", () => {
    const text = "It's free from December 11th. It is also free Fri 18 - Mon 21 December 2026! Cosy.";
    expect(groundFacts(text, [check], TODAY)).toBe(`It's free from December 11th. Cosy.\n${SERVICE_LINE}`);
    expect(groundFacts("Sure, 2026-12-24 works.", [], TODAY)).toBe("");
  });

  it("says a stay that can't be booked as the service said it", () => {
    const taken = { ...check, bookable: false, quote: null };
    expect(groundFacts("It's yours for $1,140!", [taken], TODAY)).toBe(
      `${LINK} can't be booked Fri 11 - Mon 14 December 2026.`,
    );
  });

  it("reads no date into ratings or counts", () => {
    const text = "It is rated 4.9/5 by 12 guests and sleeps 4.";
    expect(groundFacts(text, [], TODAY)).toBe(text);
  });
});
