export type DemoListing = {
  name: string;
  /** Defaults to the name's kebab-case form. */
  slug?: string;
  location: string;
  regionId: number;
  lat: number;
  lng: number;
  /** One or two sentences; a closing line from the category's pool is appended. */
  blurb: string;
  featured?: boolean;
  /** Pins the tier instead of drawing it. */
  tierLevel?: number;
  /** Amenities the stay always has, besides those drawn from its category's pool. */
  amenities?: string[];
};

export type DemoCategoryGroup = {
  categoryId: number;
  listings: DemoListing[];
};

export type DemoArticle = {
  title: string;
  authorName: string;
  categoryId: number | null;
  memberOnly?: boolean;
  featured?: boolean;
  /** Days before the seeding moment. */
  daysAgo: number;
  paragraphs: string[];
};
