/**
 * Queries as people type them, each labelled with what a right answer is: a stay is relevant when its category
 * is one of `categories`, its region one of `regions` and it has every one of `amenities` (unset: any).
 * Used by the precision test and scripts/measure-ai-search.ts.
 */
export type LabelledQuery = { q: string; categories?: string[]; regions?: string[]; amenities?: string[] };

const AFRICA = ["southern-africa", "east-africa"];

export const LABELLED_QUERIES: LabelledQuery[] = [
  { q: "treehouse with a hot tub in the Pacific Northwest", categories: ["treehouses"], regions: ["pacific-northwest"] },
  { q: "a treehouse with a hot tub", categories: ["treehouses"], amenities: ["Hot Tub"] },
  { q: "treehose with jacuzzi", categories: ["treehouses"], amenities: ["Hot Tub"] },
  { q: "somewhere quiet by a lake for a dog and two kids", categories: ["lakeside"] },
  { q: "glamping under dark skies in Africa", categories: ["glamping"], regions: AFRICA },
  { q: "ski-in cabin in the alps", regions: ["alps"] },
  { q: "cabin in Banff", regions: ["canadian-wilderness"] },
  { q: "Patagonia", regions: ["patagonia"] },
  { q: "desert house in Utah", categories: ["desert"] },
  { q: "houseboat", categories: ["boats"] },
  { q: "floating home", categories: ["boats"] },
  { q: "cave house in Greece", categories: ["caves"] },
  { q: "cave dwelling", categories: ["caves"] },
  { q: "private island", categories: ["islands"] },
  { q: "privte iland", categories: ["islands"] },
  { q: "airstream", categories: ["luxury-rv-camping"] },
  { q: "tiny home", categories: ["tiny-homes"] },
  { q: "tiny house in the woods", categories: ["tiny-homes"] },
  { q: "beachfront villa", categories: ["beachfront"] },
  { q: "beach house", categories: ["beachfront"] },
  { q: "farm stay with breakfast", categories: ["farm"] },
  { q: "vineyard", categories: ["farm"] },
  { q: "mountain lodge", categories: ["mountain"] },
  { q: "mountian lodge", categories: ["mountain"] },
  { q: "yurt", categories: ["glamping"] },
  { q: "safari tent in Kenya", categories: ["glamping"] },
  { q: "glamping", categories: ["glamping"] },
  { q: "lake house in New England", categories: ["lakeside"] },
  { q: "lakeside retreat", categories: ["lakeside"] },
  { q: "cabin with a fireplace", categories: ["luxury-cabins"] },
  { q: "log cabin in Montana", categories: ["luxury-cabins"] },
  { q: "stay in Norway", regions: ["northern-europe"] },
  { q: "somewhere in Japan", regions: ["east-asia"] },
  { q: "Bali", regions: ["southeast-asia"] },
  { q: "Maldives", regions: ["south-asia"] },
  { q: "Costa Rica rainforest", regions: ["central-america"] },
  { q: "Amazon", regions: ["amazon-basin"] },
  { q: "New Zealand", regions: ["new-zealand"] },
  { q: "Australian outback", regions: ["australia"] },
  { q: "Tuscany farm", categories: ["farm"] },
  { q: "Switzerland", regions: ["alps"] },
  { q: "stay in Colorado", regions: ["rocky-mountains"] },
  { q: "Sedona", regions: ["desert-southwest"] },
  { q: "pet friendly cabin", categories: ["luxury-cabins"] },
];

type Scored = { category?: { slug: string } | null; region?: { slug: string } | null; amenities: string[] };

export function isRelevant(label: LabelledQuery, stay: Scored): boolean {
  if (label.categories && !label.categories.includes(stay.category?.slug ?? "")) return false;
  if (label.regions && !label.regions.includes(stay.region?.slug ?? "")) return false;
  return (label.amenities ?? []).every((a) => stay.amenities.includes(a));
}

/** Precision at 3: the share of the top three that are relevant, out of as many as the catalogue could give. */
export function precisionAt3(label: LabelledQuery, top: Scored[], relevantInCatalogue: number): number {
  const possible = Math.min(3, relevantInCatalogue);
  if (!possible) return 1;
  return top.slice(0, 3).filter((s) => isRelevant(label, s)).length / possible;
}
