export type NavItem = { label: string; href: string };

/** Spec §2 main navigation, in its order. */
export const MAIN_NAV: NavItem[] = [
  { label: "Home", href: "/" },
  { label: "Listings", href: "/listings" },
  { label: "Availability", href: "/availability" },
  { label: "Recommendations", href: "/recommendations" },
  { label: "Traveler's Home", href: "/travelers/dashboard" },
  { label: "Journal", href: "/journal" },
  { label: "Member Journal", href: "/member-journal" },
  { label: "Membership", href: "/membership" },
  { label: "Store", href: "/store" },
];

/** Active when on the item's page or below it ("/" only matches itself). */
export function isActivePath(current: string, href: string): boolean {
  if (href === "/") return current === "/";
  return current === href || current.startsWith(`${href}/`);
}
