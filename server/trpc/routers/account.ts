import { router } from "../init";

export const accountRouter = router({});
