/** What each not-yet-built area is for, so its placeholder can say something useful. */
export const AREAS = {
  concierge: { label: "Concierge", blurb: "Chrissy, our AI travel concierge, and trip planning for Luxe Elite members." },
} as const;

export type AreaKey = keyof typeof AREAS;
