import { distanceKm } from "./places";

/**
 * Traveller queries for `npm run measure:search`, each with what makes a stay relevant, stated in the
 * catalogue's own fields (region, country, location, coordinates, category, text): the relevant stays are
 * computed from the catalogue, never listed by hand. Every condition given must hold.
 */
export type Truth = {
  regions?: string[];
  /** The country a stay's location ends with ("Switzerland", "UK", "USA"). */
  countries?: string[];
  /** Words its location says ("Montana", "Zermatt"). */
  locations?: string[];
  /** Its coordinates lie within `km` of the point. */
  within?: { lat: number; lng: number; km: number };
  categories?: string[];
  /** Its name or description says one of these (whole words, any case). */
  text?: string[];
  /** Either its category is one of these, or its name says one of `text`. */
  kindOrName?: { categories: string[]; names: string[] };
  /** It has every one of these amenities. */
  amenities?: string[];
};

type QueryKind = "destination" | "near" | "x-in-y" | "landmark" | "synonym" | "typo" | "lower-case";
export type SearchLabel = { q: string; kind: QueryKind; truth: Truth };

const at = (lat: number, lng: number, km: number) => ({ within: { lat, lng, km } });
const region = (...regions: string[]) => ({ regions });
const country = (...countries: string[]) => ({ countries });
const place = (...locations: string[]) => ({ locations });
const category = (...categories: string[]) => ({ categories });
const named = (categories: string[], ...names: string[]) => ({ kindOrName: { categories, names } });
const CABIN = named(["luxury-cabins"], "chalet", "lodge", "cabin", "hut");
const xy = (q: string, ...truths: Truth[]): SearchLabel => ({ q, kind: "x-in-y", truth: Object.assign({}, ...truths) });

const REGION_QUERIES: [string, string][] = [
  ["alps", "alps"],
  ["the Alps", "alps"],
  ["Pacific Northwest", "pacific-northwest"],
  ["rocky mountains", "rocky-mountains"],
  ["desert southwest", "desert-southwest"],
  ["New England", "new-england"],
  ["canadian wilderness", "canadian-wilderness"],
  ["Mediterranean", "mediterranean"],
  ["northern europe", "northern-europe"],
  ["East Asia", "east-asia"],
  ["southeast asia", "southeast-asia"],
  ["South Asia", "south-asia"],
  ["southern africa", "southern-africa"],
  ["East Africa", "east-africa"],
  ["Australia", "australia"],
  ["New Zealand", "new-zealand"],
  ["central america", "central-america"],
  ["Patagonia", "patagonia"],
  ["amazon basin", "amazon-basin"],
];

const COUNTRY_QUERIES: [string, string][] = [
  ["Switzerland", "Switzerland"],
  ["swiss", "Switzerland"],
  ["Italy", "Italy"],
  ["Spain", "Spain"],
  ["Greece", "Greece"],
  ["France", "France"],
  ["Austria", "Austria"],
  ["Japan", "Japan"],
  ["China", "China"],
  ["Thailand", "Thailand"],
  ["Indonesia", "Indonesia"],
  ["Vietnam", "Vietnam"],
  ["India", "India"],
  ["Sri Lanka", "Sri Lanka"],
  ["Nepal", "Nepal"],
  ["Kenya", "Kenya"],
  ["Tanzania", "Tanzania"],
  ["Rwanda", "Rwanda"],
  ["South Africa", "South Africa"],
  ["Namibia", "Namibia"],
  ["Costa Rica", "Costa Rica"],
  ["Belize", "Belize"],
  ["Chile", "Chile"],
  ["Argentina", "Argentina"],
  ["Peru", "Peru"],
  ["Brazil", "Brazil"],
  ["Norway", "Norway"],
  ["Sweden", "Sweden"],
  ["Finland", "Finland"],
  ["Iceland", "Iceland"],
  ["Denmark", "Denmark"],
  ["Canada", "Canada"],
  ["the States", "USA"],
  ["USA", "USA"],
  ["UK", "UK"],
  ["Turkey", "Turkey"],
  ["Croatia", "Croatia"],
  ["somewhere in Japan", "Japan"],
  ["stay in Norway", "Norway"],
  ["Scottish", "UK"],
  ["Italian", "Italy"],
];

const LABELS: SearchLabel[] = [
  ...REGION_QUERIES.map(([q, slug]) => ({ q, kind: "destination" as const, truth: region(slug) })),
  ...COUNTRY_QUERIES.map(([q, name]) => ({ q, kind: "destination" as const, truth: country(name) })),
  xy("kiwi farm stay", country("New Zealand"), category("farm")),
  { q: "Scandinavia", kind: "destination", truth: country("Norway", "Sweden", "Denmark") },
  { q: "the Himalayas", kind: "destination", truth: place("Himachal", "Ladakh", "Nepal", "Kashmir") },
  { q: "Montana", kind: "destination", truth: place("Montana") },
  { q: "Colorado", kind: "destination", truth: place("Colorado") },
  { q: "Utah", kind: "destination", truth: place("Utah") },
  { q: "Arizona", kind: "destination", truth: place("Arizona") },
  { q: "Oregon", kind: "destination", truth: place("Oregon") },
  { q: "Maine", kind: "destination", truth: place("Maine") },
  { q: "Vermont", kind: "destination", truth: place("Vermont") },
  { q: "Ontario", kind: "destination", truth: place("Ontario") },
  { q: "British Columbia", kind: "destination", truth: place("British Columbia") },
  { q: "Queensland", kind: "destination", truth: place("Queensland") },
  { q: "New South Wales", kind: "destination", truth: place("New South Wales") },
  { q: "Tuscany", kind: "destination", truth: place("Tuscany") },
  { q: "Bali", kind: "destination", truth: place("Bali") },
  { q: "Kerala", kind: "destination", truth: place("Kerala") },
  { q: "Nagano", kind: "destination", truth: place("Nagano") },
  { q: "Western Cape", kind: "destination", truth: place("Western Cape") },
  { q: "Andalusia", kind: "destination", truth: place("Andalusia") },
  { q: "Seattle", kind: "destination", truth: at(47.6062, -122.3321, 60) },
  { q: "Aspen", kind: "destination", truth: place("Aspen") },
  { q: "Moab", kind: "destination", truth: place("Moab") },
  { q: "Zermatt", kind: "destination", truth: place("Zermatt") },
  { q: "Chamonix", kind: "destination", truth: place("Chamonix") },
  { q: "Queenstown", kind: "destination", truth: at(-45.0312, 168.6626, 80) },
  { q: "Whistler", kind: "destination", truth: place("Whistler") },
  { q: "Reykjavik", kind: "destination", truth: place("Reykjavík") },
  { q: "Sedona", kind: "destination", truth: place("Sedona") },
  // Near: stays within the radius asked for (150 km for "near"), closest first.
  { q: "near seattle", kind: "near", truth: at(47.6062, -122.3321, 150) },
  { q: "near Portland", kind: "near", truth: at(45.5152, -122.6784, 150) },
  { q: "close to Vancouver", kind: "near", truth: at(49.2497, -123.1193, 150) },
  { q: "around Bozeman", kind: "near", truth: at(45.6796, -111.0386, 150) },
  { q: "near Boston", kind: "near", truth: at(42.3584, -71.0598, 150) },
  { q: "near Sydney", kind: "near", truth: at(-33.8679, 151.2073, 150) },
  { q: "near Tokyo", kind: "near", truth: at(35.6895, 139.6917, 150) },
  { q: "near Milan", kind: "near", truth: at(45.4643, 9.1895, 150) },
  { q: "near Geneva", kind: "near", truth: at(46.2022, 6.1457, 150) },
  { q: "near Venice", kind: "near", truth: at(45.4371, 12.3326, 150) },
  { q: "near Salzburg", kind: "near", truth: at(47.7999, 13.044, 150) },
  { q: "near Stockholm", kind: "near", truth: at(59.3294, 18.0687, 150) },
  { q: "near Turku", kind: "near", truth: at(60.4515, 22.2687, 150) },
  { q: "near Chiang Mai", kind: "near", truth: at(18.7904, 98.9847, 150) },
  { q: "near Kathmandu", kind: "near", truth: at(27.7017, 85.3206, 150) },
  { q: "near Montreal", kind: "near", truth: at(45.5088, -73.5878, 150) },
  { q: "near Albuquerque", kind: "near", truth: at(35.0845, -106.6511, 150) },
  { q: "near Santa Fe", kind: "near", truth: at(35.687, -105.9378, 150) },
  { q: "near Auckland", kind: "near", truth: at(-36.8485, 174.7633, 150) },
  { q: "near Cape Town", kind: "near", truth: at(-33.9258, 18.4232, 150) },
  { q: "near Barcelona", kind: "near", truth: at(41.3888, 2.159, 150) },
  { q: "near Florence", kind: "near", truth: at(43.7792, 11.2463, 150) },
  { q: "near Granada", kind: "near", truth: at(37.1882, -3.6067, 150) },
  { q: "within 3 hours of Denver", kind: "near", truth: at(39.7392, -104.9847, 240) },
  { q: "within 3 hours of Toronto", kind: "near", truth: at(43.7001, -79.4163, 240) },
  { q: "within 2 hours of seattle", kind: "near", truth: at(47.6062, -122.3321, 160) },
  { q: "within 3 hours of Oslo", kind: "near", truth: at(59.9127, 10.7461, 240) },
  { q: "within 100 km of Denpasar", kind: "near", truth: at(-8.65, 115.2167, 100) },
  { q: "close to Tucson", kind: "near", truth: at(32.2217, -110.9265, 150) },
  { q: "near Salt Lake City", kind: "near", truth: at(40.7608, -111.891, 150) },
  // X in Y: the place is kept; a building type matches its category or a stay that says it in its name.
  xy("cabins in the alps", region("alps"), CABIN),
  xy("cabin in the Swiss Alps", country("Switzerland"), CABIN),
  xy("treehouse in Costa Rica", country("Costa Rica"), category("treehouses")),
  xy("glamping in Kenya", country("Kenya"), category("glamping")),
  xy("cave house in Greece", country("Greece"), category("caves")),
  xy("houseboat in India", country("India"), category("boats")),
  xy("beach house in Bali", place("Bali"), category("beachfront")),
  xy("farm stay in Tuscany", place("Tuscany"), category("farm")),
  xy("vineyard in Australia", country("Australia"), category("farm")),
  xy("cabin in Vermont", place("Vermont"), named(["luxury-cabins"], "cabin")),
  xy("treehouse in the Pacific Northwest", region("pacific-northwest"), category("treehouses")),
  xy("tiny house in Maine", place("Maine"), category("tiny-homes")),
  xy("private island in Finland", country("Finland"), category("islands")),
  xy("yurt in Scotland", place("Scotland"), category("glamping")),
  xy("safari tent in Tanzania", country("Tanzania"), category("glamping")),
  xy("desert house in Utah", place("Utah"), category("desert")),
  xy("lake house in Ontario", place("Ontario"), category("lakeside")),
  xy("motorhome in New Zealand", country("New Zealand"), category("luxury-rv-camping")),
  xy("camper in Iceland", country("Iceland"), category("luxury-rv-camping")),
  xy("airstream in Utah", place("Utah"), category("luxury-rv-camping")),
  xy("caravan in Switzerland", country("Switzerland"), category("luxury-rv-camping")),
  xy("cave in Spain", country("Spain"), category("caves")),
  xy("chalet in France", country("France"), named(["luxury-cabins"], "chalet")),
  xy("lodge in Colorado", place("Colorado"), named(["luxury-cabins", "mountain"], "lodge")),
  xy("beachfront villa in Spain", country("Spain"), category("beachfront")),
  xy("glamping in Namibia", country("Namibia"), category("glamping")),
  xy("mountain lodge in Japan", country("Japan"), category("mountain")),
  xy("treehouse with a hot tub in the Pacific Northwest", region("pacific-northwest"), category("treehouses")),
  xy("floating home near Seattle", at(47.6062, -122.3321, 150), category("boats")),
  xy("cabins near Seattle", at(47.6062, -122.3321, 150), named(["luxury-cabins"], "cabin", "lodge", "chalet")),
  // Landmarks and landscapes: stays within reach of them, or that name them.
  { q: "matterhorn", kind: "landmark", truth: { text: ["Matterhorn"] } },
  { q: "mont blanc", kind: "landmark", truth: { text: ["Mont Blanc"] } },
  { q: "grand teton", kind: "landmark", truth: { text: ["Grand Teton"] } },
  { q: "yellowstone", kind: "landmark", truth: at(44.6, -110.5, 110) },
  { q: "mount baker", kind: "landmark", truth: { text: ["Mount Baker"] } },
  { q: "maroon bells", kind: "landmark", truth: at(39.07, -106.99, 30) },
  { q: "lake como", kind: "landmark", truth: at(46.0, 9.27, 30) },
  { q: "lake powell", kind: "landmark", truth: at(37.0, -111.3, 80) },
  { q: "joshua tree", kind: "landmark", truth: place("Joshua Tree") },
  { q: "torres del paine", kind: "landmark", truth: place("Torres del Paine") },
  { q: "fitz roy", kind: "landmark", truth: at(-49.27, -73.04, 40) },
  { q: "serengeti", kind: "landmark", truth: place("Serengeti") },
  { q: "masai mara", kind: "landmark", truth: at(-1.5, 35.15, 70) },
  { q: "uluru", kind: "landmark", truth: at(-25.3444, 131.0369, 60) },
  { q: "milford sound", kind: "landmark", truth: at(-45.4, 167.5, 120) },
  { q: "ha long bay", kind: "landmark", truth: place("Ha Long Bay") },
  { q: "dal lake", kind: "landmark", truth: place("Srinagar") },
  { q: "santorini", kind: "landmark", truth: place("Santorini") },
  { q: "cappadocia", kind: "landmark", truth: at(38.65, 34.85, 60) },
  { q: "lake atitlan", kind: "landmark", truth: at(14.7, -91.2, 30) },
  { q: "monteverde", kind: "landmark", truth: place("Monteverde") },
  { q: "daintree", kind: "landmark", truth: { text: ["Daintree"] } },
  { q: "blue mountains", kind: "landmark", truth: at(-33.7, 150.3, 50) },
  { q: "drakensberg", kind: "landmark", truth: at(-29.0, 29.2, 150) },
  { q: "algonquin", kind: "landmark", truth: at(45.55, -78.6, 80) },
  { q: "muskoka", kind: "landmark", truth: at(45.1, -79.5, 70) },
  { q: "acadia", kind: "landmark", truth: at(44.35, -68.25, 40) },
  { q: "cape cod", kind: "landmark", truth: at(41.8, -70.1, 60) },
  { q: "olympic peninsula", kind: "landmark", truth: at(47.8, -123.6, 110) },
  { q: "the dolomites", kind: "landmark", truth: at(46.45, 11.85, 70) },
  { q: "lapland", kind: "landmark", truth: at(67.5, 24.0, 450) },
  { q: "stockholm archipelago", kind: "landmark", truth: at(59.45, 18.6, 60) },
  { q: "sossusvlei", kind: "landmark", truth: at(-24.7, 15.3, 100) },
  { q: "okavango", kind: "landmark", truth: at(-19.5, 23.5, 300) },
  { q: "the outback", kind: "landmark", truth: { ...region("australia"), ...at(-25.0, 133.0, 1100) } },
  // Near-synonyms: the category they mean, or a stay that says the word in its name.
  { q: "chalet", kind: "synonym", truth: named(["luxury-cabins"], "chalet") },
  { q: "lodge", kind: "synonym", truth: named(["luxury-cabins", "mountain"], "lodge") },
  { q: "hut", kind: "synonym", truth: named(["luxury-cabins"], "hut") },
  { q: "airstream", kind: "synonym", truth: category("luxury-rv-camping") },
  { q: "caravan", kind: "synonym", truth: category("luxury-rv-camping") },
  { q: "camper", kind: "synonym", truth: category("luxury-rv-camping") },
  { q: "motorhome", kind: "synonym", truth: category("luxury-rv-camping") },
  { q: "camper van", kind: "synonym", truth: category("luxury-rv-camping") },
  { q: "houseboat", kind: "synonym", truth: category("boats") },
  { q: "float house", kind: "synonym", truth: category("boats") },
  { q: "floating home", kind: "synonym", truth: category("boats") },
  { q: "safari camp", kind: "synonym", truth: category("glamping") },
  { q: "tented camp", kind: "synonym", truth: category("glamping") },
  { q: "bell tent", kind: "synonym", truth: category("glamping") },
  { q: "yurt", kind: "synonym", truth: category("glamping") },
  { q: "dome", kind: "synonym", truth: category("glamping") },
  { q: "cave hotel", kind: "synonym", truth: category("caves") },
  { q: "troglodyte", kind: "synonym", truth: category("caves") },
  { q: "vineyard", kind: "synonym", truth: category("farm") },
  { q: "winery", kind: "synonym", truth: category("farm") },
  { q: "olive farm", kind: "synonym", truth: category("farm") },
  // Typos.
  { q: "swizerland", kind: "typo", truth: country("Switzerland") },
  { q: "patagnia", kind: "typo", truth: region("patagonia") },
  { q: "new zeland", kind: "typo", truth: country("New Zealand") },
  { q: "treehose", kind: "typo", truth: category("treehouses") },
  { q: "glampng in kenya", kind: "typo", truth: { ...country("Kenya"), ...category("glamping") } },
  { q: "mountian lodge", kind: "typo", truth: category("mountain") },
  { q: "privte iland", kind: "typo", truth: category("islands") },
  { q: "scandinvia", kind: "typo", truth: country("Norway", "Sweden", "Denmark") },
  { q: "tuscanny farm", kind: "typo", truth: { ...place("Tuscany"), ...category("farm") } },
  { q: "houseboa", kind: "typo", truth: category("boats") },
  // Written after the search brain, to check it beyond the queries it was tuned on.
  xy("cabin near Banff", at(51.1784, -115.5708, 150), CABIN),
  { q: "near Whistler", kind: "near", truth: at(50.1163, -122.9574, 150) },
  xy("tiny house near Portland", at(45.5152, -122.6784, 150), category("tiny-homes")),
  xy("treehouse in Bali", place("Bali"), category("treehouses")),
  xy("lake house in Finland", country("Finland"), category("lakeside")),
  { q: "within 90 minutes of Seattle", kind: "near", truth: at(47.6062, -122.3321, 120) },
  { q: "around Queenstown", kind: "near", truth: at(-45.0312, 168.6626, 150) },
  { q: "near Moab", kind: "near", truth: at(38.5733, -109.5498, 150) },
  xy("cave hotel in Turkey", country("Turkey"), category("caves")),
  xy("island near Seattle", at(47.6062, -122.3321, 150), category("islands")),
  { q: "kiwi", kind: "destination", truth: country("New Zealand") },
  { q: "himalayas", kind: "destination", truth: place("Himachal", "Ladakh", "Nepal", "Kashmir") },
  xy("safari in east africa", region("east-africa"), category("glamping")),
  xy("houseboat in kashmir", place("Kashmir"), category("boats")),
  xy("ranch in montana", place("Montana"), category("farm")),
  xy("yurts in the highlands", place("Scotland"), category("glamping")),
  xy("nordic cabin", country("Norway", "Sweden", "Denmark", "Finland", "Iceland"), CABIN),
  xy("swiss chalet", country("Switzerland"), named(["luxury-cabins"], "chalet")),
  // Lower case and loose capitals.
  { q: "new zealand", kind: "lower-case", truth: country("New Zealand") },
  { q: "costa rica", kind: "lower-case", truth: country("Costa Rica") },
  { q: "south africa", kind: "lower-case", truth: country("South Africa") },
  { q: "SWISS ALPS", kind: "lower-case", truth: country("Switzerland") },
  { q: "swiss alps", kind: "lower-case", truth: country("Switzerland") },
  { q: "british columbia", kind: "lower-case", truth: place("British Columbia") },
  { q: "sri lanka treehouse", kind: "lower-case", truth: { ...country("Sri Lanka"), ...category("treehouses") } },
];

export const SEARCH_LABELS: readonly SearchLabel[] = LABELS;

/** A stay as the truth reads it. */
export type LabelledStay = {
  name: string;
  description: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
  category?: { slug: string } | null;
  region?: { slug: string } | null;
  amenities?: string[];
};

const says = (haystack: string, words: string[]) =>
  words.some((w) => new RegExp(`(^|[^\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "iu").test(haystack));

export function isRelevantStay(truth: Truth, stay: LabelledStay): boolean {
  const country = stay.location.split(",").at(-1)!.trim();
  if (truth.regions && !truth.regions.includes(stay.region?.slug ?? "")) return false;
  if (truth.countries && !truth.countries.includes(country)) return false;
  if (truth.locations && !says(stay.location, truth.locations)) return false;
  if (truth.categories && !truth.categories.includes(stay.category?.slug ?? "")) return false;
  if (truth.text && !says(`${stay.name} ${stay.description}`, truth.text)) return false;
  const { kindOrName } = truth;
  if (kindOrName && !kindOrName.categories.includes(stay.category?.slug ?? "") && !says(stay.name, kindOrName.names)) {
    return false;
  }
  if (truth.amenities && !truth.amenities.every((a) => stay.amenities?.includes(a))) return false;
  if (truth.within) {
    if (stay.latitude === null || stay.longitude === null) return false;
    if (distanceKm(truth.within, { lat: stay.latitude, lng: stay.longitude }) > truth.within.km) return false;
  }
  return true;
}
