export const ROLE_OPTIONS = [
  { value: "all", label: "All" },
  { value: "admin", label: "Admins" },
  { value: "member", label: "Members" },
] as const;

export const STATUS_OPTIONS = [
  { value: "all", label: "All" },
  { value: "active", label: "Active" },
  { value: "disabled", label: "Disabled" },
] as const;

export type RoleFilter = (typeof ROLE_OPTIONS)[number]["value"];
export type StatusFilter = (typeof STATUS_OPTIONS)[number]["value"];
