import type { SessionUser } from "../../auth/session";
import { AppError, badRequest } from "../../lib/errors";
import { paymentGateway } from "./checkout";
import type { PaymentDeps } from "./stripe-client";

/** A Stripe customer-portal session where members update cards, see invoices and cancel. */
export async function openBillingPortal(deps: PaymentDeps, user: SessionUser) {
  const customerId = user.stripeCustomerId;
  // Demo purchases have a made-up customer id: there is no billing account behind it.
  if (!customerId || customerId.startsWith("demo_")) throw badRequest("No billing account yet.");
  const gateway = paymentGateway(deps.env, deps.db);
  try {
    return await gateway.createPortalSession(customerId, `${deps.env.APP_URL}/account`);
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.logger.error({ err: error, userId: user.id }, "creating a billing portal session failed");
    throw new AppError("UNAVAILABLE", "The billing portal is not available right now. Please try again.");
  }
}
