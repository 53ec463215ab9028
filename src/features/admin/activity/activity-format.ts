import type { BadgeTone } from "@/features/admin/shared/admin-ui";

export const OUTCOME_TONE: Record<string, BadgeTone> = { success: "green", warning: "amber", error: "red" };

export const OUTCOME_OPTIONS = [
  { value: "all", label: "All" },
  { value: "success", label: "Success" },
  { value: "warning", label: "Warning" },
  { value: "error", label: "Error" },
] as const;

export type OutcomeFilter = (typeof OUTCOME_OPTIONS)[number]["value"];

/** The areas an action name starts with, for the area filter. */
export const AREA_OPTIONS = [
  { value: "", label: "All areas" },
  { value: "properties", label: "Properties" },
  { value: "journal", label: "Journal" },
  { value: "users", label: "Users" },
  { value: "point-actions", label: "Points" },
  { value: "sponsors", label: "Sponsors" },
  { value: "settings", label: "Settings" },
  { value: "two-factor", label: "Two-factor" },
  { value: "email", label: "Email" },
  { value: "maintenance", label: "Maintenance" },
  { value: "cache", label: "Cache" },
  { value: "seo", label: "SEO" },
] as const;

export type AreaFilter = (typeof AREA_OPTIONS)[number]["value"];

/** "journal.create" -> "Journal: create"; "users.revoke-admin" -> "Users: revoke admin". */
export function describeAction(action: string): string {
  const [area = "", ...rest] = action.split(".");
  const verb = rest.join(".").replace(/-/g, " ");
  const areaLabel = area.replace(/-/g, " ");
  const title = areaLabel.charAt(0).toUpperCase() + areaLabel.slice(1);
  return verb ? `${title}: ${verb}` : title;
}

/** A short line from the details the server recorded (what was refused, what changed). */
export function detailsLine(details: unknown): string {
  if (!details || typeof details !== "object") return "";
  const d = details as Record<string, unknown>;
  if (typeof d.refused === "string") return `Refused: ${d.refused}`;
  const parts: string[] = [];
  for (const key of ["title", "name", "username", "slug", "message"]) {
    const value = d[key];
    if (typeof value === "string" && value) parts.push(value);
  }
  if (!parts.length) {
    const keys = Object.keys(d).slice(0, 4);
    return keys.length ? keys.join(", ") : "";
  }
  return parts.join(" · ");
}
