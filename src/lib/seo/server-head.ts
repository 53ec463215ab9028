import { createContext, useContext } from "react";

/** One `<meta>` tag the page wants in the document head. */
export type MetaTag = { attribute: "name" | "property"; key: string; content: string };

/**
 * What a page rendered on the server asks of its response: the head tags and the HTTP status.
 * The page's hooks fill it in while rendering; in the browser there is none and the same hooks
 * update `document.head` in effects instead.
 */
export type ServerHead = {
  /** The site's public origin, for absolute URLs in Open Graph tags and structured data. */
  origin: string;
  /** The requested path and query, as the page sees it. */
  path: string;
  title: string | null;
  description: string | null;
  meta: MetaTag[];
  jsonLd: string | null;
  /** React's preload links for the page's first images (markup React wrote), ahead of the body. */
  resourceHints: string;
  status: number;
};

export const ServerHeadContext = createContext<ServerHead | null>(null);

export function createServerHead(origin: string, path: string): ServerHead {
  return { origin, path, title: null, description: null, meta: [], jsonLd: null, resourceHints: "", status: 200 };
}

/** The head being collected for a server render, or null in the browser. */
export function useServerHead(): ServerHead | null {
  return useContext(ServerHeadContext);
}

/** The site's origin, on the server as in the browser. */
export function useSiteOrigin(): string {
  const head = useServerHead();
  return head ? head.origin : window.location.origin;
}

/** The HTTP status the server answers with for this page (Page Not Found is a 404). */
export function useResponseStatus(status: number): void {
  const head = useServerHead();
  if (head) head.status = status;
}
