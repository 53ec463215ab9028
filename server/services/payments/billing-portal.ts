import type { SessionUser } from "../../auth/session";
import { AppError, badRequest } from "../../lib/errors";
import { paymentGateway } from "./checkout";
import type { PaymentDeps } from "./stripe-client";

/**
 * "Manage billing": Stripe's customer portal (cards, invoices, cancel) for a member with a Stripe
 * customer; on the demo checkout, the demo portal page for a member whose purchases it made.
 */
export async function openBillingPortal(deps: PaymentDeps, user: SessionUser) {
  const customerId = user.stripeCustomerId;
  const gateway = paymentGateway(deps.env, deps.db);
  // Demo purchases have a made-up customer id ("demo_cus_..."): only the demo portal knows them.
  const known = gateway.mode === "demo" ? customerId?.startsWith("demo_") : customerId?.startsWith("cus_");
  if (!customerId || !known) throw badRequest("No billing account yet.");
  try {
    return await gateway.createPortalSession(customerId, `${deps.env.APP_URL}/account`);
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.logger.error({ err: error, userId: user.id }, "creating a billing portal session failed");
    throw new AppError("UNAVAILABLE", "The billing portal is not available right now. Please try again.");
  }
}
