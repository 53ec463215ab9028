import superjson from "superjson";

// A tRPC error keeps its `data` (code, httpStatus) through a page's state, so a page that was
// not found on the server is not found in the browser too, without asking again.
superjson.allowErrorProps("data");

/** The app's superjson: the API's transformer, the page's state and the stored user are written with it. */
export { superjson };
