import type { BadgeTone } from "@/features/admin/shared/admin-ui";
import type { RouterOutputs } from "@/lib/trpc";

export type Sponsor = RouterOutputs["admin"]["sponsors"]["list"][number];
export type AdSpace = RouterOutputs["admin"]["sponsors"]["adSpaces"][number];
export type SponsorTier = RouterOutputs["admin"]["sponsors"]["tiers"][number];

export const SPONSOR_TIERS = [
  { value: "gold", label: "Gold" },
  { value: "silver", label: "Silver" },
  { value: "bronze", label: "Bronze" },
] as const;

export const SPONSOR_STATUSES = [
  { value: "active", label: "Active" },
  { value: "renewing", label: "Renewing" },
  { value: "expired", label: "Expired" },
  { value: "pending", label: "Pending" },
] as const;

/** Spec §2: the Manage Sponsors filter (pending ones show under All). */
export const SPONSOR_STATUS_FILTER = [
  { value: "all", label: "All" },
  ...SPONSOR_STATUSES.filter((s) => s.value !== "pending"),
] as const;

export const AD_TYPES = [
  { value: "banner", label: "Banner" },
  { value: "sidebar", label: "Sidebar" },
  { value: "popup", label: "Popup" },
  { value: "inline", label: "Inline" },
] as const;

export const AD_LOCATIONS = [
  { value: "homepage", label: "Homepage" },
  { value: "listings", label: "Listings" },
  { value: "journal", label: "Journal" },
  { value: "newsletter", label: "Newsletter" },
  { value: "global", label: "Site-wide" },
  { value: "categories", label: "Categories" },
] as const;

export const AD_STATUS_FILTER = [
  { value: "all", label: "All" },
  { value: "filled", label: "Filled" },
  { value: "available", label: "Available" },
] as const;

export type SponsorTierKey = (typeof SPONSOR_TIERS)[number]["value"];
export type SponsorStatus = (typeof SPONSOR_STATUSES)[number]["value"];
export type AdType = (typeof AD_TYPES)[number]["value"];
export type AdLocation = (typeof AD_LOCATIONS)[number]["value"];

export const TIER_TONE: Record<string, BadgeTone> = { gold: "amber", silver: "gray", bronze: "orange" };
export const STATUS_TONE: Record<string, BadgeTone> = {
  active: "green",
  renewing: "amber",
  expired: "red",
  pending: "neutral",
};

export const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

/** Spec §5: sponsor logo initials are at most 3 characters. */
export const LOGO_MAX = 3;

/** Initials typed into the logo field: letters, numbers and &, upper-cased, at most 3. */
export function logoInitials(text: string): string {
  return Array.from(text.toUpperCase().replace(/[^\p{L}\p{N}&]/gu, ""))
    .slice(0, LOGO_MAX)
    .join("");
}

/** Initials suggested from a sponsor's name: "Alpine Gear Co" -> "AGC". */
export function suggestedInitials(name: string): string {
  return logoInitials(
    name
      .split(/\s+/)
      .filter(Boolean)
      .map((w) => Array.from(w)[0] ?? "")
      .join(""),
  );
}

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** Sponsor tiers are the sponsor packages /sponsors sells: a one-time price in cents. */
export function formatTierPrice(cents: number): string {
  return `${money.format(cents / 100)} once`;
}

/** "499.99" or "500" (dollars as typed) to cents; null when it is not an amount. */
export function centsOf(text: string): number | null {
  const t = text.trim();
  return /^\d+(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : null;
}
