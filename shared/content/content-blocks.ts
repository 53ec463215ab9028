import { INFO_PAGES, type InfoPageContent } from "./info-content";
import { area, HOME_CONCIERGE, HOME_CTA, HOME_HERO, HOME_MEMBERSHIP, text, type BlockDefinition } from "./blocks";
import { infoPageMarkdown } from "./info-markdown";
import { DESTINATIONS_PAGE, PROMO_OFFER, SITE_FOOTER } from "./site-blocks";

export type InfoSlug = keyof typeof INFO_PAGES;

/** An info page's block: its title, introduction and text, starting from the page's own words. */
export function infoPageBlock(slug: InfoSlug): BlockDefinition {
  const page: InfoPageContent = INFO_PAGES[slug];
  return {
    key: `page.${slug}`,
    label: page.title,
    group: "Pages",
    fields: [
      text("title", "Title", 90),
      area("intro", "Introduction", 800),
      {
        name: "body",
        label: "Page text (Markdown)",
        kind: "markdown",
        max: 30_000,
        hint: "## for a heading, - for a list item, [words](https://link) for a link, **bold**.",
      },
    ],
    defaults: { title: page.title, intro: page.intro, body: infoPageMarkdown(page) },
  };
}

/** Every editable block, in the editor's order; the server checks and fills in values by key. */
export const CONTENT_BLOCKS: readonly BlockDefinition[] = [
  HOME_HERO,
  HOME_CONCIERGE,
  HOME_CTA,
  HOME_MEMBERSHIP,
  PROMO_OFFER,
  SITE_FOOTER,
  ...(Object.keys(INFO_PAGES) as InfoSlug[]).map(infoPageBlock),
  DESTINATIONS_PAGE,
];

export function contentBlock(key: string): BlockDefinition | undefined {
  return CONTENT_BLOCKS.find((b) => b.key === key);
}
