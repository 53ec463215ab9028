export type AdPlacement = {
  id: number;
  type: "banner" | "sidebar" | "popup" | "inline";
  location: string;
  minTier: number;
  width: number;
  height: number;
  sponsor: { id: number; name: string; logo: string; tier: "gold" | "silver" | "bronze" };
  /** The sponsor's own artwork; until they upload it, the placement shows their name and logo. */
  artwork: { imageUrl: string; altText: string; linkUrl: string } | null;
};

/** The placement to show: in-page types only, within the viewer's tier, gold sponsors first. */
export function pickPlacement(ads: readonly AdPlacement[], viewerTier: number): AdPlacement | null {
  const rank = { gold: 0, silver: 1, bronze: 2 } as const;
  const eligible = ads.filter((ad) => ad.type !== "popup" && ad.minTier <= viewerTier);
  return [...eligible].sort((a, b) => rank[a.sponsor.tier] - rank[b.sponsor.tier] || a.id - b.id)[0] ?? null;
}

/** Counts an impression or a click; ad counters are best effort and never disturb the page. */
export function recordAdEvent(id: number, kind: "impression" | "click"): void {
  void fetch(`/api/ads/${id}/${kind}`, { method: "POST", credentials: "same-origin", keepalive: true }).catch(
    () => undefined,
  );
}
