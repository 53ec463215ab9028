import { describe, expect, it } from "vitest";
import {
  checkoutUrlOf,
  COUNTRIES,
  EMPTY_TRIAL_FORM,
  missingTrialFields,
  NO_CHECKOUT_URL,
  trialPayload,
} from "./trial-form-rules";

const complete = {
  ...EMPTY_TRIAL_FORM,
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  addressLine1: "12 Pine Ridge Rd",
  city: "Bend",
  state: "OR",
  postalCode: "97701",
};

describe("missingTrialFields", () => {
  it("requires email, names, first address line, city, state and postal code", () => {
    expect(missingTrialFields(EMPTY_TRIAL_FORM)).toEqual([
      "email",
      "firstName",
      "lastName",
      "addressLine1",
      "city",
      "state",
      "postalCode",
    ]);
  });

  it("treats whitespace as blank and leaves phone and addressLine2 optional", () => {
    expect(missingTrialFields(complete)).toEqual([]);
    expect(missingTrialFields({ ...complete, city: "   " })).toEqual(["city"]);
  });
});

describe("trial payload", () => {
  it("defaults the country to United States and trims every field", () => {
    expect(COUNTRIES[0]).toBe("United States");
    expect(COUNTRIES).toHaveLength(10);
    expect(trialPayload({ ...complete, email: "  ada@example.com " }).email).toBe("ada@example.com");
    expect(trialPayload(complete).country).toBe("United States");
  });
});

describe("checkoutUrlOf", () => {
  it("returns the checkout URL", () => {
    expect(checkoutUrlOf({ success: true, checkoutUrl: "/demo-checkout/x" })).toBe("/demo-checkout/x");
  });

  it("raises No checkout URL received without one", () => {
    expect(() => checkoutUrlOf({ success: true })).toThrow(NO_CHECKOUT_URL);
    expect(() => checkoutUrlOf({ success: true, checkoutUrl: "" })).toThrow(NO_CHECKOUT_URL);
  });
});
