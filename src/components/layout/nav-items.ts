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

/** The header's user menu; Admin Dashboard is added for admins only. */
export const USER_MENU: NavItem[] = [
  { label: "My Account", href: "/account" },
  { label: "Profile", href: "/profile" },
  { label: "My Dashboard", href: "/member/dashboard" },
  { label: "Check Availability", href: "/availability" },
  { label: "Favorites", href: "/favorites" },
  { label: "Property Owner", href: "/owner/dashboard" },
  { label: "Partner API", href: "/partner/api" },
];

export const ADMIN_MENU_ITEM: NavItem = { label: "Admin Dashboard", href: "/admin" };

/** Extra drawer links for signed-in members. */
export const MEMBER_DRAWER_NAV: NavItem[] = [
  { label: "Favorites", href: "/favorites" },
  { label: "My Profile", href: "/profile" },
  { label: "Settings", href: "/settings" },
];

export const CATEGORY_LINKS: NavItem[] = [
  { label: "Luxury Cabins", href: "/listings/category/luxury-cabins" },
  { label: "Treehouses", href: "/listings/category/treehouses" },
  { label: "Glamping", href: "/listings/category/glamping" },
  { label: "Tiny Homes", href: "/listings/category/tiny-homes" },
  { label: "Luxury RV Camping", href: "/listings/category/luxury-rv-camping" },
];

export const FOOTER_GROUPS: Array<{ title: string; links: NavItem[] }> = [
  {
    title: "Company",
    links: [
      { label: "About Us", href: "/about" },
      { label: "Journal", href: "/journal" },
      { label: "Careers", href: "/careers" },
      { label: "Press", href: "/press" },
    ],
  },
  {
    title: "Support",
    links: [
      { label: "Help Center", href: "/help" },
      { label: "Safety", href: "/safety" },
      { label: "Contact Us", href: "/contact" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Terms of Service", href: "/terms" },
      { label: "Privacy Policy", href: "/privacy" },
      { label: "Cookie Policy", href: "/cookies" },
    ],
  },
  {
    title: "Discover",
    links: [
      { label: "Travel Guide", href: "/guide" },
      { label: "Destinations", href: "/destinations" },
      { label: "Membership", href: "/membership" },
    ],
  },
  { title: "Explore by Category", links: CATEGORY_LINKS },
  {
    title: "Quick Links",
    links: [
      { label: "Home", href: "/" },
      { label: "Listings", href: "/listings" },
      { label: "Recommendations", href: "/recommendations" },
      { label: "Journal", href: "/journal" },
    ],
  },
];

/** Active when on the item's page or below it ("/" only matches itself). */
export function isActivePath(current: string, href: string): boolean {
  if (href === "/") return current === "/";
  return current === href || current.startsWith(`${href}/`);
}
