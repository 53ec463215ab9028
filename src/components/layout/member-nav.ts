import type { NavItem } from "./nav-items";

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
