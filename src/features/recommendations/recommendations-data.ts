import type { DataContext } from "@/lib/route-data";

/**
 * The data useRecommendations(limit) shows: trending for a visitor; for a member the enhanced list,
 * or the personalized one when that is empty. Apart from the hook, so a page that declares it for
 * the server render (the home page) does not bring the hook to its first screen.
 */
export async function recommendationsData({ user, q }: DataContext, limit: number): Promise<void> {
  if (!user) return q.recommendations.trending.prefetch({ limit });
  const enhanced = await q.recommendations.enhanced.fetch({ limit }).catch(() => null);
  // A failed enhanced list is asked again by the browser (as the render shows it loading).
  if (enhanced && !enhanced.recommendations.length) await q.recommendations.personalized.prefetch({ limit });
}
