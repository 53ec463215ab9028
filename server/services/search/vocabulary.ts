import { AMENITIES, CATEGORIES, REGIONS } from "../../../db/seed/catalog";

/**
 * The words a person uses for our catalogue: every category, region and amenity by its own name,
 * plus the everyday words, places and synonyms that mean it. Keys are lower-case phrases.
 */
export type Term =
  { kind: "category"; slug: string } | { kind: "region"; slugs: string[] } | { kind: "amenity"; name: string };

const CATEGORY_WORDS: Record<string, string[]> = {
  "luxury-cabins": [
    "cabin",
    "cabins",
    "log cabin",
    "chalet",
    "chalets",
    "lodge cabin",
    "lodge",
    "lodges",
    "hut",
    "huts",
  ],
  treehouses: ["treehouse", "treehouses", "tree house", "tree houses", "canopy", "tree top", "treetop"],
  glamping: [
    "glamping",
    "glamp",
    "safari",
    "safaris",
    "safari tent",
    "safari tents",
    "safari camp",
    "tented camp",
    "tented",
    "tent",
    "tents",
    "yurt",
    "yurts",
    "dome",
    "domes",
    "bell tent",
    "bell tents",
  ],
  "tiny-homes": ["tiny home", "tiny homes", "tiny house", "tiny houses", "small house"],
  lakeside: ["lake", "lakes", "lakeside", "lakefront", "lake house", "lakehouse", "by a lake"],
  beachfront: ["beach", "beachfront", "seaside", "oceanfront", "ocean", "surf", "seafront"],
  mountain: ["mountain", "mountains", "mountain lodge", "alpine lodge", "ski lodge"],
  desert: ["desert", "deserts", "dunes", "oasis"],
  farm: [
    "farm",
    "farms",
    "farm stay",
    "farmhouse",
    "vineyard",
    "vineyards",
    "winery",
    "wineries",
    "olive farm",
    "olive grove",
    "orchard",
    "ranch",
    "estate",
    "estancia",
    "finca",
  ],
  boats: [
    "houseboat",
    "houseboats",
    "boat",
    "floating",
    "floating home",
    "floating homes",
    "float house",
    "float houses",
    "float villa",
  ],
  caves: [
    "cave",
    "caves",
    "cave house",
    "cave dwelling",
    "cave hotel",
    "cave hotels",
    "cave suite",
    "troglodyte",
    "fairy chimney",
  ],
  islands: ["island", "islands", "private island", "islet"],
  "luxury-rv-camping": [
    "rv",
    "rvs",
    "airstream",
    "motorhome",
    "motorhomes",
    "camper",
    "campers",
    "campervan",
    "motorcoach",
    "caravan",
    "caravans",
    "van",
    "trailer",
  ],
};

const REGION_WORDS: Record<string, string[]> = {
  "pacific-northwest": [
    "pnw",
    "oregon",
    "washington",
    "seattle",
    "portland",
    "olympic",
    "cascades",
    "british columbia",
    "vancouver",
  ],
  "rocky-mountains": [
    "rockies",
    "rocky mountains",
    "colorado",
    "montana",
    "wyoming",
    "idaho",
    "aspen",
    "jackson hole",
    "yellowstone",
    "big sky",
  ],
  "desert-southwest": [
    "utah",
    "arizona",
    "new mexico",
    "nevada",
    "sedona",
    "moab",
    "joshua tree",
    "grand canyon",
    "southwest",
  ],
  "new-england": ["vermont", "maine", "new hampshire", "massachusetts", "connecticut", "rhode island", "new england"],
  "canadian-wilderness": ["canada", "banff", "jasper", "yukon", "ontario", "quebec", "alberta", "northern lights"],
  alps: ["alps", "alpine", "switzerland", "swiss", "austria", "zermatt", "chamonix", "dolomites", "tyrol"],
  mediterranean: [
    "greece",
    "italy",
    "spain",
    "portugal",
    "france",
    "croatia",
    "santorini",
    "tuscany",
    "amalfi",
    "mallorca",
    "turkey",
    "cappadocia",
  ],
  "northern-europe": [
    "norway",
    "sweden",
    "finland",
    "iceland",
    "denmark",
    "scotland",
    "lapland",
    "fjord",
    "fjords",
    "scandinavia",
  ],
  "east-asia": ["japan", "korea", "china", "taiwan", "kyoto", "hokkaido"],
  "southeast-asia": ["thailand", "bali", "indonesia", "vietnam", "cambodia", "philippines", "malaysia", "laos"],
  "south-asia": ["india", "nepal", "sri lanka", "maldives", "bhutan", "himalaya", "himalayas"],
  "southern-africa": ["south africa", "namibia", "botswana", "zimbabwe", "zambia", "cape town", "kruger"],
  "east-africa": ["kenya", "tanzania", "rwanda", "uganda", "serengeti", "masai mara", "zanzibar", "kilimanjaro"],
  australia: ["australia", "outback", "tasmania", "queensland", "uluru"],
  "new-zealand": ["new zealand", "nz", "queenstown", "milford sound"],
  "central-america": ["costa rica", "belize", "panama", "guatemala", "nicaragua", "mexico"],
  patagonia: ["patagonia", "chile", "argentina", "torres del paine"],
  "amazon-basin": ["amazon", "brazil", "peru", "ecuador"],
};

// Words that span several of our regions.
const REGION_GROUPS: Record<string, string[]> = {
  africa: ["southern-africa", "east-africa"],
  europe: ["alps", "mediterranean", "northern-europe"],
  asia: ["east-asia", "southeast-asia", "south-asia"],
  "south america": ["patagonia", "amazon-basin"],
  "latin america": ["central-america", "patagonia", "amazon-basin"],
  "north america": ["pacific-northwest", "rocky-mountains", "desert-southwest", "new-england", "canadian-wilderness"],
  usa: ["pacific-northwest", "rocky-mountains", "desert-southwest", "new-england"],
  "united states": ["pacific-northwest", "rocky-mountains", "desert-southwest", "new-england"],
  oceania: ["australia", "new-zealand"],
};

const AMENITY_WORDS: Record<string, string[]> = {
  "Wi-Fi": ["wifi", "wi fi", "internet", "wireless"],
  "Hot Tub": ["hot tub", "hottub", "jacuzzi", "spa bath", "whirlpool", "hot tubs"],
  Pool: ["pool", "swimming pool", "plunge pool"],
  Fireplace: ["fireplace", "fire place", "log fire", "wood stove", "hearth"],
  "Pet Friendly": ["pet", "pets", "dog", "dogs", "pet friendly", "cat", "puppy"],
  "Ski-in/Ski-out": ["ski in", "ski-in", "ski out", "ski-in ski-out", "ski in ski out"],
  Kitchen: ["kitchen"],
  "Air Conditioning": ["air conditioning", "aircon", "ac"],
  Gym: ["gym", "fitness"],
  Breakfast: ["breakfast"],
  "EV Charger": ["ev charger", "ev charging", "electric car"],
  "Spa Services": ["spa", "massage", "spa services"],
  "Private Chef": ["chef", "private chef"],
  "Boat Dock": ["dock", "boat dock", "jetty"],
  "Private Beach": ["private beach"],
  "Wine Cellar": ["wine", "wine cellar"],
  "Horseback Riding": ["horse", "horses", "horseback", "horse riding"],
  Fishing: ["fishing", "fish"],
  Biking: ["bike", "bikes", "biking", "cycling", "mountain biking"],
  Hiking: ["hike", "hikes", "hiking", "trail", "trails"],
  Skiing: ["ski", "skiing", "snowboarding"],
  Kayaking: ["kayak", "kayaking"],
  Sailing: ["sail", "sailing"],
  Canoeing: ["canoe", "canoeing"],
  Climbing: ["climb", "climbing"],
};

function build() {
  const map = new Map<string, Term>();
  const add = (phrase: string, term: Term) => map.set(phrase.toLowerCase(), term);
  for (const c of CATEGORIES) {
    const term: Term = { kind: "category", slug: c.slug };
    add(c.name, term);
    for (const w of CATEGORY_WORDS[c.slug] ?? []) add(w, term);
  }
  for (const r of REGIONS) {
    if (r.slug === "worldwide") continue;
    const term: Term = { kind: "region", slugs: [r.slug] };
    add(r.name, term);
    for (const w of REGION_WORDS[r.slug] ?? []) add(w, term);
  }
  for (const [phrase, slugs] of Object.entries(REGION_GROUPS)) add(phrase, { kind: "region", slugs });
  for (const a of AMENITIES) {
    const term: Term = { kind: "amenity", name: a.name };
    add(a.name, term);
    for (const w of AMENITY_WORDS[a.name] ?? []) add(w, term);
  }
  return map;
}

export const VOCABULARY: ReadonlyMap<string, Term> = build();

/** The one-word names of a category, for matching stays whose text says it ("chalet" for a cabin). */
export function categoryTextWords(slug: string): string[] {
  const category = CATEGORIES.find((c) => c.slug === slug);
  const words = [...(CATEGORY_WORDS[slug] ?? []), ...(category ? [category.name.toLowerCase()] : [])];
  return [...new Set(words.filter((w) => !w.includes(" ")))];
}
export const LONGEST_PHRASE = Math.max(...[...VOCABULARY.keys()].map((k) => k.split(" ").length));
