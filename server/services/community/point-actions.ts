import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { pointActions } from "../../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import { recordAudit } from "../admin/audit";
import { dbId } from "../../lib/inputs";

/** Whole numbers only; the form sends numbers, older scripts may send digit strings. */
const whole = (field: string, min: number, max: number) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+$/, `${field} must be a whole number.`)
          .transform(Number),
      ],
      {
        error: `${field} must be a whole number.`,
      },
    )
    .pipe(
      z
        .number()
        .int(`${field} must be a whole number.`)
        .min(min, `${field} must be at least ${min}.`)
        .max(max, `${field} must be at most ${max}.`),
    );

const fields = {
  name: z
    .string({ error: "Activity name is required." })
    .trim()
    .min(1, "Activity name is required.")
    .max(100, "Activity name must be at most 100 characters."),
  description: z.string().trim().max(500, "Description must be at most 500 characters."),
  pointsAwarded: whole("pointsAwarded", 0, 100_000),
  maxTimesPerDay: whole("maxTimesPerDay", 1, 1000),
  cooldownHours: whole("cooldownHours", 0, 8760),
  isActive: z.boolean({ error: "isActive must be true or false." }),
};

/** Spec §3 defaults for a new action: 10 points, once a day, 24 h cooldown, active. */
const POINT_ACTION_DEFAULTS = { pointsAwarded: 10, maxTimesPerDay: 1, cooldownHours: 24, isActive: true } as const;

export const pointActionInput = z.object({
  name: fields.name,
  description: fields.description.default(""),
  pointsAwarded: fields.pointsAwarded.default(POINT_ACTION_DEFAULTS.pointsAwarded),
  maxTimesPerDay: fields.maxTimesPerDay.default(POINT_ACTION_DEFAULTS.maxTimesPerDay),
  cooldownHours: fields.cooldownHours.default(POINT_ACTION_DEFAULTS.cooldownHours),
  isActive: fields.isActive.default(POINT_ACTION_DEFAULTS.isActive),
});

/** The edit form sends the same fields plus the id; fields left out keep their value. */
export const pointActionPatch = z.object({
  id: dbId.optional(),
  name: fields.name.optional(),
  description: fields.description.optional(),
  pointsAwarded: fields.pointsAwarded.optional(),
  maxTimesPerDay: fields.maxTimesPerDay.optional(),
  cooldownHours: fields.cooldownHours.optional(),
  isActive: fields.isActive.optional(),
});

export function listPointActions(db: Db) {
  return db.select().from(pointActions).orderBy(asc(pointActions.id));
}

/** The Points tab's summary cards. */
export async function pointActionSummary(db: Db) {
  const active = (await listPointActions(db)).filter((a) => a.isActive);
  const top = active.reduce<(typeof active)[number] | null>(
    (best, a) => (!best || a.pointsAwarded > best.pointsAwarded ? a : best),
    null,
  );
  return {
    activeCount: active.length,
    totalActivePoints: active.reduce((sum, a) => sum + a.pointsAwarded, 0),
    highestReward: top ? { id: top.id, name: top.name, points: top.pointsAwarded } : null,
  };
}

export async function createPointAction(db: Db, actorId: number, input: z.infer<typeof pointActionInput>) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(pointActions).values(input).returning();
    await recordAudit(tx, {
      actorId,
      action: "point-actions.create",
      target: `point-action:${row!.id}`,
      details: { name: row!.name, pointsAwarded: row!.pointsAwarded },
    });
    return row!;
  });
}

export async function updatePointAction(db: Db, actorId: number, id: number, input: z.infer<typeof pointActionPatch>) {
  const { id: bodyId, ...values } = input;
  if (bodyId !== undefined && bodyId !== id)
    throw badRequest("The point action id in the body does not match the URL.");
  return db.transaction(async (tx) => {
    const [row] = Object.keys(values).length
      ? await tx.update(pointActions).set(values).where(eq(pointActions.id, id)).returning()
      : await tx.select().from(pointActions).where(eq(pointActions.id, id));
    if (!row) throw notFound("Point action not found.");
    await recordAudit(tx, { actorId, action: "point-actions.update", target: `point-action:${id}`, details: values });
    return row;
  });
}

export async function deletePointAction(db: Db, actorId: number, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(pointActions)
      .where(eq(pointActions.id, id))
      .returning({ id: pointActions.id, name: pointActions.name });
    if (!row) throw notFound("Point action not found.");
    await recordAudit(tx, {
      actorId,
      action: "point-actions.delete",
      target: `point-action:${id}`,
      details: { name: row.name },
    });
    return { success: true, id: row.id, message: "Point action deleted" };
  });
}
