import { Suspense, useSyncExternalStore } from "react";
import type { ToasterProps } from "react-hot-toast";
import { Link } from "wouter";
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

/** A next step offered in a toast, such as signing in. */
export type ToastAction = { label: string; href: string };

function Body({
  title,
  message,
  action,
  onAction,
}: {
  title: string;
  message?: string | undefined;
  action?: ToastAction | undefined;
  onAction: () => void;
}) {
  return (
    <div className="text-sm">
      <p className="font-semibold text-ink">{title}</p>
      {message ? <p className="mt-0.5 text-muted">{message}</p> : null}
      {action ? (
        <Link
          href={action.href}
          onClick={onAction}
          className="mt-1.5 inline-block font-semibold text-forest-800 underline underline-offset-4 hover:text-forest-600"
        >
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}

function show(kind: "success" | "error" | "info", title: string, message?: string, action?: ToastAction) {
  if (!needed) {
    needed = true;
    for (const listener of listeners) listener();
  }
  void loadToasts().then(({ default: toast }) => {
    const body = <Body title={title} message={message} action={action} onAction={() => toast.dismiss(TOAST_ID)} />;
    if (kind === "info") toast(body, { id: TOAST_ID, icon: "ℹ️" });
    else toast[kind](body, { id: TOAST_ID });
  });
}

export const notify = {
  success: (title: string, message?: string) => show("success", title, message),
  error: (title: string, message?: string) => show("error", title, message),
  info: (title: string, message?: string, action?: ToastAction) => show("info", title, message, action),
  /** Clears the toast, for menus that open where it sits (on phones it would cover their top). */
  dismiss: () => {
    if (needed) void loadToasts().then(({ default: toast }) => toast.dismiss(TOAST_ID));
  },
};

/** Where toasts appear; mounted once the first toast is asked for. */
export function Toasts(props: ToasterProps) {
  const shown = useSyncExternalStore(
    subscribe,
    () => needed,
    () => false,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster {...props} />
    </Suspense>
  );
}
