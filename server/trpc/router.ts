import { createCallerFactory, router } from "./init";
import { accountRouter } from "./routers/account";
import { adminRouter } from "./routers/admin/index";
import { authRouter } from "./routers/auth";
import { availabilityRouter } from "./routers/availability";
import { catalogRouter } from "./routers/catalog";
import { communityRouter } from "./routers/community";
import { conciergeRouter } from "./routers/concierge";
import { contentRouter } from "./routers/content";
import { favoritesRouter } from "./routers/favorites";
import { journalRouter } from "./routers/journal";
import { listingsRouter } from "./routers/listings";
import { memberContentRouter } from "./routers/member-content";
import { ownersRouter } from "./routers/owners";
import { partnersRouter } from "./routers/partners";
import { paymentsRouter } from "./routers/payments";
import { pointsRouter } from "./routers/points";
import { recommendationsRouter } from "./routers/recommendations";
import { searchRouter } from "./routers/search";
import { sponsorsRouter } from "./routers/sponsors";
import { storeRouter } from "./routers/store";
import { tripsRouter } from "./routers/trips";

export const appRouter = router({
  auth: authRouter,
  account: accountRouter,
  catalog: catalogRouter,
  listings: listingsRouter,
  availability: availabilityRouter,
  search: searchRouter,
  concierge: conciergeRouter,
  favorites: favoritesRouter,
  points: pointsRouter,
  recommendations: recommendationsRouter,
  memberContent: memberContentRouter,
  community: communityRouter,
  journal: journalRouter,
  admin: adminRouter,
  payments: paymentsRouter,
  partners: partnersRouter,
  owners: ownersRouter,
  store: storeRouter,
  sponsors: sponsorsRouter,
  content: contentRouter,
  trips: tripsRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
