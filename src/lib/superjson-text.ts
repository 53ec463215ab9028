/**
 * Reads superjson's text without superjson when all it marks are dates, `undefined` values and one
 * object in two places: what a page's state and the stored user carry. superjson (10 KB minified)
 * is then no part of the first screen's script (decision 022). Anything else (maps, sets, errors,
 * ...) gives `undefined`, and the caller asks superjson itself (loadSuperjson).
 */

/** The app's superjson (./superjson), loaded when first needed. */
export const loadSuperjson = async () => (await import("./superjson")).superjson;

/** superjson's annotations: a value's type (with its inner values' annotations), or annotations by path. */
type Tree = [string, Record<string, Tree>?] | { [path: string]: Tree };
type Text = { json: unknown; meta?: { values?: Tree; referentialEqualities?: unknown; v?: number } };

const REVIVE: Record<string, (json: unknown) => unknown> = {
  Date: (json) => new Date(json as string),
  undefined: () => undefined,
};

/** Keys superjson refuses to follow: a path through them could change every object's prototype. */
const FORBIDDEN = new Set(["__proto__", "prototype", "constructor"]);

/** A path as superjson writes it: keys joined by dots, a dot or backslash inside a key escaped by a backslash. */
function parsePath(path: string): string[] {
  const keys: string[] = [];
  let key = "";
  for (let i = 0; i < path.length; i++) {
    const char = path[i]!;
    if (char === "\\") key += path[++i] ?? "";
    else if (char === ".") {
      keys.push(key);
      key = "";
    } else key += char;
  }
  keys.push(key);
  return keys;
}

type Container = Record<string, unknown>;

/** The object at `keys` under `root`, or undefined when the path leaves plain objects and arrays. */
function containerAt(root: unknown, keys: readonly string[]): Container | undefined {
  let node = root;
  for (const key of keys) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Container)[key];
  }
  return typeof node === "object" && node !== null ? (node as Container) : undefined;
}

/** Every annotated path under `tree` with its type; false when a node is one this reader does not revive. */
function collect(tree: Tree, origin: string[], into: [string[], string][]): boolean {
  if (!Array.isArray(tree))
    return Object.entries(tree).every(([path, inner]) => collect(inner, [...origin, ...parsePath(path)], into));
  const [type, inner] = tree;
  if (inner || !(type in REVIVE)) return false;
  into.push([origin, type]);
  return true;
}

export function readSuperjsonText(text: string): { value: unknown } | undefined {
  const { json, meta } = JSON.parse(text) as Text;
  if (!meta) return { value: json };
  // Version 1 escapes dots in keys; older texts do not, and only superjson reads them.
  if (meta.v !== 1) return undefined;
  const annotated: [string[], string][] = [];
  if (meta.values && !collect(meta.values, [], annotated)) return undefined;
  const equalities = meta.referentialEqualities ?? {};
  // An array marks the whole value appearing inside itself; only superjson rebuilds that.
  if (Array.isArray(equalities) || typeof equalities !== "object") return undefined;
  const sameAs = Object.entries(equalities as Record<string, string[]>).map(
    ([first, others]) => [parsePath(first), others.map(parsePath)] as const,
  );
  const paths = [...annotated.map(([keys]) => keys), ...sameAs.flatMap(([first, others]) => [first, ...others])];
  if (paths.some((keys) => keys.some((key) => FORBIDDEN.has(key)))) return undefined;

  let value = json;
  for (const [keys, type] of annotated) {
    if (keys.length === 0) {
      value = REVIVE[type]!(value);
      continue;
    }
    const parent = containerAt(value, keys.slice(0, -1));
    if (!parent) return undefined;
    const key = keys[keys.length - 1]!;
    parent[key] = REVIVE[type]!(parent[key]);
  }
  for (const [first, others] of sameAs) {
    const object = containerAt(value, first);
    for (const keys of others) {
      const parent = containerAt(value, keys.slice(0, -1));
      if (!object || !parent || keys.length === 0) return undefined;
      parent[keys[keys.length - 1]!] = object;
    }
  }
  return { value };
}
