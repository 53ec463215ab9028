import { describe, expect, it } from "vitest";
import { billingDate, planAction, type Billing } from "./plan-change";

const PLANS = [
  { id: 1, name: "Luxe Explorer", shortName: "Explorer", price: 999 },
  { id: 2, name: "Luxe Insider", shortName: "Insider", price: 1499 },
  { id: 3, name: "Luxe Elite", shortName: "Elite", price: 1999 },
];
const billing = (values: Partial<Billing>) =>
  ({
    live: true,
    tier: 2,
    planName: "Luxe Insider",
    status: "active",
    periodEnd: new Date("2026-12-22T23:30:00Z"),
    cancelAt: null,
    nextTier: null,
    nextPlanName: null,
    nextTierAt: null,
    ...values,
  }) as Billing;

describe("billingDate", () => {
  it("writes the day in US English at UTC, from a date or its JSON text", () => {
    expect(billingDate(new Date("2026-12-22T23:30:00Z"))).toBe("Dec 22, 2026");
    expect(billingDate("2027-01-05T00:10:00.000Z")).toBe("Jan 5, 2027");
    expect(billingDate(null)).toBe("the end of this billing period");
  });

  it("is the day the plan's buttons name", () => {
    expect(planAction(PLANS[1]!, billing({}), PLANS).note).toBe("Renews on Dec 22, 2026.");
    expect(planAction(PLANS[0]!, billing({}), PLANS)).toMatchObject({ label: "Switch on Dec 22, 2026" });
  });
});
