import type { RouterOutputs } from "@/lib/trpc";

export type Suggestion = RouterOutputs["search"]["suggest"]["suggestions"][number];

/** Where picking a suggestion goes: a stay's page, a category's stays; a destination is searched by the box. */
export function suggestionHref(s: Suggestion): string | null {
  if (s.kind === "stay") return `/listings/${encodeURIComponent(s.slug)}`;
  if (s.kind === "category") return `/listings/category/${encodeURIComponent(s.slug)}`;
  return null;
}

const PLACE_KINDS: Record<Extract<Suggestion, { kind: "destination" }>["place"], string> = {
  region: "Region",
  group: "Region",
  country: "Country",
  state: "State or province",
  city: "Town",
  landscape: "Landscape",
};

const staysText = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "stay" : "stays"}`;

/** The line under a suggestion's name: what it is and how many stays it holds, or where a stay is. */
export function suggestionDetail(s: Suggestion): string {
  if (s.kind === "destination") return `${PLACE_KINDS[s.place]} · ${staysText(s.stays)}`;
  if (s.kind === "category") return `Category · ${staysText(s.stays)}`;
  return s.locked ? `${s.location} · Tier ${s.tierLevel} members` : s.location;
}

/** What the live region says once suggestions have arrived. */
export function suggestionsAnnouncement(count: number): string {
  if (!count) return "No suggestions";
  return `${count} ${count === 1 ? "suggestion" : "suggestions"}`;
}
