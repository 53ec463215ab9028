/**
 * Counts a page view or a click on the booking link for the stay's owner figures. Sent without
 * waiting (keepalive lets it finish as the page changes); a failure never bothers the reader.
 */
export function countListingEvent(slug: string, type: "view" | "booking_click") {
  void fetch(`/api/listings/${encodeURIComponent(slug)}/events`, {
    method: "POST",
    keepalive: true,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ type }),
  }).catch(() => undefined);
}
