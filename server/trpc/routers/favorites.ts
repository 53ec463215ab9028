import { z } from "zod";
import {
  addToCollection,
  collectionInput,
  collectionListing,
  collectionRef,
  collectionRename,
  createCollection,
  deleteCollection,
  listCollections,
  removeFromCollection,
  renameCollection,
  shareCollection,
  sharedCollection,
  shareTokenInput,
  unshareCollection,
} from "../../services/community/collections";
import {
  addFavorite,
  favoriteIds,
  listFavorites,
  listingIdInput,
  removeFavorite,
} from "../../services/community/favorites";
import { appCache } from "../../lib/cache";
import { memberRead } from "../../lib/public-reads";
import { memberProcedure, publicProcedure, router } from "../init";

const collectionsRouter = router({
  list: memberProcedure.input(z.void()).query(({ ctx }) => listCollections(ctx.db, ctx.user)),
  create: memberProcedure
    .meta({ invalidates: "own" })
    .input(collectionInput)
    .mutation(({ ctx, input }) => createCollection(ctx.db, ctx.user, input)),
  rename: memberProcedure
    .meta({ invalidates: "own" })
    .input(collectionRename)
    .mutation(({ ctx, input }) => renameCollection(ctx.db, ctx.user, input)),
  delete: memberProcedure
    .meta({ invalidates: "own" })
    .input(collectionRef)
    .mutation(({ ctx, input }) => deleteCollection(ctx.db, ctx.user, input.id)),
  addListing: memberProcedure
    .meta({ invalidates: "own" })
    .input(collectionListing)
    .mutation(({ ctx, input }) => addToCollection(ctx.db, ctx.user, input)),
  removeListing: memberProcedure
    .meta({ invalidates: "own" })
    .input(collectionListing)
    .mutation(({ ctx, input }) => removeFromCollection(ctx.db, ctx.user, input)),
  share: memberProcedure
    .meta({ invalidates: "own" })
    .input(collectionRef)
    .mutation(({ ctx, input }) => shareCollection(ctx.db, ctx.user, input.id)),
  unshare: memberProcedure
    .meta({ invalidates: "own" })
    .input(collectionRef)
    .mutation(({ ctx, input }) => unshareCollection(ctx.db, ctx.user, input.id)),
  shared: publicProcedure
    .input(shareTokenInput)
    .query(({ ctx, input }) => sharedCollection(ctx.db, ctx.user, input.token)),
});

export const favoritesRouter = router({
  list: memberProcedure.input(z.void()).query(({ ctx }) => listFavorites(ctx.db, ctx.user)),
  // Asked by every page with cards: kept for the member (memberRead), dropped by any write of theirs.
  ids: memberProcedure
    .input(z.void())
    .query(({ ctx }) =>
      memberRead(appCache(ctx.metrics), ctx.user, "favorites.ids", null, () => favoriteIds(ctx.db, ctx.user.id)),
    ),
  add: memberProcedure
    .meta({ invalidates: "own" })
    .input(listingIdInput)
    .mutation(({ ctx, input }) => addFavorite(ctx.db, ctx.user, input.listingId)),
  remove: memberProcedure
    .meta({ invalidates: "own" })
    .input(listingIdInput)
    .mutation(({ ctx, input }) => removeFavorite(ctx.db, ctx.user.id, input.listingId)),
  collections: collectionsRouter,
});
