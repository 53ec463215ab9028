import { and, desc, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { listings, type ConciergeCitation } from "../../../db/schema";
import type { SessionUser } from "../../auth/session";
import { readableStay } from "../availability/reads";
import { liveListing } from "../listings/cards";

/**
 * A live stay whose full name (or slug) the text contains, the longest name first: "Cedar Hollow Treehouse" in "is
 * Cedar Hollow Treehouse free".
 */
export async function findNamedStay(db: Db, text: string): Promise<ConciergeCitation | null> {
  const haystack = text.toLowerCase();
  const [row] = await db
    .select({ slug: listings.slug, name: listings.name })
    .from(listings)
    .where(
      and(
        liveListing,
        sql`(strpos(${haystack}, lower(${listings.name})) > 0 or strpos(${haystack}, ${listings.slug}) > 0)`,
      ),
    )
    .orderBy(desc(sql`length(${listings.name})`))
    .limit(1);
  return row ?? null;
}

/**
 * The stay whose page the member came from ("Ask Chrissy"), checked like that page: 404 if not there, 403 above their
 * tier.
 */
export async function aboutStay(
  db: Db,
  user: SessionUser,
  slug: string | undefined,
): Promise<ConciergeCitation | null> {
  if (slug === undefined) return null;
  const stay = await readableStay(db, user, slug);
  return { slug: stay.slug, name: stay.name };
}

/**
 * The stay a conversation is about, for "is it free from ... to ...?" and "add it to my trip": the one stay Chrissy's
 * last answer named, or else the stay whose page the member came from.
 */
export function conversationStay(
  history: { role: "member" | "chrissy"; citations: ConciergeCitation[] }[],
  about: ConciergeCitation | null,
) {
  const last = history.findLast((m) => m.role === "chrissy");
  return last?.citations.length === 1 ? last.citations[0]! : about;
}
