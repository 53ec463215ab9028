import { router } from "../init";

export const favoritesRouter = router({});
