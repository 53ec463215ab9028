export type UsageDay = { keyId: number; day: string; requests: number; errors: number };

export const USAGE_DAYS_SHOWN = 30;

/** One point per day for the last 30 days (UTC), oldest first, with days without calls as zero. */
export function dailySeries(days: readonly UsageDay[], today: Date, keyId?: number) {
  const byDay = new Map<string, { requests: number; errors: number }>();
  for (const d of days) {
    if (keyId !== undefined && d.keyId !== keyId) continue;
    const sum = byDay.get(d.day) ?? { requests: 0, errors: 0 };
    byDay.set(d.day, { requests: sum.requests + d.requests, errors: sum.errors + d.errors });
  }
  return Array.from({ length: USAGE_DAYS_SHOWN }, (_, i) => {
    const day = new Date(today.getTime() - (USAGE_DAYS_SHOWN - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    return { day, ...(byDay.get(day) ?? { requests: 0, errors: 0 }) };
  });
}
