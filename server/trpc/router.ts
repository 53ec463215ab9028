import { createCallerFactory, router } from "./init";
import { authRouter } from "./routers/auth";
import { catalogRouter } from "./routers/catalog";
import { listingsRouter } from "./routers/listings";

export const appRouter = router({
  auth: authRouter,
  catalog: catalogRouter,
  listings: listingsRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
