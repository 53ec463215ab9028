import { z } from "zod";

/** Largest PostgreSQL integer: bigger ids are a 400, not a database error. */
export const MAX_DB_ID = 2_147_483_647;

export const dbId = z.number({ error: "Expected a numeric id." }).int("Ids are whole numbers.").positive("Ids are positive.").max(MAX_DB_ID, "No such id.");
