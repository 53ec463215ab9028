import { useEffect, useRef, useState } from "react";

/**
 * True once the element has come within `margin` of the viewport (never during the server render,
 * so the browser's first render matches the server's markup). Watches only while `watch` holds.
 */
export function useNearScreen<T extends Element>(margin: string, watch = true) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || near || !watch) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, watch, margin]);
  return [ref, near] as const;
}
