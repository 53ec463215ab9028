import { startStripeFake, type StripeFake } from "../fakes/stripe-fake";
import { startTestApp, type TestApp } from "./app";

export type StripeApp = { t: TestApp; fake: StripeFake; close: () => Promise<void> };

/** A test app whose payments go to the local Stripe fake, with this webhook signing secret. */
export async function startStripeApp(webhookSecret: string): Promise<StripeApp> {
  const fake = await startStripeFake();
  const t = await startTestApp({
    STRIPE_SECRET_KEY: "sk_test_wildluxe",
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: fake.url,
  });
  return {
    t,
    fake,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}
