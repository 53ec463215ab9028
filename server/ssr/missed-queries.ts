/**
 * What the server logs (a warning, with the page's address and the queries) when a page's render asked for data
 * its route's declaration did not fetch first: the page went out with those parts loading. The browser tests fail
 * on it (tests/e2e/server-log.ts).
 */
export const MISSED_QUERIES_MESSAGE = "server render asked for queries its route does not declare";
