import { localImagePath } from "@/features/admin/shared/image-url";
import { effectiveSlug } from "@/features/admin/shared/slug";
import type { FieldErrors } from "@/lib/errors";
import type { RouterInputs, RouterOutputs } from "@/lib/trpc";
import { planNeededLabel } from "@shared/tier-labels";
import { LISTING_TIER_WORDS } from "@shared/tiers";
import { capacityError } from "@/features/availability/guests-field";
import { NO_PRICES, pricePayload, priceValues, validatePrices, type PriceValues } from "@shared/price-values";

export type AdminProperty = RouterOutputs["admin"]["properties"]["get"];
export type PropertyInput = RouterInputs["admin"]["properties"]["create"];
export type AiTagValue = { name: string; lowConfidence: boolean };

/** The form's values as typed; numbers stay text until they are checked. */
export type PropertyValues = PriceValues & {
  name: string;
  slug: string;
  description: string;
  location: string;
  mainImage: string;
  gallery: string[];
  externalUrl: string;
  tierLevel: number;
  verified: boolean;
  featured: boolean;
  approved: boolean;
  /** 0 means no category. */
  categoryId: number;
  /** "" means no region; "0" is Worldwide. */
  regionId: string;
  latitude: string;
  longitude: string;
  aiTags: AiTagValue[];
  amenityIds: number[];
  /** Guest capacity as typed. */
  maxGuests: string;
};

/**
 * Spec §3 defaults for a new property: tier 1, approved, not featured, not verified (its rating comes from members'
 * reviews).
 */
export const NEW_PROPERTY: PropertyValues = {
  name: "",
  slug: "",
  description: "",
  location: "",
  mainImage: "",
  gallery: [],
  externalUrl: "",
  tierLevel: 1,
  verified: false,
  featured: false,
  approved: true,
  categoryId: 0,
  regionId: "",
  latitude: "",
  longitude: "",
  aiTags: [],
  amenityIds: [],
  maxGuests: "4",
  ...NO_PRICES,
};

/**
 * The form's access choices: tier 0 (open to everyone, the listings' default) before the spec's
 * three, each with the plan that opens it so a tier number is never read as a plan or points level:
 * shown as "0 Open to everyone", "2 Premium: Luxe Insider and up".
 */
export const ACCESS_CHOICES = [
  { value: 0, label: "Open to everyone" },
  ...LISTING_TIER_WORDS.map((t) => ({ value: t.value, label: `${t.label}: ${planNeededLabel(t.value)}` })),
];

export const PROPERTY_TABS = [
  { key: "basic", label: "Basic Info" },
  { key: "details", label: "Details" },
  { key: "location", label: "Location" },
  { key: "media", label: "Media" },
] as const;

export type PropertyTab = (typeof PROPERTY_TABS)[number]["key"];

/** Which tab holds each field, so a failed save can open the tab with the first problem. */
const FIELD_TAB: Record<keyof PropertyValues, PropertyTab> = {
  name: "basic",
  slug: "basic",
  description: "basic",
  categoryId: "basic",
  tierLevel: "basic",
  verified: "details",
  featured: "details",
  approved: "details",
  externalUrl: "details",
  amenityIds: "details",
  aiTags: "details",
  nightlyPrice: "details",
  weekendPrice: "details",
  cleaningFee: "details",
  currency: "details",
  maxGuests: "details",
  location: "location",
  regionId: "location",
  latitude: "location",
  longitude: "location",
  mainImage: "media",
  gallery: "media",
};

export function valuesFromProperty(p: AdminProperty): PropertyValues {
  return {
    name: p.name,
    slug: p.slug,
    description: p.description,
    location: p.location,
    mainImage: p.mainImage,
    gallery: [...p.gallery],
    externalUrl: p.externalUrl ?? "",
    tierLevel: p.tierLevel,
    verified: p.verified,
    featured: p.featured,
    approved: p.approved,
    categoryId: p.categoryId ?? 0,
    regionId: p.regionId === null ? "" : String(p.regionId),
    latitude: p.latitude === null ? "" : String(p.latitude),
    longitude: p.longitude === null ? "" : String(p.longitude),
    aiTags: p.aiTags.map((t) => ({ name: t.name, lowConfidence: t.lowConfidence })),
    amenityIds: [...p.amenityIds],
    maxGuests: String(p.maxGuests),
    ...priceValues(p),
  };
}

const isNumber = (text: string) => text.trim() !== "" && Number.isFinite(Number(text));

function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** Spec §5 property form rules, with the messages shown under each field. */
export function validateProperty(v: PropertyValues): FieldErrors {
  const errors: FieldErrors = validatePrices(v);
  if (!v.name.trim()) errors.name = "Name is required.";
  if (!v.description.trim()) errors.description = "Description is required.";
  if (!v.location.trim()) errors.location = "Location is required.";
  if (!v.mainImage.trim()) errors.mainImage = "Main image is required.";
  if (v.latitude.trim() && (!isNumber(v.latitude) || Math.abs(Number(v.latitude)) > 90))
    errors.latitude = "Latitude must be a number from -90 to 90.";
  if (v.longitude.trim() && (!isNumber(v.longitude) || Math.abs(Number(v.longitude)) > 180))
    errors.longitude = "Longitude must be a number from -180 to 180.";
  if (v.externalUrl.trim() && !isWebUrl(v.externalUrl.trim()))
    errors.externalUrl = "External URL must be a valid URL (https://...).";
  const capacity = capacityError(v.maxGuests);
  if (capacity) errors.maxGuests = capacity;
  if (v.aiTags.some((t) => t.name.trim().length > 40)) errors.aiTags = "AI tags must be at most 40 characters.";
  return errors;
}

/** The tabs that hold a field with an error. */
export function errorTabs(errors: FieldErrors): Set<PropertyTab> {
  const tabs = new Set<PropertyTab>();
  for (const [field, message] of Object.entries(errors)) {
    const tab = FIELD_TAB[field as keyof PropertyValues];
    if (message && tab) tabs.add(tab);
  }
  return tabs;
}

/** The first tab (in tab order) that has a field with an error. */
export function firstErrorTab(errors: FieldErrors): PropertyTab | null {
  const tabs = errorTabs(errors);
  return PROPERTY_TABS.find((t) => tabs.has(t.key))?.key ?? null;
}

const optionalNumber = (text: string) => (text.trim() === "" ? null : Number(text));

/**
 * What is sent to admin.properties.create / update. The slug is made from the name when left
 * blank, the category is also the primary category when one is chosen (spec §5), and image
 * URLs on this host become paths.
 */
export function propertyPayload(v: PropertyValues, origin: string): PropertyInput {
  const category = v.categoryId > 0 ? v.categoryId : null;
  return {
    name: v.name.trim(),
    slug: effectiveSlug(v.slug, v.name),
    description: v.description.trim(),
    location: v.location.trim(),
    mainImage: localImagePath(v.mainImage, origin),
    gallery: v.gallery.map((g) => localImagePath(g, origin)).filter(Boolean),
    externalUrl: v.externalUrl.trim() || null,
    tierLevel: v.tierLevel,
    verified: v.verified,
    featured: v.featured,
    approved: v.approved,
    categoryId: category,
    ...(category ? { primaryCategoryId: category } : {}),
    regionId: v.regionId === "" ? null : Number(v.regionId),
    latitude: optionalNumber(v.latitude),
    longitude: optionalNumber(v.longitude),
    aiTags: v.aiTags.filter((t) => t.name.trim()).map((t) => ({ name: t.name.trim(), lowConfidence: t.lowConfidence })),
    amenityIds: v.amenityIds,
    maxGuests: Number(v.maxGuests),
    ...pricePayload(v),
  };
}

/** Spec §2: editing property 145, or the listing with slug jacks-camp, offers the one-click fix. */
const JACKS_CAMP_ID = 145;
const JACKS_CAMP_SLUG = "jacks-camp";

export function offersJacksCampFix(id: number | null, slug: string | undefined): boolean {
  return id === JACKS_CAMP_ID || slug === JACKS_CAMP_SLUG;
}

/** Gallery edits: move one image, drop it, or make it the main image (the old main takes its place). */
export function moveImage(gallery: string[], index: number, by: -1 | 1): string[] {
  const to = index + by;
  if (to < 0 || to >= gallery.length) return gallery;
  const next = [...gallery];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

export function setAsMain(
  values: Pick<PropertyValues, "mainImage" | "gallery">,
  index: number,
): Pick<PropertyValues, "mainImage" | "gallery"> {
  const picked = values.gallery[index];
  if (picked === undefined) return values;
  const gallery = [...values.gallery];
  if (values.mainImage.trim()) gallery[index] = values.mainImage;
  else gallery.splice(index, 1);
  return { mainImage: picked, gallery };
}
