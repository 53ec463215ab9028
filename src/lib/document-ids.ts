/** Ids of elements the server writes into a rendered page and the browser code looks up. */

/** The JSON script element that carries a server-rendered page's query data. */
export const SSR_STATE_ID = "wildluxe-state";

/** The page's structured data (schema.org JSON-LD). */
export const JSON_LD_ID = "page-json-ld";

/** On #root: the names of the lazy parts in the server's markup, whose code the browser loads before it hydrates. */
export const LAZY_PARTS_ATTRIBUTE = "data-lazy";
