import { Suspense, useSyncExternalStore } from "react";
import type { ToasterProps } from "react-hot-toast";
import { lazyNamed } from "./lazy-named";

/** One toast at a time: every toast reuses this id, so a new one replaces the last. */
const TOAST_ID = "wildluxe-toast";

// Most visits never show a toast, so the toast library loads with the first one.
const loadToasts = () => import("react-hot-toast");
const LazyToaster = lazyNamed(loadToasts, "Toaster");

let needed = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function Body({ title, message }: { title: string; message?: string | undefined }) {
  return (
    <div className="text-sm">
      <p className="font-semibold text-ink">{title}</p>
      {message ? <p className="mt-0.5 text-muted">{message}</p> : null}
    </div>
  );
}

function show(kind: "success" | "error" | "info", title: string, message?: string) {
  if (!needed) {
    needed = true;
    for (const listener of listeners) listener();
  }
  void loadToasts().then(({ default: toast }) => {
    const body = <Body title={title} message={message} />;
    if (kind === "info") toast(body, { id: TOAST_ID, icon: "ℹ️" });
    else toast[kind](body, { id: TOAST_ID });
  });
}

export const notify = {
  success: (title: string, message?: string) => show("success", title, message),
  error: (title: string, message?: string) => show("error", title, message),
  info: (title: string, message?: string) => show("info", title, message),
};

/** Where toasts appear; mounted once the first toast is asked for. */
export function Toasts(props: ToasterProps) {
  const shown = useSyncExternalStore(subscribe, () => needed, () => false);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster {...props} />
    </Suspense>
  );
}
