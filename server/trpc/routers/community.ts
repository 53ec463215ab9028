import { router } from "../init";

export const communityRouter = router({});
