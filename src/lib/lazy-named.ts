import { createContext, createElement, use, useContext, type ComponentProps, type ComponentType } from "react";

/**
 * The code of a part loaded on first use, tracked the way React's `use` reads a promise: once it has
 * arrived, a render takes the part at once instead of suspending.
 */
type Loading<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

function tracked<T>(promise: Promise<T>): Loading<T> {
  const loading: Loading<T> = promise;
  loading.status = "pending";
  promise.then(
    (value) => {
      Object.assign(loading, { status: "fulfilled", value });
    },
    (reason: unknown) => {
      Object.assign(loading, { status: "rejected", reason });
    },
  );
  return loading;
}

/** Every lazy part by name, with what loads its code (a name two modules use loads both). */
const preloads = new Map<string, Array<() => Promise<unknown>>>();

/**
 * The names of the lazy parts a server render used: the page lists them (`data-lazy` on #root) and the
 * browser loads their code before it hydrates (preloadLazyParts), so no part of the server's markup is
 * left waiting for its code while the rest is live, dropping a click on it.
 */
export const RenderedLazyParts = createContext<Set<string> | null>(null);

/** A lazy part named `id`: its code loads at its first render, or ahead of it through its `preload`. */
export function lazyComponent<P extends object>(id: string, load: () => Promise<ComponentType<P>>) {
  let loading: Loading<ComponentType<P>> | undefined;
  const preload = () => (loading ??= tracked(load()));
  preloads.set(id, [...(preloads.get(id) ?? []), preload]);
  function LazyPart(props: P) {
    useContext(RenderedLazyParts)?.add(id);
    const code: Promise<ComponentType<P>> = preload();
    return createElement(use(code), props);
  }
  LazyPart.displayName = `Lazy(${id})`;
  return Object.assign(LazyPart, { preload });
}

/** A lazy part from a module's named export (this codebase uses named exports only). */
// `any` mirrors React.lazy's own constraint on the component's props.
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazyComponent<ComponentProps<M[K]>>(String(name), async () => (await load())[name]);
}

/**
 * Loads the code of the lazy parts named, and of the parts inside them as their modules arrive (a part's
 * module names the parts it holds when it runs). A name no module has named stays to its render; a
 * part whose code fails to load fails at its render, as it would have without this.
 */
export async function preloadLazyParts(names: readonly string[]): Promise<void> {
  const waiting = new Set(names);
  for (;;) {
    const known = [...waiting].filter((name) => preloads.has(name));
    if (!known.length) return;
    for (const name of known) waiting.delete(name);
    await Promise.allSettled(known.flatMap((name) => preloads.get(name)!.map((preload) => preload())));
  }
}
