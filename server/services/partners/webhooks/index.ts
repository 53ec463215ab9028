export { createWebhook, deleteWebhook, listWebhooks, MAX_WEBHOOKS, webhookInput } from "./endpoints";
export { emitPartnerEvent, WEBHOOK_EVENTS, type WebhookEvent } from "./events";
export {
  createWebhookDeliverer,
  DELIVERY_TIMEOUT_MS,
  deliverDueWebhooks,
  endpointBackoffMs,
  RETRY_DELAYS_MS,
  type DeliveryResult,
  type EndpointTurn,
} from "./delivery";
export type { DeliveryOutcome } from "./outcome";
export { SIGNATURE_HEADER, signPayload, verifySignature } from "./signing";
