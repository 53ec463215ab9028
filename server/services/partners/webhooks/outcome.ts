/**
 * What the delivery log tells a partner about an attempt, and nothing more: whether it arrived, the HTTP status the
 * endpoint answered, that the address was refused by policy, or that no answer came. Connection errors of every kind
 * read "timed out" and the remote body is never read, so the log cannot map which ports or hosts answer.
 */
export type DeliveryOutcome = "delivered" | "refused by policy" | "timed out" | `HTTP ${number}`;

export const REFUSED: DeliveryOutcome = "refused by policy";
export const NO_ANSWER: DeliveryOutcome = "timed out";

type Stored = { status: string; attempts: number; lastStatusCode: number | null; lastError: string | null };

/** The outcome of a delivery's last attempt from its stored columns (null before the first attempt). */
export function deliveryOutcome(row: Stored): DeliveryOutcome | null {
  if (row.status === "delivered") return "delivered";
  if (row.attempts === 0) return null;
  if (row.lastStatusCode !== null) return `HTTP ${row.lastStatusCode}`;
  return row.lastError === REFUSED ? REFUSED : NO_ANSWER;
}
