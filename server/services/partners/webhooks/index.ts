export { createWebhook, deleteWebhook, listWebhooks, webhookInput } from "./endpoints";
export { emitPartnerEvent } from "./events";
export { createWebhookDeliverer, deliverDueWebhooks, endpointBackoffMs, RETRY_DELAYS_MS } from "./delivery";
export { SIGNATURE_HEADER, verifySignature } from "./signing";
