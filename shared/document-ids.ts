/** Ids of elements the server writes into a rendered page and the browser code looks up. */

/** The JSON script element that carries a server-rendered page's query data. */
export const SSR_STATE_ID = "wildluxe-state";

/** The page's structured data (schema.org JSON-LD). */
export const JSON_LD_ID = "page-json-ld";

/** On #root: the names of the lazy parts in the server's markup, whose code the browser loads before it hydrates. */
export const LAZY_PARTS_ATTRIBUTE = "data-lazy";

/** On a section below the first screen that loads its code as it comes into view: its `useId`. */
export const DEFERRED_SECTION_ATTRIBUTE = "data-deferred-section";

/** Added to such a section once its code runs. */
export const LIVE_ATTRIBUTE = "data-live";

/** A deferred section still waiting for its code: server markup, where input is held for it. */
export const WAITING_SECTION = `[${DEFERRED_SECTION_ATTRIBUTE}]:not([${LIVE_ATTRIBUTE}])`;

/** Marks, set by the early script, on a form sent and a button pressed before the part they are in was live. */
export const HELD_SUBMIT_ATTRIBUTE = "data-held-submit";
export const HELD_CLICK_ATTRIBUTE = "data-held-click";
