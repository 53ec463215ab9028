import { z } from "zod";
import { listListingMedia } from "../../services/media/member-media";
import { myStories, publishedStories, storiesInput, storyInput, submitStory } from "../../services/journal/member-stories";
import { createReview, listReviews, myReview, reviewInput, reviewListInput, reviewUpdate, updateReview } from "../../services/community/reviews";
import { listingIdInput } from "../../services/community/favorites";
import { memberProcedure, publicProcedure, router, tierProcedure } from "../init";

// Reviews, photos and stories are Luxe Insider benefits; reading them is public.
const insider = tierProcedure(2);

export const memberContentRouter = router({
  reviews: router({
    list: publicProcedure.input(reviewListInput).query(({ ctx, input }) => listReviews(ctx.db, ctx.user, input)),
    mine: memberProcedure.input(listingIdInput).query(({ ctx, input }) => myReview(ctx.db, ctx.user.id, input.listingId)),
    create: insider.input(reviewInput).mutation(({ ctx, input }) => createReview(ctx.db, ctx.user, input)),
    update: insider.input(reviewUpdate).mutation(({ ctx, input }) => updateReview(ctx.db, ctx.user.id, input)),
  }),
  media: router({
    list: publicProcedure.input(listingIdInput).query(({ ctx, input }) => listListingMedia(ctx.db, ctx.user, input.listingId)),
  }),
  submitStory: insider.input(storyInput).mutation(({ ctx, input }) => submitStory(ctx.db, ctx.user, input)),
  myStories: memberProcedure.input(z.void()).query(({ ctx }) => myStories(ctx.db, ctx.user.id)),
  stories: publicProcedure.input(storiesInput).query(({ ctx, input }) => publishedStories(ctx.db, Boolean(ctx.user), input)),
});
