import type { Truth } from "./search-queries";

/**
 * The queries AI search was first measured on (precision@3, scripts/measure-ai-search.ts), each with what makes
 * a stay relevant in the catalogue's own fields (search-queries.ts): a place named is the place itself, not the
 * whole region it lies in, and a cabin is also a stay whose name says lodge, chalet or hut.
 */
export type LabelledQuery = { q: string; truth: Truth };

const AFRICA = ["southern-africa", "east-africa"];
const CABIN = { kindOrName: { categories: ["luxury-cabins"], names: ["cabin", "lodge", "chalet", "hut"] } };

export const LABELLED_QUERIES: LabelledQuery[] = [
  {
    q: "treehouse with a hot tub in the Pacific Northwest",
    truth: { categories: ["treehouses"], regions: ["pacific-northwest"] },
  },
  { q: "a treehouse with a hot tub", truth: { categories: ["treehouses"], amenities: ["Hot Tub"] } },
  { q: "treehose with jacuzzi", truth: { categories: ["treehouses"], amenities: ["Hot Tub"] } },
  { q: "somewhere quiet by a lake for a dog and two kids", truth: { categories: ["lakeside"] } },
  { q: "glamping under dark skies in Africa", truth: { categories: ["glamping"], regions: AFRICA } },
  { q: "ski-in cabin in the alps", truth: { regions: ["alps"] } },
  { q: "cabin in Banff", truth: { within: { lat: 51.1784, lng: -115.5708, km: 150 } } },
  { q: "Patagonia", truth: { regions: ["patagonia"] } },
  { q: "desert house in Utah", truth: { categories: ["desert"], locations: ["Utah"] } },
  { q: "houseboat", truth: { categories: ["boats"] } },
  { q: "floating home", truth: { categories: ["boats"] } },
  { q: "cave house in Greece", truth: { categories: ["caves"], countries: ["Greece"] } },
  { q: "cave dwelling", truth: { categories: ["caves"] } },
  { q: "private island", truth: { categories: ["islands"] } },
  { q: "privte iland", truth: { categories: ["islands"] } },
  { q: "airstream", truth: { categories: ["luxury-rv-camping"] } },
  { q: "tiny home", truth: { categories: ["tiny-homes"] } },
  { q: "tiny house in the woods", truth: { categories: ["tiny-homes"] } },
  { q: "beachfront villa", truth: { categories: ["beachfront"] } },
  { q: "beach house", truth: { categories: ["beachfront"] } },
  { q: "farm stay with breakfast", truth: { categories: ["farm"] } },
  { q: "vineyard", truth: { categories: ["farm"] } },
  { q: "mountain lodge", truth: { categories: ["mountain"] } },
  { q: "mountian lodge", truth: { categories: ["mountain"] } },
  { q: "yurt", truth: { categories: ["glamping"] } },
  { q: "safari tent in Kenya", truth: { categories: ["glamping"], countries: ["Kenya"] } },
  { q: "glamping", truth: { categories: ["glamping"] } },
  { q: "lake house in New England", truth: { categories: ["lakeside"], regions: ["new-england"] } },
  { q: "lakeside retreat", truth: { categories: ["lakeside"] } },
  { q: "cabin with a fireplace", truth: CABIN },
  { q: "log cabin in Montana", truth: { ...CABIN, locations: ["Montana"] } },
  { q: "stay in Norway", truth: { countries: ["Norway"] } },
  { q: "somewhere in Japan", truth: { countries: ["Japan"] } },
  { q: "Bali", truth: { locations: ["Bali"] } },
  { q: "Maldives", truth: { countries: ["Maldives"] } },
  { q: "Costa Rica rainforest", truth: { countries: ["Costa Rica"] } },
  { q: "Amazon", truth: { regions: ["amazon-basin"] } },
  { q: "New Zealand", truth: { regions: ["new-zealand"] } },
  { q: "Australian outback", truth: { regions: ["australia"], within: { lat: -25, lng: 133, km: 1100 } } },
  { q: "Tuscany farm", truth: { categories: ["farm"], locations: ["Tuscany"] } },
  { q: "Switzerland", truth: { countries: ["Switzerland"] } },
  { q: "stay in Colorado", truth: { locations: ["Colorado"] } },
  { q: "Sedona", truth: { locations: ["Sedona"] } },
  { q: "pet friendly cabin", truth: CABIN },
];

/** Precision at 3: the share of the top three that are relevant, out of as many as the catalogue could give. */
export function precisionAt3(hits: boolean[], relevantInCatalogue: number): number {
  const possible = Math.min(3, relevantInCatalogue);
  if (!possible) return 1;
  return hits.slice(0, 3).filter(Boolean).length / possible;
}
