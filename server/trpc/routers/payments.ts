import { router } from "../init";

export const paymentsRouter = router({});
