import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { AMENITY_CATEGORIES } from "@shared/amenities";
import { amenities, categories, membershipPlans, packages, pointActions, regions, siteSettings } from "../schema";

export const CATEGORIES = [
  {
    id: 1,
    name: "Luxury Cabins",
    slug: "luxury-cabins",
    description: "Timber-framed hideaways with fireplaces, hot tubs and forest views.",
  },
  {
    id: 2,
    name: "Treehouses",
    slug: "treehouses",
    description: "Architect-built nests in the canopy, from rainforest lofts to Nordic pods.",
  },
  {
    id: 3,
    name: "Glamping",
    slug: "glamping",
    description: "Safari tents, domes and yurts with real beds, rain showers and wild horizons.",
  },
  {
    id: 4,
    name: "Tiny Homes",
    slug: "tiny-homes",
    description: "Small, beautifully designed homes that trade square footage for scenery.",
  },
  {
    id: 5,
    name: "Lakeside Retreats",
    slug: "lakeside",
    description: "Boathouses, cottages and villas with a private shoreline and still water.",
  },
  {
    id: 6,
    name: "Beachfront Escapes",
    slug: "beachfront",
    description: "Villas and cottages a few steps from the sand and the sound of the surf.",
  },
  {
    id: 7,
    name: "Mountain Lodges",
    slug: "mountain",
    description: "Alpine chalets and lodges near peaks, trails and ski lifts.",
  },
  {
    id: 8,
    name: "Desert Oases",
    slug: "desert",
    description: "Quiet desert houses and camps built for starry skies and golden light.",
  },
  {
    id: 9,
    name: "Farm Stays",
    slug: "farm",
    description: "Working farms, vineyards and estates with produce straight from the land.",
  },
  {
    id: 10,
    name: "Floating Homes",
    slug: "boats",
    description: "Houseboats, float houses and river suites that rock gently on the water.",
  },
  {
    id: 11,
    name: "Cave Dwellings",
    slug: "caves",
    description: "Cool, hand-carved rooms in rock, from fairy chimneys to cliffside cave houses.",
  },
  {
    id: 12,
    name: "Private Islands",
    slug: "islands",
    description: "Whole islands and islets reserved for one party at a time.",
  },
  {
    id: 13,
    name: "Luxury RV Camping",
    slug: "luxury-rv-camping",
    description: "Restored Airstreams and motorcoaches parked in front-row wilderness spots.",
  },
] as const;

export const REGIONS = [
  { id: 0, name: "Worldwide", slug: "worldwide", description: "Journeys and stays that roam beyond a single region." },
  {
    id: 1,
    name: "Pacific Northwest",
    slug: "pacific-northwest",
    description: "Old-growth forests, rugged coastline and volcanic peaks.",
  },
  {
    id: 2,
    name: "Rocky Mountains",
    slug: "rocky-mountains",
    description: "High valleys, ranch country and world-class ski towns.",
  },
  {
    id: 3,
    name: "Desert Southwest",
    slug: "desert-southwest",
    description: "Red rock canyons, mesas and some of the darkest skies anywhere.",
  },
  { id: 4, name: "New England", slug: "new-england", description: "Maple forests, rocky shores and storied lakes." },
  {
    id: 5,
    name: "Canadian Wilderness",
    slug: "canadian-wilderness",
    description: "Boreal lakes, northern lights and endless backcountry.",
  },
  { id: 6, name: "Alps", slug: "alps", description: "Snowy summits, glacier lakes and timeless chalets." },
  {
    id: 7,
    name: "Mediterranean",
    slug: "mediterranean",
    description: "Sunlit coves, olive groves and whitewashed villages.",
  },
  { id: 8, name: "Northern Europe", slug: "northern-europe", description: "Fjords, archipelagos and midnight sun." },
  {
    id: 9,
    name: "East Asia",
    slug: "east-asia",
    description: "Cedar valleys, hot springs and quiet mountain villages.",
  },
  {
    id: 10,
    name: "Southeast Asia",
    slug: "southeast-asia",
    description: "Jungle hills, limestone bays and palm-lined beaches.",
  },
  { id: 11, name: "South Asia", slug: "south-asia", description: "Himalayan foothills, tea country and coral atolls." },
  {
    id: 12,
    name: "Southern Africa",
    slug: "southern-africa",
    description: "Dunes, salt pans, winelands and big-game reserves.",
  },
  {
    id: 13,
    name: "East Africa",
    slug: "east-africa",
    description: "Savannah migrations, highland forests and Swahili coast.",
  },
  { id: 14, name: "Australia", slug: "australia", description: "Outback red centre, rainforest and reef." },
  { id: 15, name: "New Zealand", slug: "new-zealand", description: "Fiords, alpine lakes and untouched coastline." },
  {
    id: 16,
    name: "Central America",
    slug: "central-america",
    description: "Cloud forests, volcano lakes and Caribbean cayes.",
  },
  { id: 17, name: "Patagonia", slug: "patagonia", description: "Granite spires, glaciers and windswept steppe." },
  {
    id: 18,
    name: "Amazon Basin",
    slug: "amazon-basin",
    description: "The world's great rainforest and its winding rivers.",
  },
] as const;

type AmenityCategory = (typeof AMENITY_CATEGORIES)[number];

export const AMENITIES: readonly { name: string; category: AmenityCategory; icon: string }[] = [
  { name: "Wi-Fi", category: "Connectivity", icon: "wifi" },
  { name: "Air Conditioning", category: "Comfort", icon: "air-vent" },
  { name: "Pool", category: "Outdoor", icon: "waves-ladder" },
  { name: "Hot Tub", category: "Wellness", icon: "bath" },
  { name: "Fireplace", category: "Comfort", icon: "flame" },
  { name: "Kitchen", category: "Kitchen", icon: "cooking-pot" },
  { name: "Washer/Dryer", category: "Convenience", icon: "washing-machine" },
  { name: "Free Parking", category: "Transportation", icon: "car" },
  { name: "Gym", category: "Wellness", icon: "dumbbell" },
  { name: "Breakfast", category: "Dining", icon: "coffee" },
  { name: "Pet Friendly", category: "Pets", icon: "paw-print" },
  { name: "EV Charger", category: "Transportation", icon: "plug-zap" },
  { name: "Spa Services", category: "Wellness", icon: "flower-2" },
  { name: "Concierge", category: "Service", icon: "bell-ring" },
  { name: "Room Service", category: "Service", icon: "concierge-bell" },
  { name: "Private Chef", category: "Dining", icon: "chef-hat" },
  { name: "Helicopter Pad", category: "Transportation", icon: "plane-landing" },
  { name: "Boat Dock", category: "Transportation", icon: "anchor" },
  { name: "Ski-in/Ski-out", category: "Outdoor", icon: "cable-car" },
  { name: "Private Beach", category: "Outdoor", icon: "tree-palm" },
  { name: "Tennis Court", category: "Outdoor", icon: "trophy" },
  { name: "Golf Course", category: "Outdoor", icon: "flag" },
  { name: "Wine Cellar", category: "Dining", icon: "wine" },
  { name: "Smart Home", category: "Technology", icon: "smartphone" },
  { name: "Horseback Riding", category: "Activities", icon: "footprints" },
  { name: "Fishing", category: "Activities", icon: "fish" },
  { name: "Biking", category: "Activities", icon: "bike" },
  { name: "ATV Rides", category: "Activities", icon: "car-front" },
  { name: "Sports Shooting", category: "Activities", icon: "target" },
  { name: "Hiking", category: "Activities", icon: "mountain" },
  { name: "Climbing", category: "Activities", icon: "mountain-snow" },
  { name: "Helicopter Rides", category: "Activities", icon: "plane" },
  { name: "Balloon Rides", category: "Activities", icon: "wind" },
  { name: "Boating", category: "Activities", icon: "ship" },
  { name: "Skiing", category: "Activities", icon: "snowflake" },
  { name: "Kayaking", category: "Activities", icon: "waves" },
  { name: "Sailing", category: "Activities", icon: "sailboat" },
  { name: "Rafting", category: "Activities", icon: "life-buoy" },
  { name: "Canoeing", category: "Activities", icon: "ship-wheel" },
  { name: "Hiking Trails", category: "Activities", icon: "map" },
];

const EXPLORER_BENEFITS = [
  "100 reward points every month",
  "Early access to newly added stays",
  "Price-drop scanner alerts for saved stays",
  "Wildluxe decal pack (US addresses only)",
  "Save unlimited favorites",
];

const INSIDER_BENEFITS = [
  "200 reward points every month",
  "Everything in Luxe Explorer",
  "Mobile member dashboard",
  "Write reviews and ratings",
  "Upload your own photos and videos",
  "Invitation to publish in the Story journal",
];

const ELITE_BENEFITS = [
  "400 reward points every month",
  "Everything in Luxe Insider",
  "Chrissy, your AI travel concierge",
  "Welcome packages at partner stays",
  "Double reward points on every action",
];

export const MEMBERSHIP_PLANS = [
  {
    id: 1,
    name: "Luxe Explorer",
    shortName: "Explorer",
    price: 999,
    monthlyPoints: 100,
    benefits: EXPLORER_BENEFITS,
    popular: false,
    description: "Best for first-time travelers",
    storyInvitation: false,
  },
  {
    id: 2,
    name: "Luxe Insider",
    shortName: "Insider",
    price: 1499,
    monthlyPoints: 200,
    benefits: INSIDER_BENEFITS,
    popular: true,
    description: "For regular luxury travelers",
    storyInvitation: true,
  },
  {
    id: 3,
    name: "Luxe Elite",
    shortName: "Elite",
    price: 1999,
    monthlyPoints: 400,
    benefits: ELITE_BENEFITS,
    popular: false,
    description: "For ultimate luxury travel benefits",
    storyInvitation: true,
  },
];

/** Owner and sponsor packages; the sponsor packages are also the sponsor tiers the admin edits (one price list). */
const PACKAGES: readonly {
  kind: "owner" | "sponsor";
  name: string;
  price: number;
  popular: boolean;
  benefits: string[];
  adPlacements?: number;
}[] = [
  {
    kind: "owner",
    name: "Basic",
    price: 4999,
    popular: false,
    benefits: [
      "One property listing for 12 months",
      "Up to 10 photos",
      "Link to your booking page",
      "Standard placement in search",
    ],
  },
  {
    kind: "owner",
    name: "Featured",
    price: 9999,
    popular: true,
    benefits: [
      "Everything in Basic",
      "Featured badge and priority in search",
      "Up to 30 photos",
      "Monthly performance report",
    ],
  },
  {
    kind: "owner",
    name: "Premium",
    price: 19999,
    popular: false,
    benefits: [
      "Everything in Featured",
      "Homepage spotlight rotation",
      "Verified badge after review",
      "Inclusion in the member newsletter",
      "Dedicated account manager",
    ],
  },
  {
    kind: "sponsor",
    name: "Bronze",
    price: 9999,
    popular: false,
    adPlacements: 1,
    benefits: ["One site-wide ad placement", "Logo on the sponsors page", "Monthly impressions report"],
  },
  {
    kind: "sponsor",
    name: "Silver",
    price: 19999,
    popular: true,
    adPlacements: 3,
    benefits: [
      "Three site-wide ad placements",
      "Logo on the sponsors page",
      "Mention in one member newsletter",
      "Monthly impressions and clicks report",
    ],
  },
  {
    kind: "sponsor",
    name: "Gold",
    price: 49999,
    popular: false,
    adPlacements: 5,
    benefits: [
      "Five site-wide ad placements",
      "Homepage banner rotation",
      "Sponsored journal story",
      "Featured in every member newsletter",
      "Quarterly strategy call",
    ],
  },
];

const DEFAULT_POINT_ACTIONS = [
  {
    name: "Share a photo",
    description: "Upload a photo from a stay you loved.",
    pointsAwarded: 50,
    maxTimesPerDay: 3,
    cooldownHours: 1,
    isActive: true,
  },
  {
    name: "Write a review",
    description: "Review a property you have stayed at.",
    pointsAwarded: 100,
    maxTimesPerDay: 2,
    cooldownHours: 12,
    isActive: true,
  },
  {
    name: "Publish a story",
    description: "Have a travel story published in the Wildluxe journal.",
    pointsAwarded: 150,
    maxTimesPerDay: 1,
    cooldownHours: 24,
    isActive: true,
  },
  {
    name: "Share a tip",
    description: "Share a short tip for fellow travelers.",
    pointsAwarded: 25,
    maxTimesPerDay: 5,
    cooldownHours: 0,
    isActive: true,
  },
];

const DEFAULT_GENERAL_SETTINGS = {
  siteName: "Wildluxe",
  contactEmail: "hello@wildluxe.example",
  maxListings: 12,
};

/** Advisory lock id shared by the seeders; any constant works as long as every process uses the same one. */
export const SEED_LOCK_KEY = 7_314_002;

/** Idempotent: run on every start. Canonical rows are upserted; admin-owned rows are only created when missing. */
export async function seedCatalog(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Several app processes may start together against one PostgreSQL.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);

    await tx
      .insert(categories)
      .values(CATEGORIES.map((c) => ({ ...c, image: `/media/art/${c.slug}/cover.webp` })))
      .onConflictDoUpdate({
        target: categories.id,
        set: {
          name: sql`excluded.name`,
          slug: sql`excluded.slug`,
          description: sql`excluded.description`,
          image: sql`excluded.image`,
        },
      });

    await tx
      .insert(regions)
      .values(REGIONS.map((r) => ({ ...r })))
      .onConflictDoUpdate({
        target: regions.id,
        set: { name: sql`excluded.name`, slug: sql`excluded.slug`, description: sql`excluded.description` },
      });

    await tx
      .insert(amenities)
      .values(AMENITIES.map((a) => ({ ...a })))
      .onConflictDoUpdate({
        target: amenities.name,
        set: { category: sql`excluded.category`, icon: sql`excluded.icon` },
      });

    await tx
      .insert(membershipPlans)
      .values(MEMBERSHIP_PLANS)
      .onConflictDoUpdate({
        target: membershipPlans.id,
        set: {
          name: sql`excluded.name`,
          shortName: sql`excluded.short_name`,
          price: sql`excluded.price`,
          monthlyPoints: sql`excluded.monthly_points`,
          benefits: sql`excluded.benefits`,
          popular: sql`excluded.popular`,
          description: sql`excluded.description`,
          storyInvitation: sql`excluded.story_invitation`,
        },
      });

    await tx
      .insert(packages)
      .values(PACKAGES.map((p) => ({ ...p, adPlacements: p.adPlacements ?? 0 })))
      .onConflictDoUpdate({
        target: [packages.kind, packages.name],
        // Admins edit the sponsor packages (they are the sponsor tiers): the seed keeps their edits.
        set: {
          price: sql`case when ${packages.kind} = 'owner' then excluded.price else ${packages.price} end`,
          popular: sql`case when ${packages.kind} = 'owner' then excluded.popular else ${packages.popular} end`,
          benefits: sql`case when ${packages.kind} = 'owner' then excluded.benefits else ${packages.benefits} end`,
          adPlacements: sql`case when ${packages.adPlacements} = 0 then excluded.ad_placements else ${packages.adPlacements} end`,
        },
      });

    // Admins edit and delete point actions; only an empty table gets the defaults.
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(pointActions);
    if ((existing?.n ?? 0) === 0) await tx.insert(pointActions).values(DEFAULT_POINT_ACTIONS);

    await tx
      .insert(siteSettings)
      .values({ key: "general", value: DEFAULT_GENERAL_SETTINGS })
      .onConflictDoNothing({ target: siteSettings.key });
  });
}
