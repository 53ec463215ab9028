/** Ids of elements the server writes into a rendered page and the browser code looks up. */

/** The JSON script element that carries a server-rendered page's query data. */
export const SSR_STATE_ID = "wildluxe-state";

/** The page's structured data (schema.org JSON-LD). */
export const JSON_LD_ID = "page-json-ld";
