import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { listings } from "../../../db/schema";
import { liveListing } from "../listings/cards";
import type { QueryPiece } from "./read-query";

/** Words of a query that no live stay's text has: the search does not know them, and says so. */
export async function wordsWithoutStays(db: Db, pieces: readonly QueryPiece[]): Promise<string[]> {
  const isWord = (p: QueryPiece) => p.kind === "word" && /^[\p{L}\p{N}]+$/u.test(p.text);
  const words = [...new Set(pieces.filter(isWord).map((p) => (p as { text: string }).text))];
  if (!words.length) return [];
  const values = sql.join(
    words.map((w) => sql`(${w}::text)`),
    sql`, `,
  );
  const query = sql`to_tsquery('english', '''' || w.text || ''':*')`;
  const found = sql`select 1 from ${listings} where ${liveListing} and ${listings.searchVector} @@ ${query}`;
  // A word the text search drops ("very") is no word we failed to know.
  const rows = await db
    .select({ text: sql<string>`w.text` })
    .from(sql`(values ${values}) as w(text)`)
    .where(sql`numnode(${query}) > 0 and not exists (${found})`);
  const unknown = new Set(rows.map((r) => r.text));
  return words.filter((w) => unknown.has(w));
}

const title = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** What a search tells the traveller about words it could not use. */
export const notUnderstoodNote = (word: string) => `We don't know '${title(word)}' yet: we searched for it as a word.`;

/** What a search tells the traveller when nothing met everything and it left something out. */
export const relaxedNote = (left: string[]) =>
  `No stay matched everything, so these were left out: ${left.join(", ")}.`;

/** What a "near" search tells the traveller when it had to look further. */
export const widenedNote = (place: string, from: number, to: number) =>
  `Nothing within ${Math.round(from)} km of ${place}: showing stays within ${Math.round(to)} km.`;

/** What a search tells the traveller about a price it read from the words ("under $300 a night"). */
export const pricedNote = (label: string) => `Price: ${label}.`;
