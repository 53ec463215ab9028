type SponsorTier = "gold" | "silver" | "bronze";
type SponsorStatus = "active" | "renewing" | "expired" | "pending";

export type DemoSponsor = {
  name: string;
  logo: string;
  tier: SponsorTier;
  status: SponsorStatus;
  /** Months relative to the seeding month. */
  startMonths: number;
  endMonths: number;
  contactName: string;
  contactEmail: string;
  notes: string;
};

export type DemoAdSpace = {
  name: string;
  description: string;
  type: "banner" | "sidebar" | "popup" | "inline";
  location: "homepage" | "listings" | "journal" | "newsletter" | "global" | "categories";
  minTier: number;
  width: number;
  height: number;
  /** Index into DEMO_SPONSORS, or null for an unsold space. */
  sponsor: number | null;
  impressions: number;
  clicks: number;
};

export const DEMO_SPONSORS: DemoSponsor[] = [
  {
    name: "Northwind Outfitters",
    logo: "NWO",
    tier: "gold",
    status: "active",
    startMonths: -4,
    endMonths: 8,
    contactName: "Dana Whitfield",
    contactEmail: "partners@northwind-outfitters.example",
    notes: "Outdoor apparel. Wants the homepage banner during ski season.",
  },
  {
    name: "Alpenglow Spirits",
    logo: "AS",
    tier: "silver",
    status: "renewing",
    startMonths: -11,
    endMonths: 1,
    contactName: "Lukas Brenner",
    contactEmail: "lukas@alpenglow-spirits.example",
    notes: "Renewal call booked; considering an upgrade to Gold.",
  },
  {
    name: "Tidewater Yachts",
    logo: "TY",
    tier: "gold",
    status: "active",
    startMonths: -2,
    endMonths: 10,
    contactName: "Isabel Moreau",
    contactEmail: "isabel@tidewater-yachts.example",
    notes: "Sponsored journal story on island hopping scheduled for next quarter.",
  },
  {
    name: "Ember & Oak Coffee",
    logo: "EO",
    tier: "bronze",
    status: "active",
    startMonths: -1,
    endMonths: 11,
    contactName: "Priya Raman",
    contactEmail: "hello@emberandoak.example",
    notes: "",
  },
  {
    name: "Summit Optics",
    logo: "SO",
    tier: "silver",
    status: "expired",
    startMonths: -14,
    endMonths: -2,
    contactName: "Grant Holloway",
    contactEmail: "grant@summit-optics.example",
    notes: "Did not renew after the spring campaign.",
  },
  {
    name: "Wildflower Skincare",
    logo: "WS",
    tier: "bronze",
    status: "pending",
    startMonths: 1,
    endMonths: 13,
    contactName: "Hana Sato",
    contactEmail: "hana@wildflower-skin.example",
    notes: "Contract sent, awaiting signature.",
  },
];

export const DEMO_AD_SPACES: DemoAdSpace[] = [
  {
    name: "Homepage hero banner",
    description: "Full-width banner below the hero search.",
    type: "banner",
    location: "homepage",
    minTier: 0,
    width: 1200,
    height: 200,
    sponsor: 0,
    impressions: 4820,
    clicks: 131,
  },
  {
    name: "Listings sidebar",
    description: "Sticky sidebar unit beside search results.",
    type: "sidebar",
    location: "listings",
    minTier: 0,
    width: 300,
    height: 600,
    sponsor: 2,
    impressions: 3915,
    clicks: 74,
  },
  {
    name: "Journal inline",
    description: "Inline card between the third and fourth paragraph of stories.",
    type: "inline",
    location: "journal",
    minTier: 0,
    width: 728,
    height: 90,
    sponsor: 1,
    impressions: 2240,
    clicks: 38,
  },
  {
    name: "Newsletter feature",
    description: "Sponsored block in the monthly member newsletter.",
    type: "inline",
    location: "newsletter",
    minTier: 1,
    width: 600,
    height: 250,
    sponsor: 3,
    impressions: 1380,
    clicks: 52,
  },
  {
    name: "Category header",
    description: "Banner at the top of category pages.",
    type: "banner",
    location: "categories",
    minTier: 0,
    width: 970,
    height: 250,
    sponsor: null,
    impressions: 0,
    clicks: 0,
  },
  {
    name: "Site-wide footer strip",
    description: "Slim strip above the footer on every page.",
    type: "banner",
    location: "global",
    minTier: 0,
    width: 970,
    height: 90,
    sponsor: 0,
    impressions: 6105,
    clicks: 97,
  },
  {
    name: "Exit-intent offer",
    description: "Popup shown once per visit when leaving the listings page.",
    type: "popup",
    location: "listings",
    minTier: 0,
    width: 480,
    height: 360,
    sponsor: null,
    impressions: 0,
    clicks: 0,
  },
  {
    name: "Members' journal sidebar",
    description: "Sidebar unit on member-only stories.",
    type: "sidebar",
    location: "journal",
    minTier: 2,
    width: 300,
    height: 250,
    sponsor: 2,
    impressions: 860,
    clicks: 21,
  },
];
