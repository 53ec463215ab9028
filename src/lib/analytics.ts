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

export function trackPageView(path: string): void {
  dataLayer().push({ event: "page_view", path });
}
