/**
 * The spec's 13 categories as [id, name, slug], written out from the spec itself: tests compare
 * the seed and the API with this, never with the seed's own copy.
 */
export const SPEC_CATEGORIES: [number, string, string][] = [
  [1, "Luxury Cabins", "luxury-cabins"],
  [2, "Treehouses", "treehouses"],
  [3, "Glamping", "glamping"],
  [4, "Tiny Homes", "tiny-homes"],
  [5, "Lakeside Retreats", "lakeside"],
  [6, "Beachfront Escapes", "beachfront"],
  [7, "Mountain Lodges", "mountain"],
  [8, "Desert Oases", "desert"],
  [9, "Farm Stays", "farm"],
  [10, "Floating Homes", "boats"],
  [11, "Cave Dwellings", "caves"],
  [12, "Private Islands", "islands"],
  [13, "Luxury RV Camping", "luxury-rv-camping"],
];
