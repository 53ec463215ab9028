/**
 * The editable blocks of words the home page shows, each with its starting words, and what every
 * block is made of. The footer's, the promo's and /destinations' blocks are in site-blocks.ts and
 * the info pages', built from their long starting texts, in content-blocks.ts, so the first
 * screen's script carries only the blocks it shows.
 */

/** One editable field of a block: what the editor shows and the most it may hold. */
export type BlockField = {
  name: string;
  label: string;
  kind: "text" | "textarea" | "markdown" | "image" | "url";
  max: number;
  hint?: string;
  optional?: boolean;
};
export type BlockDefinition = {
  key: string;
  label: string;
  group: "Home page" | "Site" | "Pages";
  fields: BlockField[];
  defaults: Record<string, string>;
};

export const text = (name: string, label: string, max: number, hint?: string): BlockField => ({
  name,
  label,
  kind: "text",
  max,
  ...(hint ? { hint } : {}),
});
export const area = (name: string, label: string, max: number): BlockField => ({ name, label, kind: "textarea", max });
export const url = (name: string, label: string): BlockField => ({ name, label, kind: "url", max: 300 });

export const HOME_HERO: BlockDefinition = {
  key: "home.hero",
  label: "Home hero",
  group: "Home page",
  fields: [
    text("heading", "Heading", 90),
    area("tagline", "Tagline", 240),
    text("storyPrompt", "Story prompt", 90),
    { name: "backgroundImage", label: "Background image", kind: "image", max: 300 },
  ],
  defaults: {
    heading: "Find Your Curated Outdoor Stays Here",
    tagline:
      "Join a community of travelers sharing their experiences of the world's most remarkable cabins, treehouses and wild retreats.",
    storyPrompt: "What's Your Travel Story? We Want to Know",
    backgroundImage: "/images/hero-landscape.svg",
  },
};

export const HOME_CONCIERGE: BlockDefinition = {
  key: "home.concierge",
  label: "Concierge promo",
  group: "Home page",
  fields: [text("heading", "Heading", 80), area("body", "Text", 200), text("button", "Button", 30)],
  defaults: {
    heading: "Meet Chrissy, your AI travel concierge",
    body: "Ask for a quiet cabin with a hot tub near the Rockies, and get a plan in seconds. Included with Luxe Elite.",
    button: "Chat with Chrissy",
  },
};

export const HOME_CTA: BlockDefinition = {
  key: "home.cta",
  label: "Call to action",
  group: "Home page",
  fields: [
    text("heading", "Heading", 80),
    area("body", "Text", 240),
    text("primaryButton", "Main button", 30),
    text("secondaryButton", "Second button", 30),
  ],
  defaults: {
    heading: "Ready to Discover Your Next Adventure?",
    body: "Become a member to unlock tier-exclusive stays, earn points for every story you share and get recommendations made for you.",
    primaryButton: "Become a Member",
    secondaryButton: "Explore Properties",
  },
};

export const HOME_MEMBERSHIP: BlockDefinition = {
  key: "home.membership",
  label: "Membership section",
  group: "Home page",
  fields: [text("heading", "Heading", 80), area("body", "Text", 240)],
  defaults: {
    heading: "Join the Wildluxe Experience",
    body: "Earn points every month, reach tier-exclusive stays first and share the stories behind your trips. Cancel anytime.",
  },
};

/** A stored value over the block's defaults: fields never saved show the spec's words. */
export function withDefaults(
  block: BlockDefinition,
  value: Record<string, string> | null | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of block.fields) out[f.name] = value?.[f.name] ?? block.defaults[f.name] ?? "";
  return out;
}
