import { router } from "../init";

export const adminRouter = router({});
