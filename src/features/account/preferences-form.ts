import type { RouterOutputs } from "@/lib/trpc";

type TravelStyle = NonNullable<RouterOutputs["account"]["preferences"]["travelStyle"]>;

/** What the preferences form edits and saves (account.savePreferences). */
export type PreferencesValues = {
  categoryIds: number[];
  regionIds: number[];
  amenityIds: number[];
  travelStyle: TravelStyle | null;
  budgetTier: number | null;
};

/** Adds the id when it is missing, removes it when present; the order stays as picked. */
export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}

/** Whether two sets of preferences say the same (order of picks does not matter). */
export function samePreferences(a: PreferencesValues, b: PreferencesValues): boolean {
  const sameSet = (x: readonly number[], y: readonly number[]) =>
    x.length === y.length && x.every((id) => y.includes(id));
  return (
    sameSet(a.categoryIds, b.categoryIds) &&
    sameSet(a.regionIds, b.regionIds) &&
    sameSet(a.amenityIds, b.amenityIds) &&
    a.travelStyle === b.travelStyle &&
    a.budgetTier === b.budgetTier
  );
}

/** "3 selected", or "None selected". */
export function selectedLabel(count: number): string {
  return count ? `${count} selected` : "None selected";
}
