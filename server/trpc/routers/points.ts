import { router } from "../init";

export const pointsRouter = router({});
