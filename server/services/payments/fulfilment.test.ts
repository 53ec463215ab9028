import { describe, expect, it } from "vitest";
import { MEMBERSHIP_PLANS } from "../../../db/seed/catalog";
import { effectiveTier, invoicePeriodStart, logoInitials, membershipState, planForSubscription } from "./fulfilment";
import type { SubscriptionLike } from "../../../db/schema/stripe-json";

const plans = MEMBERSHIP_PLANS;
const now = new Date("2026-03-01T00:00:00Z");
const secs = (d: Date) => Math.floor(d.getTime() / 1000);
const DAY = 86_400;

function subscription(
  overrides: Partial<SubscriptionLike> & { unitAmount?: number; end?: number } = {},
): SubscriptionLike {
  const { unitAmount = 1499, end = secs(now) + 20 * DAY, ...rest } = overrides;
  return {
    id: "sub_1",
    status: "active",
    customer: "cus_1",
    metadata: { kind: "membership", planId: "2" },
    items: {
      data: [{ current_period_start: end - 30 * DAY, current_period_end: end, price: { unit_amount: unitAmount } }],
    },
    ...rest,
  };
}

describe("effectiveTier", () => {
  it("keeps a cancelled membership's tier until its paid period ends", () => {
    const m = {
      membershipTier: 3,
      membershipStatus: "canceled",
      membershipPeriodEnd: new Date("2026-03-10T00:00:00Z"),
    };
    expect(effectiveTier(m, now)).toBe(3);
    expect(effectiveTier(m, new Date("2026-03-10T00:00:01Z"))).toBe(0);
    expect(effectiveTier({ ...m, membershipPeriodEnd: null }, now)).toBe(0);
    expect(effectiveTier({ ...m, membershipStatus: "past_due" }, new Date("2027-01-01"))).toBe(3);
  });
});

describe("planForSubscription", () => {
  it("reads the plan from metadata first, else from the price", () => {
    expect(planForSubscription(subscription(), plans)?.name).toBe("Luxe Insider");
    expect(planForSubscription(subscription({ metadata: { kind: "membership" }, unitAmount: 1999 }), plans)?.name).toBe(
      "Luxe Elite",
    );
    expect(planForSubscription(subscription({ metadata: {}, unitAmount: 123 }), plans)).toBeNull();
  });
});

describe("membershipState", () => {
  it("maps Stripe statuses onto the member's status and tier", () => {
    expect(membershipState(subscription(), plans, now)).toMatchObject({ status: "active", tier: 2 });
    expect(membershipState(subscription({ status: "trialing" }), plans, now)).toMatchObject({
      status: "trialing",
      tier: 2,
    });
    expect(membershipState(subscription({ status: "unpaid" }), plans, now)).toMatchObject({
      status: "past_due",
      tier: 2,
    });
    expect(membershipState(subscription({ status: "canceled" }), plans, now)).toMatchObject({
      status: "canceled",
      tier: 2,
    });
    expect(membershipState(subscription({ status: "canceled", end: secs(now) - DAY }), plans, now)).toMatchObject({
      tier: 0,
    });
    expect(membershipState(subscription({ status: "paused" }), plans, now)).toMatchObject({
      status: "canceled",
      tier: 0,
    });
    expect(membershipState(subscription({ status: "incomplete" }), plans, now)).toBeNull();
  });

  it("reads the period from the subscription itself on older API versions", () => {
    const legacy = {
      ...subscription(),
      items: { data: [{ price: { unit_amount: 1499 } }] },
      current_period_end: secs(now) + DAY,
    };
    expect(membershipState(legacy, plans, now)?.periodEnd).toEqual(new Date((secs(now) + DAY) * 1000));
  });
});

describe("invoicePeriodStart", () => {
  it("is the latest line period, so proration lines for past periods do not count", () => {
    const invoice = {
      amount_paid: 1,
      customer: null,
      period_start: 5,
      lines: { data: [{ period: { start: 100 } }, { period: { start: 40 } }] },
    };
    expect(invoicePeriodStart(invoice)).toBe(100);
    expect(invoicePeriodStart({ ...invoice, lines: { data: [] } })).toBe(5);
  });
});

describe("logoInitials", () => {
  it("takes up to three initials, or the first two letters of one word", () => {
    expect(logoInitials("Summit Outfitters")).toBe("SO");
    expect(logoInitials("Blue Ridge Trail Co.")).toBe("BRT");
    expect(logoInitials("patagonia")).toBe("PA");
    expect(logoInitials("  ")).toBe("SP");
  });
});
