import type { InfoPageContent } from "./info-content";

const LEGAL_UPDATED = "September 1, 2026";

/** The legal pages' words: terms, privacy and cookies, with the date they last changed. */
export const LEGAL_PAGES = {
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
        paragraphs: [
          "We will post changes to these terms here and tell members of material changes by email. Questions: help@wildluxe.com.",
        ],
      },
    ],
  },

  privacy: {
    title: "Privacy Policy",
    eyebrow: "Legal",
    description: "What personal information Wildluxe collects, why, and the choices you have.",
    intro:
      "We collect only what we need to run Wildluxe and to make it more useful to you. We do not sell your personal information.",
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
    intro:
      "Wildluxe uses a small number of cookies and browser storage entries. Most are needed for the site to work at all.",
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
} satisfies Record<string, InfoPageContent>;
