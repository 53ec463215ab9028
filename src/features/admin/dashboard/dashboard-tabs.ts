/** Spec §2: the dashboard's nine tabs, in order. The key is what ?tab= holds. */
export const DASHBOARD_TABS = [
  { key: "properties", label: "Properties" },
  { key: "journal", label: "Journal Articles" },
  { key: "administrators", label: "Administrators" },
  { key: "points", label: "Points & Prizes" },
  { key: "sponsors", label: "Sponsors" },
  { key: "activity", label: "Activity" },
  { key: "monitoring", label: "Monitoring" },
  { key: "settings", label: "Settings" },
  { key: "email", label: "Email Testing" },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]["key"];

/** The tab named in ?tab=, else the first. */
export function tabFromParam(value: string | null): DashboardTab {
  return DASHBOARD_TABS.find((t) => t.key === value)?.key ?? "properties";
}
