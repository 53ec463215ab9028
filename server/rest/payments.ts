import { Hono } from "hono";
import {
  createMembershipCheckout,
  createPackageCheckout,
  membershipCheckoutInput,
  packageCheckoutInput,
  startTrial,
  trialInput,
} from "../services/payments/checkout";
import { claimByLink } from "../services/payments/claim-purchases";
import { stripeGateway } from "../services/payments/stripe-client";
import { processWebhook } from "../services/payments/webhook";
import { currentUser, readJson, requireMember, type AppContext, type AppEnv } from "./http";
import { invalidates } from "./public-cache";

const caller = (c: AppContext) => ({ user: c.get("auth").user, ip: c.get("ip") });

export const paymentsRoutes = new Hono<AppEnv>()
  .post("/membership/create-checkout-session", invalidates("public"), async (c) => {
    const input = await readJson(c, membershipCheckoutInput);
    return c.json(await createMembershipCheckout(c.get("deps"), caller(c), input));
  })
  .post("/membership/luxe-insider-trial", invalidates("public"), async (c) => {
    const input = await readJson(c, trialInput);
    return c.json(await startTrial(c.get("deps"), caller(c), input));
  })
  .post("/packages/checkout", invalidates("public"), requireMember, async (c) => {
    const input = await readJson(c, packageCheckoutInput);
    return c.json(await createPackageCheckout(c.get("deps"), { user: currentUser(c), ip: c.get("ip") }, input));
  })
  // The link mailed for a purchase held for this account (a signed-out checkout with its email).
  .get("/purchases/claim", async (c) => {
    const token = c.req.query("token")?.slice(0, 200) ?? "";
    const { signInFirst, sessionId } = await claimByLink(c.get("deps"), c.get("auth").user, token);
    const success = `/membership/success?session_id=${encodeURIComponent(sessionId)}`;
    // Signing in claims it, then the sign-in page goes on to the purchase.
    return c.redirect(signInFirst ? `/signin?next=${encodeURIComponent(success)}` : success, 303);
  })
  // Stripe signs the exact bytes it sends, so the body is read raw, before anything parses it.
  .post("/stripe/webhook", invalidates("public"), async (c) => {
    const deps = c.get("deps");
    const rawBody = await c.req.text();
    const result = await processWebhook(deps, stripeGateway(deps.env), rawBody, c.req.header("stripe-signature"));
    return c.json(result);
  });
