import { router } from "../init";

export const memberContentRouter = router({});
