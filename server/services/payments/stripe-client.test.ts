import { describe, expect, it } from "vitest";
import type { Db } from "../../../db/client";
import { parseEnv } from "../../env";
import { paymentGateway } from "./checkout";
import { stripeConfig } from "./stripe-client";

describe("stripeConfig", () => {
  it("points the SDK at STRIPE_API_URL when set", () => {
    expect(stripeConfig("http://127.0.0.1:12111")).toMatchObject({
      host: "127.0.0.1",
      port: "12111",
      protocol: "http",
    });
    expect(stripeConfig("https://stripe-proxy.internal")).toMatchObject({
      host: "stripe-proxy.internal",
      port: 443,
      protocol: "https",
    });
    expect(stripeConfig(undefined).host).toBeUndefined();
  });
});

describe("paymentGateway", () => {
  it("is Stripe with a key and the demo without one; production cannot start without a key", () => {
    // Neither gateway touches the database until it is used.
    const db = {} as Db;
    expect(paymentGateway(parseEnv({ STRIPE_SECRET_KEY: "sk_test_1" }), db).mode).toBe("stripe");
    expect(paymentGateway(parseEnv({}), db).mode).toBe("demo");
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(
      "STRIPE_SECRET_KEY is required when NODE_ENV=production",
    );
  });
});
