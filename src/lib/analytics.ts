export type DataLayerEvent = { event: string; [key: string]: unknown };

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/** The analytics data layer; created on first use so a tag manager can pick it up later. */
export function dataLayer(): DataLayerEvent[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** Other tabs of the site hear every event here (the admins' /analytics-test listens). */
export const DATA_LAYER_CHANNEL = "wildluxe-data-layer";
let channel: BroadcastChannel | null = null;

/** Pushes an event to the data layer, where a tag manager reads it, and tells the site's other tabs. */
export function trackEvent(event: DataLayerEvent): void {
  const stamped = { ...event, at: new Date().toISOString() };
  dataLayer().push(stamped);
  if (typeof BroadcastChannel === "undefined") return;
  channel ??= new BroadcastChannel(DATA_LAYER_CHANNEL);
  channel.postMessage(stamped);
}

export function trackPageView(path: string): void {
  trackEvent({ event: "page_view", path });
}
