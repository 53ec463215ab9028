import { INFO_PAGES, type InfoPageContent } from "@/features/info/info-content";
import { infoPageMarkdown } from "./info-markdown";

/** One editable field of a block: what the editor shows and the most it may hold. */
export type BlockField = { name: string; label: string; kind: "text" | "textarea" | "markdown" | "image" | "url"; max: number; hint?: string; optional?: boolean };
export type BlockDefinition = { key: string; label: string; group: "Home page" | "Site" | "Pages"; fields: BlockField[]; defaults: Record<string, string> };

const text = (name: string, label: string, max: number, hint?: string): BlockField => ({ name, label, kind: "text", max, ...(hint ? { hint } : {}) });
const area = (name: string, label: string, max: number): BlockField => ({ name, label, kind: "textarea", max });
const url = (name: string, label: string): BlockField => ({ name, label, kind: "url", max: 300 });

const HOME: BlockDefinition[] = [
  {
    key: "home.hero",
    label: "Home hero",
    group: "Home page",
    fields: [text("heading", "Heading", 90), area("tagline", "Tagline", 240), text("storyPrompt", "Story prompt", 90), { name: "backgroundImage", label: "Background image", kind: "image", max: 300 }],
    defaults: {
      heading: "Find Your Curated Outdoor Stays Here",
      tagline: "Join a community of travelers sharing their experiences of the world's most remarkable cabins, treehouses and wild retreats.",
      storyPrompt: "What's Your Travel Story? We Want to Know",
      backgroundImage: "/images/hero-landscape.svg",
    },
  },
  {
    key: "home.concierge",
    label: "Concierge promo",
    group: "Home page",
    fields: [text("heading", "Heading", 80), area("body", "Text", 200), text("button", "Button", 30)],
    defaults: {
      heading: "Meet Chrissy, your AI travel concierge",
      body: "Ask for a quiet cabin with a hot tub near the Rockies, and get a plan in seconds. Included with Luxe Elite.",
      button: "Chat with Chrissy",
    },
  },
  {
    key: "home.cta",
    label: "Call to action",
    group: "Home page",
    fields: [text("heading", "Heading", 80), area("body", "Text", 240), text("primaryButton", "Main button", 30), text("secondaryButton", "Second button", 30)],
    defaults: {
      heading: "Ready to Discover Your Next Adventure?",
      body: "Become a member to unlock tier-exclusive stays, earn points for every story you share and get recommendations made for you.",
      primaryButton: "Become a Member",
      secondaryButton: "Explore Properties",
    },
  },
  {
    key: "home.membership",
    label: "Membership section",
    group: "Home page",
    fields: [text("heading", "Heading", 80), area("body", "Text", 240)],
    defaults: {
      heading: "Join the Wildluxe Experience",
      body: "Earn points every month, reach tier-exclusive stays first and share the stories behind your trips. Cancel anytime.",
    },
  },
];

const SITE: BlockDefinition[] = [
  {
    key: "promo.offer",
    label: "Promo dialog",
    group: "Site",
    fields: [text("eyebrow", "Label above the heading", 40), text("heading", "Heading", 70), text("exitHeading", "Heading when leaving the site", 70), text("offer", "Offer", 120), text("guideTitle", "Travel guide line", 90), area("guideText", "Travel guide text", 160), text("button", "Button", 30)],
    defaults: {
      eyebrow: "Limited-time offer",
      heading: "Try Luxe Insider Free for 14 Days",
      exitHeading: "Wait! Take Luxe Insider for a Free Spin",
      offer: "14 days free, then $14.99 per month. Cancel anytime.",
      guideTitle: "Free with your trial: the Wildluxe Travel Guide",
      guideText: "50+ pages of hidden retreats and seasonal tips.",
      button: "Start My Free Trial",
    },
  },
  {
    key: "site.footer",
    label: "Footer",
    group: "Site",
    fields: [area("about", "About text", 200), url("instagram", "Instagram link"), url("facebook", "Facebook link"), url("pinterest", "Pinterest link"), url("youtube", "YouTube link")],
    defaults: {
      about: "Curated luxury outdoor stays and a community of travelers sharing the stories behind them.",
      instagram: "https://www.instagram.com/",
      facebook: "https://www.facebook.com/",
      pinterest: "https://www.pinterest.com/",
      youtube: "https://www.youtube.com/",
    },
  },
];

export type InfoSlug = keyof typeof INFO_PAGES;

const pageBlock = (slug: InfoSlug, page: InfoPageContent): BlockDefinition => ({
  key: `page.${slug}`,
  label: page.title,
  group: "Pages",
  fields: [text("title", "Title", 90), area("intro", "Introduction", 800), { name: "body", label: "Page text (Markdown)", kind: "markdown", max: 30_000, hint: "## for a heading, - for a list item, [words](https://link) for a link, **bold**." }],
  defaults: { title: page.title, intro: page.intro, body: infoPageMarkdown(page) },
});

/** /destinations lists the regions from the data; its words, and any text above the list, are edited here. */
const DESTINATIONS: BlockDefinition = {
  key: "page.destinations",
  label: "Destinations",
  group: "Pages",
  fields: [
    text("title", "Title", 90),
    area("intro", "Introduction", 800),
    { name: "body", label: "Page text (Markdown)", kind: "markdown", max: 30_000, optional: true, hint: "Shown above the regions; leave empty for none." },
  ],
  defaults: { title: "Destinations", intro: "From old-growth forests to desert mesas and glacier lakes, explore the collection region by region.", body: "" },
};

export const CONTENT_BLOCKS: readonly BlockDefinition[] = [
  ...HOME,
  ...SITE,
  ...(Object.entries(INFO_PAGES) as Array<[InfoSlug, InfoPageContent]>).map(([slug, page]) => pageBlock(slug, page)),
  DESTINATIONS,
];

export function contentBlock(key: string): BlockDefinition | undefined {
  return CONTENT_BLOCKS.find((b) => b.key === key);
}

/** A stored value over the block's defaults: fields never saved show the spec's words. */
export function withDefaults(block: BlockDefinition, value: Record<string, string> | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of block.fields) out[f.name] = value?.[f.name] ?? block.defaults[f.name] ?? "";
  return out;
}
