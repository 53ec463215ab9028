import { area, text, url, type BlockDefinition } from "./blocks";

/**
 * The footer's, the promo dialog's and /destinations' blocks of words, apart from the home page's (blocks.ts): the home
 * page's first screen does not carry them.
 */

export const PROMO_OFFER: BlockDefinition = {
  key: "promo.offer",
  label: "Promo dialog",
  group: "Site",
  fields: [
    text("eyebrow", "Label above the heading", 40),
    text("heading", "Heading", 70),
    text("exitHeading", "Heading when leaving the site", 70),
    text("offer", "Offer", 120),
    text("guideTitle", "Travel guide line", 90),
    area("guideText", "Travel guide text", 160),
    text("button", "Button", 30),
  ],
  defaults: {
    eyebrow: "Limited-time offer",
    heading: "Try Luxe Insider Free for 14 Days",
    exitHeading: "Wait! Take Luxe Insider for a Free Spin",
    offer: "14 days free, then $14.99 per month. Cancel anytime.",
    guideTitle: "Free with your trial: the Wildluxe Travel Guide",
    guideText: "50+ pages of hidden retreats and seasonal tips.",
    button: "Start My Free Trial",
  },
};

export const SITE_FOOTER: BlockDefinition = {
  key: "site.footer",
  label: "Footer",
  group: "Site",
  fields: [
    area("about", "About text", 200),
    url("instagram", "Instagram link"),
    url("facebook", "Facebook link"),
    url("pinterest", "Pinterest link"),
    url("youtube", "YouTube link"),
  ],
  defaults: {
    about: "Curated luxury outdoor stays and a community of travelers sharing the stories behind them.",
    instagram: "https://www.instagram.com/",
    facebook: "https://www.facebook.com/",
    pinterest: "https://www.pinterest.com/",
    youtube: "https://www.youtube.com/",
  },
};

/** /destinations lists the regions from the data; its words, and any text above the list, are edited here. */
export const DESTINATIONS_PAGE: BlockDefinition = {
  key: "page.destinations",
  label: "Destinations",
  group: "Pages",
  fields: [
    text("title", "Title", 90),
    area("intro", "Introduction", 800),
    {
      name: "body",
      label: "Page text (Markdown)",
      kind: "markdown",
      max: 30_000,
      optional: true,
      hint: "Shown above the regions; leave empty for none.",
    },
  ],
  defaults: {
    title: "Destinations",
    intro: "From old-growth forests to desert mesas and glacier lakes, explore the collection region by region.",
    body: "",
  },
};
