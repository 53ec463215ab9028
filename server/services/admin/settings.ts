import type { z } from "zod";
import type { Db } from "../../../db/client";
import { recordAudit } from "./audit";
import { generalSettings, getGeneralSettings, saveGeneralSettings } from "../site/settings";

export { generalSettings as settingsInput } from "../site/settings";

/** The Settings tab: kept in the database (not the browser), so every process and admin sees one value. */
export function getSettings(db: Db) {
  return getGeneralSettings(db);
}

export async function saveSettings(db: Db, actorId: number, input: z.infer<typeof generalSettings>) {
  const before = await getGeneralSettings(db);
  const saved = await saveGeneralSettings(db, input);
  const changed = (Object.keys(input) as (keyof typeof input)[]).filter((k) => before[k] !== input[k]);
  await recordAudit(db, {
    actorId,
    action: "settings.save",
    target: "settings:general",
    details: { changed: Object.fromEntries(changed.map((k) => [k, { from: before[k], to: input[k] }])) },
  });
  return { ...saved, message: "Settings Saved" };
}
