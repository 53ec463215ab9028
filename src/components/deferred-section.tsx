import { lazy, memo, Suspense, useEffect, useId, useRef, type ComponentType, type RefObject } from "react";
import { isHydrating } from "@/lib/hydration";

/**
 * A deferred section's code loads once any of it is in view. Its server markup works before that
 * (links, photos, forms that post), so loading it ahead would only spend a phone's data and time
 * on sections the visitor may never scroll to.
 */
const LOAD_MARGIN = "0px";

/** Marks the wrapper `data-live` once the section's code runs (for scripts and tests that need it working). */
function LiveMark({ target }: { target: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    target.current?.setAttribute("data-live", "");
  }, [target]);
  return null;
}

/**
 * The server's markup of a section still waiting for its code, read as the page hydrates. React gives up a waiting
 * section's markup when a context above it changes (a heart saved on the first screen changes the favourites): it
 * cannot tell whether the section reads that context, so it renders the section afresh, and until the code is there
 * that would show nothing. A copy of the markup stands in (inert, as the markup itself was) until the code arrives.
 */
function serverMarkup(id: string): string {
  return document.querySelector(`[data-deferred-section="${CSS.escape(id)}"]`)?.innerHTML ?? "";
}

/**
 * A section below the first screen of a server-rendered page whose code loads when it comes into view. Until
 * then the server's markup stands as it is (React leaves an unhydrated boundary untouched, as
 * long as nothing re-renders it: hence memo), so the first screen needs less script. Rendered on
 * the server, or anew in the browser (a move within the app), it loads at once like any lazy part.
 * Give it props that keep their identity (strings, numbers): a new object would make React render
 * the section before its code is there, dropping the server's markup.
 */
// `any` mirrors React.lazy's own constraint on the component's props.
export function deferredSection<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  let fromServer = false;
  let reveal: () => void = () => undefined;
  const inView = new Promise<void>((resolve) => {
    reveal = resolve;
  });
  const Section: ComponentType<any> = lazy(async () => {
    if (fromServer && "IntersectionObserver" in window) await inView;
    return { default: (await load())[name] };
  });

  function DeferredSection(props: object) {
    const ref = useRef<HTMLDivElement>(null);
    const id = useId();
    // Settled at the first render, before React asks for the code: taking over server markup
    // waits until the section is in view; a fresh render loads at once.
    const hydrating = useRef(typeof window !== "undefined" && isHydrating()).current;
    const markup = useRef<string | null>(null);
    if (hydrating) {
      fromServer = true;
      markup.current ??= serverMarkup(id);
    } else reveal();

    useEffect(() => {
      const element = ref.current;
      if (!element) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          reveal();
          observer.disconnect();
        },
        { rootMargin: LOAD_MARGIN },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, []);
    return (
      <div ref={ref} data-deferred-section={id}>
        <Suspense fallback={markup.current ? <div className="contents" dangerouslySetInnerHTML={{ __html: markup.current }} /> : null}>
          <Section {...props} />
          <LiveMark target={ref} />
        </Suspense>
      </div>
    );
  }
  return memo(DeferredSection) as unknown as ComponentType<M[K] extends ComponentType<infer P> ? P : never>;
}
