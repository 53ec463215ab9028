import { dehydrate, type Query, type QueryClient } from "@tanstack/react-query";
import { errorStatus } from "./query-client";
import { superjson } from "./superjson";

/**
 * Answers that asking again would not change (bad input, not signed in, not allowed, not found):
 * part of the page (an admin screen's refused session, a broken invite link), not failures to retry.
 */
const ANSWER_STATUSES = new Set([400, 401, 403, 404]);

/** A query whose error is the API's answer to this visitor (see ANSWER_STATUSES): the page renders it and the browser starts from it. */
export function isAnswerQuery(query: Query): boolean {
  return query.state.status === "error" && ANSWER_STATUSES.has(errorStatus(query.state.error) ?? 0);
}

type Serialized = ReturnType<typeof superjson.serialize>;
type Annotations = Record<string, unknown>;

/**
 * superjson's form of each answer, kept with the answer: most of a page's data are the very
 * objects the process caches (shared reads, a member's recommendations), so a page rendered again
 * walks only what is new. superjson's walk was a tenth of a member's render of / (docs/decisions/006).
 */
const serializedAnswers = new WeakMap<object, Serialized>();

function serializeAnswer(data: object): Serialized {
  let serialized = serializedAnswers.get(data);
  if (!serialized) {
    serialized = superjson.serialize(data);
    serializedAnswers.set(data, serialized);
  }
  return serialized;
}

/** Adds one part's annotations to the whole document's, under the part's path (as superjson's own walk nests them). */
function annotate(into: { values: Annotations; equalities: Record<string, string[]> }, path: string, { meta }: Serialized): void {
  const under = (inner: string) => (path ? `${path}.${inner}` : inner);
  const values = meta?.values as unknown[] | Annotations | undefined;
  if (Array.isArray(values)) into.values[path] = values;
  else for (const [inner, tree] of Object.entries(values ?? {})) into.values[under(inner)] = tree;
  const equalities = meta?.referentialEqualities as [string[], Record<string, string[]>?] | Record<string, string[]> | undefined;
  const [itself, others] = Array.isArray(equalities) ? [equalities[0], equalities[1]] : [undefined, equalities];
  if (itself) into.equalities[path] = itself.map(under);
  for (const [first, same] of Object.entries(others ?? {})) into.equalities[under(first)] = same.map(under);
}

/**
 * The query data a server-rendered page was made from, as text for the page: what
 * `superjson.stringify(dehydrate(...))` writes, with each answer's part serialized once per answer
 * object (serializeAnswer). Objects shared between two answers arrive as copies, not one object.
 */
export function pageStateText(queryClient: QueryClient): string {
  const { queries, ...rest } = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === "success" || isAnswerQuery(query) });
  const document = superjson.serialize(rest);
  const meta = { values: {} as Annotations, equalities: {} as Record<string, string[]> };
  annotate(meta, "", document);
  const json = {
    ...(document.json as object),
    queries: queries.map((query, index) => {
      const { data, ...state } = query.state;
      const path = `queries.${index}`;
      if (typeof data !== "object" || data === null) {
        const whole = superjson.serialize(query);
        annotate(meta, path, whole);
        return whole.json;
      }
      const envelope = superjson.serialize({ ...query, state });
      const answer = serializeAnswer(data);
      annotate(meta, path, envelope);
      annotate(meta, `${path}.state.data`, answer);
      const envelopeJson = envelope.json as { state: object };
      return { ...envelopeJson, state: { ...envelopeJson.state, data: answer.json } };
    }),
  };
  const hasValues = Object.keys(meta.values).length > 0;
  const hasEqualities = Object.keys(meta.equalities).length > 0;
  return JSON.stringify(
    hasValues || hasEqualities
      ? { json, meta: { ...(hasValues ? { values: meta.values } : {}), ...(hasEqualities ? { referentialEqualities: meta.equalities } : {}), v: 1 } }
      : { json },
  );
}
