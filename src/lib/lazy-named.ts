import { createContext, createElement, use, useContext, type ComponentProps, type ComponentType } from "react";

/**
 * The code of a part loaded on first use, tracked the way React's `use` reads a promise: once it has
 * arrived, a render takes the part at once instead of suspending.
 */
type Loading<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

function tracked<T>(promise: Promise<T>): Loading<T> {
  const loading: Loading<T> = promise;
  loading.status = "pending";
  void promise.then(
    (value) => {
      loading.status = "fulfilled";
      loading.value = value;
    },
    (reason: unknown) => {
      loading.status = "rejected";
      loading.reason = reason;
    },
  );
  return loading;
}

/** Every lazy part by name, with what loads its code (a name two modules use loads both). */
const preloads = new Map<string, Array<() => Promise<unknown>>>();

/** The code of the first screen's lazy parts (preloadLazyParts), which a part that holds them waits for. */
let firstScreen: Promise<void> = Promise.resolve();

/**
 * The names of the lazy parts a server render used: the page lists them (`data-lazy` on #root) and the
 * browser loads their code as it starts (preloadLazyParts); a part that holds others (a route's page)
 * hydrates once all of it has arrived, so no part of its markup is left dead while the rest is live.
 */
export const RenderedLazyParts = createContext<Set<string> | null>(null);

/**
 * A lazy part named `id`: its code loads at its first render, or ahead of it through its `preload`.
 * `holdsOthers` (a route's page) makes its first render also wait for the code of every lazy part the
 * first screen named: the parts inside it then render at once, in the same pass, and the page is
 * live as a whole when its boundary is; the shell around it does not wait.
 */
export function lazyComponent<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
  { holdsOthers = false } = {},
) {
  let loading: Loading<ComponentType<P>> | undefined;
  const preload = () => (loading ??= tracked(load()));
  let whole: Loading<ComponentType<P>> | undefined;
  const withOthers = async () => {
    const component = await preload();
    await firstScreen;
    return component;
  };
  const code = holdsOthers ? () => (whole ??= tracked(withOthers())) : preload;
  preloads.set(id, [...(preloads.get(id) ?? []), preload]);
  function LazyPart(props: P) {
    useContext(RenderedLazyParts)?.add(id);
    const ready: Promise<ComponentType<P>> = code();
    return createElement(use(ready), props);
  }
  LazyPart.displayName = `Lazy(${id})`;
  return Object.assign(LazyPart, { preload });
}

/** A lazy part from a module's named export (this codebase uses named exports only). */
// `any` mirrors React.lazy's own constraint on the component's props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy constrains props
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazyComponent<ComponentProps<M[K]>>(String(name), async () => (await load())[name]);
}

/**
 * Starts loading the code of the lazy parts named, and of the parts inside them as their modules arrive
 * (a part's module names the parts it holds when it runs); parts that hold others wait for all of it. A
 * name no module has named stays to its render; a part whose code fails to load fails at its render, as
 * it would have without this.
 */
export function preloadLazyParts(names: readonly string[]): Promise<void> {
  firstScreen = (async () => {
    const waiting = new Set(names);
    for (;;) {
      const known = [...waiting].filter((name) => preloads.has(name));
      if (!known.length) return;
      for (const name of known) waiting.delete(name);
      await Promise.allSettled(known.flatMap((name) => preloads.get(name)!.map((preload) => preload())));
    }
  })();
  return firstScreen;
}
