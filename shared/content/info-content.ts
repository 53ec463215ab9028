import { LEGAL_PAGES } from "./info-legal";

type InfoLink = { label: string; href: string };

type InfoSection = {
  heading: string;
  paragraphs?: string[];
  list?: string[];
  links?: InfoLink[];
};

export type InfoPageContent = {
  /** The document title and the page's heading. */
  title: string;
  eyebrow: string;
  /** The meta description. */
  description: string;
  intro: string;
  /** Shown on legal pages. */
  lastUpdated?: string;
  sections: InfoSection[];
};

export const INFO_PAGES = {
  about: {
    title: "About Wildluxe",
    eyebrow: "Company",
    description:
      "Wildluxe curates luxury outdoor stays, from treehouses to safari camps, and the community of travelers who share the stories behind them.",
    intro:
      "Wildluxe began with a simple frustration: the most memorable places to stay outdoors were scattered across a hundred websites, and the only way to know whether one was truly special was to go. We set out to gather them in one place and to say honestly what each one is like.",
    sections: [
      {
        heading: "What we do",
        paragraphs: [
          "We curate luxury outdoor accommodation: cabins with a proper fire, treehouses built with respect for their trees, safari tents with copper tubs, restored Airstreams parked in front-row wilderness spots. Every listing is reviewed by our team before it appears, and stays that meet our standards on site visits earn a verified badge.",
          "Alongside the collection sits a community. Members share photos, reviews, trip stories and practical tips, and earn reward points for every contribution that helps someone else plan a better trip.",
        ],
      },
      {
        heading: "What we believe",
        list: [
          "The setting is the luxury. A view, silence and dark skies matter more than marble.",
          "Honest descriptions beat glossy ones. We say when a bathroom is down a ladder.",
          "Good hosts deserve loyal guests, and good guests deserve to be recognised.",
          "Wild places are worth protecting. We favour hosts who build lightly and run responsibly.",
        ],
      },
      {
        heading: "Membership",
        paragraphs: [
          "Luxe Explorer, Luxe Insider and Luxe Elite memberships fund our curation and give members early access, reward points, tier-exclusive stays and, for Luxe Elite, Chrissy, our AI travel concierge.",
        ],
        links: [
          { label: "Compare memberships", href: "/membership" },
          { label: "Read the journal", href: "/journal" },
        ],
      },
    ],
  },

  careers: {
    title: "Careers",
    eyebrow: "Company",
    description: "Work at Wildluxe: help travelers find remarkable outdoor stays and help independent hosts thrive.",
    intro:
      "We are a small, remote-first team of travelers, engineers, editors and former hosts. We care about craft, plain language and the places we write about.",
    sections: [
      {
        heading: "How we work",
        list: [
          "Remote-first across North American and European time zones, with two team retreats a year at a stay in our collection.",
          "Small teams that own their work from idea to release.",
          "Written decisions, short meetings and honest feedback.",
          "A yearly travel stipend to stay somewhere new and write about it.",
        ],
      },
      {
        heading: "Teams we hire for",
        list: [
          "Curation: scouting, reviewing and verifying properties.",
          "Editorial: the journal, travel guides and listing copy.",
          "Engineering and design: the website, member tools and partner API.",
          "Partnerships: property owners and brand sponsors.",
          "Member care: helping travelers before, during and after their trips.",
        ],
      },
      {
        heading: "Open roles",
        paragraphs: [
          "We post open roles here as they come up. If there is nothing that fits today and you would love to work with us, write to careers@wildluxe.com with a few lines about you and a place you think belongs in our collection.",
        ],
      },
    ],
  },

  press: {
    title: "Press",
    eyebrow: "Company",
    description:
      "Press information, story ideas and media contacts for Wildluxe, the curated marketplace for luxury outdoor stays.",
    intro:
      "Writing about outdoor travel, the rise of glamping or the people building remarkable places to stay? We are glad to help with background, data on what travelers are searching for and introductions to hosts.",
    sections: [
      {
        heading: "Wildluxe at a glance",
        list: [
          "A curated collection of over 110 premium outdoor stays across 18 regions worldwide.",
          "Thirteen categories, from luxury cabins and treehouses to floating homes and private islands.",
          "Three memberships: Luxe Explorer, Luxe Insider and Luxe Elite.",
          "A community journal of member stories, guides and field notes.",
        ],
      },
      {
        heading: "Story ideas",
        list: [
          "How hosts are restoring historic cabins, fire lookouts and rail cars.",
          "Dark-sky stays and the growth of astro-tourism.",
          "Treehouse building that protects the host tree.",
          "Seasonal trends in what members save and book.",
        ],
      },
      {
        heading: "Media contact",
        paragraphs: [
          "For interviews, images and property introductions, write to press@wildluxe.com. We answer press requests within one business day.",
        ],
      },
    ],
  },

  help: {
    title: "Help Center",
    eyebrow: "Support",
    description: "Answers about finding stays, membership, points, payments and your Wildluxe account.",
    intro:
      "Quick answers to the questions travelers ask most. If you can't find what you need, our member care team is a message away.",
    sections: [
      {
        heading: "Finding and booking stays",
        paragraphs: [
          "Search by destination or keyword from the home page, or browse by category. Each listing links to its host's booking page, where dates, prices and payment are handled by the host.",
          "Some stays are reserved for members of a given tier. Their cards show the tier needed, and any membership at or above that tier unlocks them.",
        ],
        links: [
          { label: "Browse all stays", href: "/listings" },
          { label: "Check availability", href: "/availability" },
        ],
      },
      {
        heading: "Membership and billing",
        paragraphs: [
          "Memberships are billed monthly and can be cancelled at any time from your account; benefits continue until the end of the month you have paid for. The Luxe Insider trial is free for 14 days, then $14.99 per month.",
        ],
        links: [{ label: "Compare memberships", href: "/membership" }],
      },
      {
        heading: "Points",
        paragraphs: [
          "Your plan adds points every month, and you earn more for sharing photos, reviews, stories and tips; the membership page lists what each one earns today. Luxe Elite members earn double. Your balance appears next to your name in the header.",
        ],
        links: [{ label: "Ways to earn points", href: "/membership#points-title" }],
      },
      {
        heading: "Your account",
        paragraphs: [
          "You can update your name, photo, preferences and password from your profile and settings. If you cannot sign in, write to help@wildluxe.com from the email address on your account and we will help you back in.",
        ],
        links: [
          { label: "Sign in", href: "/signin" },
          { label: "Contact us", href: "/contact" },
        ],
      },
    ],
  },

  safety: {
    title: "Safety",
    eyebrow: "Support",
    description: "How Wildluxe reviews properties and how to stay safe at remote, outdoor and off-grid stays.",
    intro:
      "Remote places are a big part of the appeal of outdoor stays, and they ask a little more planning than a city hotel. Here is how we review properties and what we suggest you check before you go.",
    sections: [
      {
        heading: "How we review stays",
        list: [
          "Every listing is reviewed by our curation team before it is published.",
          "Verified stays have been checked against their description on a site visit or by video walkthrough.",
          "We act on member reports about safety, accuracy or host conduct and remove listings that fall short.",
        ],
      },
      {
        heading: "Before you travel",
        list: [
          "Read how the stay is reached: ladders, rope bridges, boat transfers and unpaved roads are all described on the listing.",
          "Check phone signal and share your itinerary with someone at home when a stay is off-grid.",
          "Ask the host about wildlife, water safety, fire rules and the nearest medical care.",
          "Pack for the weather at the stay, not at the airport; mountain and desert nights are cold.",
        ],
      },
      {
        heading: "During your stay",
        list: [
          "Locate the fire extinguisher, first-aid kit and carbon monoxide alarm when you arrive.",
          "Keep hot tubs, wood stoves and open water in view when children are with you.",
          "Follow the host's guidance on campfires and local fire restrictions.",
        ],
      },
      {
        heading: "Reporting a concern",
        paragraphs: [
          "In an emergency, call local emergency services first. For anything else that worries you about a listing or a host, write to safety@wildluxe.com and we will respond within 24 hours.",
        ],
        links: [{ label: "Contact us", href: "/contact" }],
      },
    ],
  },

  contact: {
    title: "Contact Us",
    eyebrow: "Support",
    description: "Reach the Wildluxe member care, partnerships and press teams.",
    intro:
      "We are a small team and we read every message. Choose the address that fits and we will get back to you within one business day.",
    sections: [
      {
        heading: "Member care",
        paragraphs: ["Questions about your membership, points, billing or account: help@wildluxe.com."],
        links: [{ label: "Visit the Help Center", href: "/help" }],
      },
      {
        heading: "Property owners and sponsors",
        paragraphs: ["Listing a property, sponsor packages and partnerships: partners@wildluxe.com."],
        links: [{ label: "See packages", href: "/sponsors" }],
      },
      {
        heading: "Safety",
        paragraphs: [
          "Concerns about a listing or a host: safety@wildluxe.com. In an emergency, contact local emergency services first.",
        ],
      },
      {
        heading: "Press",
        paragraphs: ["Interviews, images and story ideas: press@wildluxe.com."],
      },
    ],
  },

  ...LEGAL_PAGES,

  guide: {
    title: "Travel Guide",
    eyebrow: "Discover",
    description:
      "Plan a luxury outdoor stay: choosing a category, picking a season, packing and making the most of a remote retreat.",
    intro:
      "A short guide to planning the kind of trip Wildluxe is built for: somewhere beautiful, a little remote and entirely worth the drive.",
    sections: [
      {
        heading: "Choose the kind of stay",
        list: [
          "Luxury cabins for fireside quiet and long walks.",
          "Treehouses for canopy views; check the access and where the bathroom is.",
          "Glamping and safari tents for being outdoors without giving up a real bed.",
          "Tiny homes for clever design in big landscapes.",
          "Luxury RV camping for front-row spots that move with the seasons.",
        ],
        links: [
          { label: "Luxury Cabins", href: "/listings/category/luxury-cabins" },
          { label: "Treehouses", href: "/listings/category/treehouses" },
          { label: "Glamping", href: "/listings/category/glamping" },
        ],
      },
      {
        heading: "Pick the season",
        paragraphs: [
          "Shoulder seasons, late spring and early autumn, bring the best mix of weather, prices and quiet in most regions. Desert stays shine from October to April; alpine and northern stays are at their best for summer hiking or deep-winter snow.",
        ],
      },
      {
        heading: "Stay longer than you think",
        paragraphs: [
          "Three nights beats two. The first evening goes on unwinding and the last morning on packing; the unscheduled day in between is the one guests remember.",
        ],
      },
      {
        heading: "Pack light, pack right",
        list: [
          "Layers for cold nights, even in summer.",
          "A headlamp, walking boots and a reusable water bottle.",
          "Groceries from the last town; remote stays are rarely near a shop.",
          "Offline maps, downloaded before you lose signal.",
        ],
      },
      {
        heading: "Get the full guide",
        paragraphs: [
          "Luxe Insider members receive the printed Wildluxe Travel Guide, 50+ pages of hidden retreats and seasonal tips, free with their 14-day trial.",
        ],
        links: [{ label: "See Luxe Insider", href: "/membership" }],
      },
    ],
  },
} satisfies Record<string, InfoPageContent>;

export type InfoPageKey = keyof typeof INFO_PAGES;
