// Apart from the sections that show them, which load as they come into view: the page's data declaration
// (listing-detail-data.ts) asks for these first pages, and importing a section for its number would bring
// the section's code into the page's first chunk.

/** Reviews a stay's page shows first. */
export const REVIEWS_FIRST_PAGE = 5;
/** Stays of the same category a stay's page suggests. */
export const SIMILAR_COUNT = 3;
