import { describe, expect, it } from "vitest";
import { pricePayload, priceValues, validatePrices } from "./price-values";

describe("price fields", () => {
  it("turns typed amounts into cents, and empty ones into none", () => {
    expect(pricePayload({ nightlyPrice: "185", weekendPrice: "$210.50", cleaningFee: "", currency: "EUR" })).toEqual({
      nightlyPrice: 18_500,
      weekendPrice: 21_050,
      cleaningFee: null,
      currency: "EUR",
    });
    expect(priceValues({ nightlyPrice: 18_500, weekendPrice: 21_050, cleaningFee: null, currency: "EUR" })).toEqual({
      nightlyPrice: "185",
      weekendPrice: "210.50",
      cleaningFee: "",
      currency: "EUR",
    });
  });

  it("names what is wrong with each amount", () => {
    expect(validatePrices({ nightlyPrice: "cheap", weekendPrice: "", cleaningFee: "", currency: "USD" })).toEqual({
      nightlyPrice: "Nightly price must be an amount like 185 or 185.50.",
    });
    expect(validatePrices({ nightlyPrice: "0", weekendPrice: "200000", cleaningFee: "", currency: "USD" })).toEqual({
      nightlyPrice: "Nightly price must be from 1 to 100,000.",
      weekendPrice: "Weekend price must be from 1 to 100,000.",
    });
    expect(validatePrices({ nightlyPrice: "", weekendPrice: "", cleaningFee: "40", currency: "USD" })).toEqual({
      nightlyPrice: "Set a nightly price before a weekend price or cleaning fee.",
    });
    expect(validatePrices({ nightlyPrice: "185", weekendPrice: "", cleaningFee: "0", currency: "USD" })).toEqual({});
  });
});
