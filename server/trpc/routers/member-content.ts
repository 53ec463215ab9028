import { z } from "zod";
import { listListingMedia } from "../../services/media/member-media";
import {
  myStories,
  publishedStories,
  storiesInput,
  storyInput,
  submitStory,
} from "../../services/journal/member-stories";
import {
  createReview,
  deleteReview,
  listReviews,
  myReview,
  reviewIdInput,
  reviewInput,
  reviewListInput,
  reviewUpdate,
  updateReview,
} from "../../services/community/reviews";
import { createTip, listTips, myTip, tipInput } from "../../services/community/tips";
import {
  hideInput,
  hideReview,
  hideTip,
  removeMediaInput,
  removeMemberMedia,
} from "../../services/community/moderation";
import { listingIdInput } from "../../services/community/favorites";
import { listHiddenContent, restoreContent, restoreInput } from "../../services/community/hidden-content";
import { adminProcedure, memberProcedure, publicProcedure, router, sharedProcedure, tierProcedure } from "../init";
import { CONTRIBUTOR_TIER, STORY_MIN_TIER } from "@shared/tiers";

// Reviews, photos, tips and stories are Luxe Insider benefits; reading them is public; admins moderate.
// A stay's reviews, tips and photos read the same for every reader at one tier (below the stay's tier
// they are empty), so they are shared by tier like the stay itself, and any write of them drops them.
const insider = tierProcedure(CONTRIBUTOR_TIER);

export const memberContentRouter = router({
  reviews: router({
    list: sharedProcedure.input(reviewListInput).query(({ ctx, input }) => listReviews(ctx.db, ctx.user, input)),
    mine: memberProcedure
      .input(listingIdInput)
      .query(({ ctx, input }) => myReview(ctx.db, ctx.user.id, input.listingId)),
    create: insider
      .meta({ invalidates: "public" })
      .input(reviewInput)
      .mutation(({ ctx, input }) => createReview(ctx.db, ctx.user, input)),
    update: insider
      .meta({ invalidates: "public" })
      .input(reviewUpdate)
      .mutation(({ ctx, input }) => updateReview(ctx.db, ctx.user.id, input)),
    delete: insider
      .meta({ invalidates: "public" })
      .input(reviewIdInput)
      .mutation(({ ctx, input }) => deleteReview(ctx.db, ctx.user.id, input.reviewId)),
    hide: adminProcedure
      .meta({ invalidates: "public" })
      .input(hideInput)
      .mutation(({ ctx, input }) => hideReview(ctx.db, ctx.user.id, input)),
  }),
  tips: router({
    list: sharedProcedure.input(listingIdInput).query(({ ctx, input }) => listTips(ctx.db, ctx.user, input.listingId)),
    mine: memberProcedure.input(listingIdInput).query(({ ctx, input }) => myTip(ctx.db, ctx.user.id, input.listingId)),
    create: insider
      .meta({ invalidates: "public" })
      .input(tipInput)
      .mutation(({ ctx, input }) => createTip(ctx.db, ctx.user, input)),
    hide: adminProcedure
      .meta({ invalidates: "public" })
      .input(hideInput)
      .mutation(({ ctx, input }) => hideTip(ctx.db, ctx.user.id, input)),
  }),
  media: router({
    list: sharedProcedure
      .input(listingIdInput)
      .query(({ ctx, input }) => listListingMedia(ctx.db, ctx.user, input.listingId)),
    remove: adminProcedure
      .meta({ invalidates: "public" })
      .input(removeMediaInput)
      .mutation(({ ctx, input }) => removeMemberMedia(ctx.db, ctx.user.id, input)),
  }),
  /** What moderators hid or removed, with the reason and who did it; restoring is audited. */
  hidden: router({
    list: adminProcedure.input(z.void()).query(({ ctx }) => listHiddenContent(ctx.db)),
    restore: adminProcedure
      .meta({ invalidates: "public" })
      .input(restoreInput)
      .mutation(({ ctx, input }) => restoreContent(ctx.db, ctx.user.id, input)),
  }),
  submitStory: tierProcedure(STORY_MIN_TIER)
    .meta({ invalidates: "public" })
    .input(storyInput)
    .mutation(({ ctx, input }) => submitStory(ctx.db, ctx.user, input)),
  myStories: memberProcedure.input(z.void()).query(({ ctx }) => myStories(ctx.db, ctx.user.id)),
  stories: publicProcedure
    .input(storiesInput)
    .query(({ ctx, input }) => publishedStories(ctx.db, Boolean(ctx.user), input)),
});
