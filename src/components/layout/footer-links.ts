import type { NavItem } from "./nav-items";

const CATEGORY_LINKS: NavItem[] = [
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
