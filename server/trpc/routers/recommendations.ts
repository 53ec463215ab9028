import { router } from "../init";

export const recommendationsRouter = router({});
