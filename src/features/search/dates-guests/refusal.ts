import { errorCode } from "@/features/account/access-errors";
import { errorMessage, fieldErrorsOf } from "@/lib/errors";
import type { StayDatesProblems } from "../stay-dates-check";

const FIELDS = ["checkin", "checkout", "guests"] as const;

/**
 * What the server said when it refused a search (a 400): one message for the page, and the picker's fields it
 * names, each with its message. Undefined for anything but a refusal.
 */
export function refusalOf(error: unknown): { problems: StayDatesProblems; message: string } | undefined {
  if (!error || errorCode(error) !== "BAD_REQUEST") return undefined;
  const fields = fieldErrorsOf(error);
  const first = Object.values(fields).find(Boolean);
  const message = first ?? errorMessage(error, "This search can't be run.");
  const problems: StayDatesProblems = {};
  for (const field of FIELDS) {
    const named = fields[field] ?? (!first && new RegExp(`\\b${field}\\b`, "i").test(message) ? message : undefined);
    if (named) problems[field] = named;
  }
  return { problems, message };
}
