export type InfoLink = { label: string; href: string };

export type InfoSection = {
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

const LEGAL_UPDATED = "September 1, 2026";

export const INFO_PAGES = {
  about: {
    title: "About Wildluxe",
    eyebrow: "Company",
    description: "Wildluxe curates luxury outdoor stays, from treehouses to safari camps, and the community of travelers who share the stories behind them.",
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
    description: "Press information, story ideas and media contacts for Wildluxe, the curated marketplace for luxury outdoor stays.",
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
    intro: "Quick answers to the questions travelers ask most. If you can't find what you need, our member care team is a message away.",
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
    intro: "We are a small team and we read every message. Choose the address that fits and we will get back to you within one business day.",
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
        paragraphs: ["Concerns about a listing or a host: safety@wildluxe.com. In an emergency, contact local emergency services first."],
      },
      {
        heading: "Press",
        paragraphs: ["Interviews, images and story ideas: press@wildluxe.com."],
      },
    ],
  },

  terms: {
    title: "Terms of Service",
    eyebrow: "Legal",
    description: "The terms that apply when you use Wildluxe, buy a membership or purchase a package.",
    intro:
      "These terms apply when you use the Wildluxe website and services. By creating an account, buying a membership or purchasing a package, you agree to them. Please read them alongside our Privacy Policy.",
    lastUpdated: LEGAL_UPDATED,
    sections: [
      {
        heading: "1. Our service",
        paragraphs: [
          "Wildluxe is a discovery and membership platform. We describe and link to outdoor accommodation run by independent hosts. Unless a listing says otherwise, reservations, prices and payments for stays are made directly with the host, under the host's own terms.",
        ],
      },
      {
        heading: "2. Accounts",
        paragraphs: [
          "You must give accurate information and keep your password private. You are responsible for activity on your account. We may suspend accounts that break these terms or put other members at risk.",
        ],
      },
      {
        heading: "3. Memberships and trials",
        paragraphs: [
          "Memberships renew monthly until cancelled. You can cancel at any time; benefits continue until the end of the paid period and no further charges are made. A free trial converts to a paid membership at the stated price unless cancelled before it ends.",
        ],
      },
      {
        heading: "4. Packages",
        paragraphs: [
          "Owner listing packages and sponsor packages are one-time purchases for the placement and period described at checkout. Listings and sponsor content must be accurate and meet our content guidelines.",
        ],
      },
      {
        heading: "5. Your content",
        paragraphs: [
          "You keep ownership of the photos, reviews and stories you post. You give Wildluxe a licence to display them on the service and in our own promotion of it. Do not post anything you do not have the right to share.",
        ],
      },
      {
        heading: "6. Points",
        paragraphs: [
          "Reward points have no cash value, cannot be transferred and may be adjusted if earned through misuse. We will give notice before making material changes to how points are earned or redeemed.",
        ],
      },
      {
        heading: "7. Liability",
        paragraphs: [
          "We work hard to describe stays accurately, but hosts are responsible for their properties. To the extent the law allows, Wildluxe is not liable for the condition of a property or for a host's acts. Nothing in these terms limits rights you have under consumer law.",
        ],
      },
      {
        heading: "8. Changes and contact",
        paragraphs: ["We will post changes to these terms here and tell members of material changes by email. Questions: help@wildluxe.com."],
      },
    ],
  },

  privacy: {
    title: "Privacy Policy",
    eyebrow: "Legal",
    description: "What personal information Wildluxe collects, why, and the choices you have.",
    intro: "We collect only what we need to run Wildluxe and to make it more useful to you. We do not sell your personal information.",
    lastUpdated: LEGAL_UPDATED,
    sections: [
      {
        heading: "What we collect",
        list: [
          "Account details: your name, username, email address and password (stored only as a secure hash).",
          "Membership and purchases: your plan, billing status and purchase history. Card details are handled by our payment provider and never reach our servers.",
          "What you share: favorites, preferences, reviews, photos and stories.",
          "Usage: pages viewed and listings opened, which power your recommendations.",
        ],
      },
      {
        heading: "How we use it",
        list: [
          "To run your account, membership and points.",
          "To recommend stays that match your preferences and travel style.",
          "To send service emails such as receipts and password resets, and newsletters you subscribe to.",
          "To keep the service secure and prevent abuse.",
        ],
      },
      {
        heading: "Sharing",
        paragraphs: [
          "We share information with service providers who help us run Wildluxe, such as our payment processor and email provider, under contracts that limit their use of it. We disclose information when the law requires it.",
        ],
      },
      {
        heading: "Your choices",
        paragraphs: [
          "You can view and update your details from your profile, change your preferences at any time and unsubscribe from newsletters with one click. To ask for a copy of your data or its deletion, write to privacy@wildluxe.com.",
        ],
        links: [{ label: "Cookie Policy", href: "/cookies" }],
      },
    ],
  },

  cookies: {
    title: "Cookie Policy",
    eyebrow: "Legal",
    description: "The cookies and browser storage Wildluxe uses, and why.",
    intro: "Wildluxe uses a small number of cookies and browser storage entries. Most are needed for the site to work at all.",
    lastUpdated: LEGAL_UPDATED,
    sections: [
      {
        heading: "Essential",
        paragraphs: [
          "A session cookie keeps you signed in. It is marked HttpOnly, so scripts on the page cannot read it, and it is removed when you sign out.",
        ],
      },
      {
        heading: "Preferences",
        paragraphs: [
          "Your browser's local storage remembers your last search, whether you have already seen or dismissed an offer, and a copy of your account details so the site can show you as signed in straight away.",
        ],
      },
      {
        heading: "Analytics",
        paragraphs: [
          "We record which pages are viewed to understand what travelers find useful. These records are used in aggregate and are not sold or used for advertising elsewhere.",
        ],
      },
      {
        heading: "Managing cookies",
        paragraphs: [
          "You can clear cookies and site data in your browser's settings at any time. If you block essential cookies, you will not be able to sign in.",
        ],
        links: [{ label: "Privacy Policy", href: "/privacy" }],
      },
    ],
  },

  guide: {
    title: "Travel Guide",
    eyebrow: "Discover",
    description: "Plan a luxury outdoor stay: choosing a category, picking a season, packing and making the most of a remote retreat.",
    intro: "A short guide to planning the kind of trip Wildluxe is built for: somewhere beautiful, a little remote and entirely worth the drive.",
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
