import { describe, expect, it } from "vitest";
import { confirmationFor, nextStatusPoll, pointsLine, STATUS_POLL_LIMIT_MS, STATUS_POLL_MS } from "./checkout-status";

describe("nextStatusPoll", () => {
  it("polls every 1.5 s while pending", () => {
    expect(nextStatusPoll(undefined, 0)).toBe(STATUS_POLL_MS);
    expect(nextStatusPoll("pending", 3_000)).toBe(STATUS_POLL_MS);
  });

  it("stops once complete", () => {
    expect(nextStatusPoll("complete", 1_500)).toBe(false);
  });

  it("stops after 20 s", () => {
    expect(nextStatusPoll("pending", STATUS_POLL_LIMIT_MS - STATUS_POLL_MS)).toBe(STATUS_POLL_MS);
    expect(nextStatusPoll("pending", STATUS_POLL_LIMIT_MS - 1_000)).toBe(false);
    expect(nextStatusPoll("pending", 25_000)).toBe(false);
  });
});

describe("confirmationFor", () => {
  it("names the membership bought", () => {
    expect(confirmationFor("membership", "Luxe Elite").title).toBe("Welcome to Luxe Elite");
  });

  it("names the trial plan without the suffix", () => {
    expect(confirmationFor("trial", "Luxe Insider free trial").message).toContain("14 days of Luxe Insider.");
  });

  it("sends package buyers to the right place", () => {
    expect(confirmationFor("owner_package", "Featured listing package").next.href).toBe("/owner/dashboard");
    expect(confirmationFor("sponsor_package", "Gold sponsor package").next.href).toBe("/sponsors");
  });
});

describe("pointsLine", () => {
  it("says the month's points are in for a paid month, and when they start after a free trial", () => {
    expect(pointsLine({ monthly: 200, firstOn: null })).toContain("Your 200 points for this month are in your account");
    expect(pointsLine({ monthly: 400, firstOn: "2026-12-09T10:00:00.000Z" })).toBe(
      " Your 400 monthly points start with your first paid month, on Dec 9, 2026; the free trial earns none.",
    );
    expect(
      confirmationFor("membership", "Luxe Insider", { monthly: 200, firstOn: "2026-12-09T10:00:00.000Z" }).message,
    ).toContain("on Dec 9, 2026");
    expect(pointsLine(null)).toBe("");
  });
});
