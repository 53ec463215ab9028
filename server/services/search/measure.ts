import type { Db } from "../../../db/client";
import type { SessionUser } from "../../auth/session";
import { builtInAnswer } from "../concierge/built-in";
import { createCache } from "../../lib/cache";
import { liveListing, selectListingRows } from "../listings/cards";
import { searchListings } from "../listings/listings";
import { listingQuery } from "../listings/listing-query";
import { aiSearch } from "./ai-search";
import { parseIntent } from "./intent";
import { isRelevantStay, SEARCH_LABELS, type LabelledStay, type SearchLabel } from "./search-queries";

const ADMIN_VIEWER = { isAdmin: true, role: "admin", membershipTier: 3 } as const;

/**
 * The searches measured: the search box in each of its modes, AI search with the built-in parser, and the stays
 * Chrissy cites in her built-in answer (no provider).
 */
const ENGINES = [
  "search box (all keywords)",
  "search box (any word)",
  "AI search (built-in parser)",
  "Chrissy (built-in, cited stays)",
] as const;
type Engine = (typeof ENGINES)[number];

/** How many stays each engine shows at most: Chrissy cites three (MAX_CITED, concierge/search-answer.ts). */
const SHOWN: Partial<Record<Engine, number>> = { "Chrissy (built-in, cited stays)": 3 };

/**
 * Chrissy answers as a member who sees every stay. A search reads no more of her member than the tier and role:
 * no trip or conversation is touched.
 */
const CHRISSY_READER = { ...ADMIN_VIEWER, id: 0 } as unknown as SessionUser;

type Scores = { precisionAt5: number; ndcgAt10: number };
type QueryScore = Scores & { q: string; kind: SearchLabel["kind"]; relevant: number; missed: boolean };
export type EngineReport = Scores & { engine: Engine; scored: number; missedShare: number; perQuery: QueryScore[] };

/**
 * Precision at 5 (of as many as the catalogue could give and the engine shows), binary nDCG at 10 (its ideal
 * also as deep as the engine shows), and whether the top 10 has none.
 */
function scoreRanking(hits: boolean[], relevant: number, shown = 10): Omit<QueryScore, "q" | "kind" | "relevant"> {
  const possible = Math.min(5, relevant, shown);
  const precisionAt5 = hits.slice(0, 5).filter(Boolean).length / possible;
  const dcg = hits.slice(0, 10).reduce((sum, hit, i) => sum + (hit ? 1 / Math.log2(i + 2) : 0), 0);
  let ideal = 0;
  for (let i = 0; i < Math.min(10, relevant, shown); i++) ideal += 1 / Math.log2(i + 2);
  return { precisionAt5, ndcgAt10: dcg / ideal, missed: !hits.slice(0, 10).some(Boolean) };
}

async function topTen(db: Db, engine: Engine, q: string, idOf: Map<string, number>): Promise<number[]> {
  if (engine === "Chrissy (built-in, cited stays)") {
    const today = new Date().toISOString().slice(0, 10);
    const { citations } = await builtInAnswer(db, CHRISSY_READER, q, null, today);
    return citations.flatMap((c) => idOf.get(c.slug) ?? []);
  }
  if (engine === "AI search (built-in parser)") {
    const { results } = await aiSearch(db, ADMIN_VIEWER, parseIntent(q));
    return results.slice(0, 10).map((r) => r.listing.id);
  }
  const mode = engine === "search box (any word)" ? "any" : "all-keywords";
  const cache = createCache({ cache: () => undefined });
  const page = await searchListings(db, cache, ADMIN_VIEWER, listingQuery.parse({ search: q, mode, limit: 10 }));
  return page.items.map((item) => (item as { id: number }).id);
}

/** Every labelled query through every engine, over the live stays of `db` (read as an admin: every stay visible). */
export async function measureSearch(db: Db, labels: readonly SearchLabel[] = SEARCH_LABELS): Promise<EngineReport[]> {
  const stays = (await selectListingRows(db).where(liveListing)) as (LabelledStay & { id: number; slug: string })[];
  const idOf = new Map(stays.map((s) => [s.slug, s.id]));
  const reports: EngineReport[] = [];
  for (const engine of ENGINES) {
    const perQuery: QueryScore[] = [];
    for (const label of labels) {
      const relevantIds = new Set(stays.filter((s) => isRelevantStay(label.truth, s)).map((s) => s.id));
      if (!relevantIds.size) continue;
      const top = await topTen(db, engine, label.q, idOf);
      const score = scoreRanking(
        top.map((id) => relevantIds.has(id)),
        relevantIds.size,
        SHOWN[engine],
      );
      perQuery.push({ q: label.q, kind: label.kind, relevant: relevantIds.size, ...score });
    }
    const mean = (f: (s: QueryScore) => number) =>
      perQuery.reduce((sum, s) => sum + f(s), 0) / Math.max(1, perQuery.length);
    reports.push({
      engine,
      scored: perQuery.length,
      precisionAt5: mean((s) => s.precisionAt5),
      ndcgAt10: mean((s) => s.ndcgAt10),
      missedShare: mean((s) => (s.missed ? 1 : 0)),
      perQuery,
    });
  }
  return reports;
}
