import { lazy, type ComponentType } from "react";

/** React.lazy for a module's named export (this codebase uses named exports only). */
// `any` mirrors React.lazy's own constraint on the component's props.
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
