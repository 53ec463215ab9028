import type { RouterInputs, RouterOutputs } from "@/lib/trpc";

export type PointAction = RouterOutputs["admin"]["pointActions"]["list"][number];
type PointActionInput = RouterInputs["admin"]["pointActions"]["create"];

/** Numbers stay text while typed. */
export type PointActionValues = {
  name: string;
  description: string;
  pointsAwarded: string;
  maxTimesPerDay: string;
  cooldownHours: string;
  isActive: boolean;
};

/** Spec §3: a new action awards 10 points, once a day, with a 24 h cooldown, and is active. */
export const NEW_POINT_ACTION: PointActionValues = {
  name: "",
  description: "",
  pointsAwarded: "10",
  maxTimesPerDay: "1",
  cooldownHours: "24",
  isActive: true,
};

export function valuesFromAction(a: PointAction): PointActionValues {
  return {
    name: a.name,
    description: a.description,
    pointsAwarded: String(a.pointsAwarded),
    maxTimesPerDay: String(a.maxTimesPerDay),
    cooldownHours: String(a.cooldownHours),
    isActive: a.isActive,
  };
}

/** Spec §5: whole numbers, parsed as integers ("12.7" is 12); a field left blank is not sent. */
export function parseWhole(text: string): number | undefined {
  const n = Number.parseInt(text.trim(), 10);
  return Number.isNaN(n) ? undefined : n;
}

/** The form has no required checks of its own (spec §5); the server's rules answer for it. */
export function pointActionPayload(v: PointActionValues): PointActionInput {
  const numbers = {
    pointsAwarded: parseWhole(v.pointsAwarded),
    maxTimesPerDay: parseWhole(v.maxTimesPerDay),
    cooldownHours: parseWhole(v.cooldownHours),
  };
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    ...Object.fromEntries(Object.entries(numbers).filter(([, n]) => n !== undefined)),
    isActive: v.isActive,
  };
}
