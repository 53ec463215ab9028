import { router } from "../init";

export const journalRouter = router({});
