import { activityInput, communityActivity, leaderboard, leaderboardInput } from "../../services/community/activity";
import { publicProcedure, router } from "../init";

export const communityRouter = router({
  activity: publicProcedure.input(activityInput).query(({ ctx, input }) => communityActivity(ctx.db, input)),
  leaderboard: publicProcedure.input(leaderboardInput).query(({ ctx, input }) => leaderboard(ctx.db, input)),
});
