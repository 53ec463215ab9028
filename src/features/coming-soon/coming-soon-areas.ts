/** What each not-yet-built area is for, so its placeholder can say something useful. */
export const AREAS = {
  listings: { label: "Listings", blurb: "Photos, amenities, location and everything else about a stay, in one place." },
  recommendations: { label: "Recommendations", blurb: "Stays matched to your preferences and travel style, with the reasons they fit." },
  travelers: { label: "Traveler's Home", blurb: "Your trips, points and stories gathered on one calm dashboard." },
  journal: { label: "Journal", blurb: "Travel stories, guides and member journeys from the Wildluxe community." },
  membership: { label: "Membership", blurb: "Luxe Explorer, Luxe Insider and Luxe Elite plans, with points every month." },
  availability: { label: "Availability", blurb: "Check dates across the collection before you plan the rest of the trip." },
  store: { label: "Store", blurb: "Field-tested gear, decal packs and keepsakes for the road." },
  sponsors: { label: "Sponsors", blurb: "Brands that share our love of the outdoors, and how to join them." },
  account: { label: "Member area", blurb: "Your account, favorites, preferences and settings." },
  admin: { label: "Admin", blurb: "Tools for running Wildluxe: properties, journal, points, monitoring and settings." },
  partners: { label: "Owners and partners", blurb: "Listing packages for property owners and API access for partners." },
  search: { label: "Search", blurb: "Find stays by place, mood, amenities and more, including AI-assisted search." },
  community: { label: "Community", blurb: "What members are sharing, and who is leading the points board." },
  concierge: { label: "Concierge", blurb: "Chrissy, our AI travel concierge, and trip planning for Luxe Elite members." },
  tools: { label: "Tools", blurb: "Internal tools and demos for the Wildluxe team." },
  info: { label: "Wildluxe", blurb: "About us, help, safety and the fine print." },
} as const;

export type AreaKey = keyof typeof AREAS;
