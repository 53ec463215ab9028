import { dehydrate, type Query, type QueryClient } from "@tanstack/react-query";
import { errorStatus } from "./query-client";
import { superjson } from "./superjson";

/**
 * Answers that asking again would not change (bad input, not signed in, not allowed, not found):
 * part of the page (an admin screen's refused session, a broken invite link), not failures to retry.
 */
const ANSWER_STATUSES = new Set([400, 401, 403, 404]);

/**
 * A query whose error is the API's answer to this visitor (see ANSWER_STATUSES): the page renders it and the browser
 * starts from it.
 */
export function isAnswerQuery(query: Query): boolean {
  return query.state.status === "error" && ANSWER_STATUSES.has(errorStatus(query.state.error) ?? 0);
}

type Serialized = ReturnType<typeof superjson.serialize>;
type Annotations = Record<string, unknown>;
/** superjson's form of one answer: its annotations, and its JSON as text. */
type SerializedAnswer = { meta: Serialized["meta"]; text: string };

/**
 * superjson's form of each answer, kept with the answer: most of a page's data are the very
 * objects the process caches (shared reads, a member's recommendations), so a page rendered again
 * walks only what is new. superjson's walk was a tenth of a member's render of / (docs/decisions/006),
 * and writing the answers' JSON again (55 of the 61 KB of a member's /) a few % more.
 */
const serializedAnswers = new WeakMap<object, SerializedAnswer>();

function serializeAnswer(data: object): SerializedAnswer {
  let serialized = serializedAnswers.get(data);
  if (!serialized) {
    const { json, meta } = superjson.serialize(data);
    serialized = { meta, text: JSON.stringify(json) };
    serializedAnswers.set(data, serialized);
  }
  return serialized;
}

/** An object's JSON text with one more member, `"key":text` (text already JSON), at its end. */
function withMember(object: object, key: string, text: string): string {
  const own = JSON.stringify(object);
  return `${own.slice(0, -1)}${own === "{}" ? "" : ","}${JSON.stringify(key)}:${text}}`;
}

/** Adds one part's annotations to the whole document's, under the part's path (as superjson's own walk nests them). */
function annotate(
  into: { values: Annotations; equalities: Record<string, string[]> },
  path: string,
  { meta }: Pick<Serialized, "meta">,
): void {
  const under = (inner: string) => (path ? `${path}.${inner}` : inner);
  const values = meta?.values as unknown[] | Annotations | undefined;
  if (Array.isArray(values)) into.values[path] = values;
  else for (const [inner, tree] of Object.entries(values ?? {})) into.values[under(inner)] = tree;
  const equalities = meta?.referentialEqualities as
    [string[], Record<string, string[]>?] | Record<string, string[]> | undefined;
  const [itself, others] = Array.isArray(equalities) ? [equalities[0], equalities[1]] : [undefined, equalities];
  if (itself) into.equalities[path] = itself.map(under);
  for (const [first, same] of Object.entries(others ?? {})) into.equalities[under(first)] = same.map(under);
}

/**
 * The query data a server-rendered page was made from, as text for the page: what
 * `superjson.stringify(dehydrate(...))` writes, with each answer's part serialized once per answer
 * object, its JSON text included (serializeAnswer). Objects shared between two answers arrive as copies, not one
 * object.
 */
export function pageStateText(queryClient: QueryClient): string {
  const { queries, ...rest } = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === "success" || isAnswerQuery(query),
  });
  const document = superjson.serialize(rest);
  const meta = { values: {} as Annotations, equalities: {} as Record<string, string[]> };
  annotate(meta, "", document);
  const queryTexts = queries.map((query, index) => {
    const { data, ...state } = query.state;
    const path = `queries.${index}`;
    if (typeof data !== "object" || data === null) {
      const whole = superjson.serialize(query);
      annotate(meta, path, whole);
      return JSON.stringify(whole.json);
    }
    const envelope = superjson.serialize({ ...query, state });
    const answer = serializeAnswer(data);
    annotate(meta, path, envelope);
    annotate(meta, `${path}.state.data`, answer);
    // The answer's kept text goes in as it is: the envelope is written around it, never the answer again.
    const { state: stateJson, ...others } = envelope.json as { state: object };
    return withMember(others, "state", withMember(stateJson, "data", answer.text));
  });
  const json = withMember(document.json as object, "queries", `[${queryTexts.join(",")}]`);
  const hasValues = Object.keys(meta.values).length > 0;
  const hasEqualities = Object.keys(meta.equalities).length > 0;
  if (!hasValues && !hasEqualities) return `{"json":${json}}`;
  const annotations = {
    ...(hasValues ? { values: meta.values } : {}),
    ...(hasEqualities ? { referentialEqualities: meta.equalities } : {}),
    v: 1,
  };
  return `{"json":${json},"meta":${JSON.stringify(annotations)}}`;
}
