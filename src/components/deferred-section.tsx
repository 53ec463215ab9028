import { lazy, memo, Suspense, useEffect, useId, useRef, useState, type ComponentType, type RefObject } from "react";
import { DEFERRED_SECTION_ATTRIBUTE, LIVE_ATTRIBUTE } from "@shared/document-ids";
import { resumeHeldInput } from "@/lib/held-input";
import { isHydrating } from "@/lib/hydration";

/**
 * A deferred section's code loads once any of it is in view. Its server markup works before that
 * (links, photos, forms that post), so loading it ahead would only spend a phone's data and time
 * on sections the visitor may never scroll to.
 */
const LOAD_MARGIN = "0px";

/**
 * Marks the wrapper `data-live` once the section's code runs (for scripts and tests that need it working), and hands
 * the section what a visitor typed, sent or pressed in its server markup meanwhile (React drops a press on a section it
 * cannot take over yet; the early script held it).
 */
function LiveMark({ target }: { target: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const section = target.current;
    if (!section) return;
    section.setAttribute(LIVE_ATTRIBUTE, "");
    resumeHeldInput(section);
  }, [target]);
  return null;
}

/**
 * The fallback of a section still waiting for its code: a copy of its server markup. React gives up a waiting
 * section's markup when a context above it changes (a heart saved on the first screen changes the favourites): it
 * cannot tell whether the section reads that context, so it renders the section afresh, and until the code is there
 * that would show nothing. The copy is read only then, while React renders the fallback and the markup is still in
 * the page, so a first visit pays nothing for it; it stands in, inert as the markup was, until the code arrives.
 */
function ServerMarkupCopy({ id }: { id: string }) {
  // Rendered only in the browser: the fallback is set only while hydrating.
  const [markup] = useState(
    () => document.querySelector(`[${DEFERRED_SECTION_ATTRIBUTE}="${CSS.escape(id)}"]`)?.innerHTML ?? "",
  );
  return markup ? <div className="contents" dangerouslySetInnerHTML={{ __html: markup }} /> : null;
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
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy constrains props
export function deferredSection<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  let fromServer = false;
  let reveal: () => void = () => undefined;
  const inView = new Promise<void>((resolve) => {
    reveal = resolve;
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy constrains props
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
    if (hydrating) fromServer = true;
    else reveal();

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
      <div ref={ref} className="render-near-view" {...{ [DEFERRED_SECTION_ATTRIBUTE]: id }}>
        <Suspense fallback={hydrating ? <ServerMarkupCopy id={id} /> : null}>
          <Section {...props} />
          <LiveMark target={ref} />
        </Suspense>
      </div>
    );
  }
  return memo(DeferredSection) as unknown as ComponentType<M[K] extends ComponentType<infer P> ? P : never>;
}
