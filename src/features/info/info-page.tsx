import type { MouseEvent } from "react";
import { useLocation } from "wouter";
import { useSeo } from "@/lib/seo/use-seo";
import { infoPageBlock } from "@shared/content/content-blocks";
import { useContent } from "@/features/site-content/use-content";
import { INFO_PAGES, type InfoPageContent, type InfoPageKey } from "@shared/content/info-content";
import { InfoLayout } from "./info-layout";
import { EarningActions } from "@/features/points/earning-actions";
import type { PageData } from "@/lib/route-data";

/** Rich text as the site shows it: headings, paragraphs, lists and links. */
export const PROSE =
  "space-y-4 leading-relaxed text-ink/90 [&_a]:font-medium [&_a]:text-forest-700 [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-12 [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:text-forest-950 sm:[&_h2]:text-3xl [&_h2:first-child]:mt-0 [&_h3]:mt-8 [&_h3]:text-xl [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_ol_li]:list-decimal";

/** One static page (about, help, legal...): its published title, introduction and text. */
export function InfoPage({ page }: { page: InfoPageKey }) {
  const meta: InfoPageContent = INFO_PAGES[page];
  const content = useContent(infoPageBlock(page));
  const [, navigate] = useLocation();
  useSeo({ title: content.title ?? meta.title, description: meta.description });
  // Links to our own pages move within the app instead of reloading it.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest("a");
    const href = anchor?.getAttribute("href");
    if (!href?.startsWith("/") || href.startsWith("//") || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <InfoLayout
      eyebrow={meta.eyebrow}
      title={content.title ?? meta.title}
      intro={content.intro ?? meta.intro}
      lastUpdated={meta.lastUpdated}
    >
      {/* The server turned the page's Markdown into HTML through the rich-text allow-list. */}
      <div className={PROSE} onClick={onClick} dangerouslySetInnerHTML={{ __html: content.html ?? "" }} />
      {page === "help" ? (
        <section aria-labelledby="help-earn-title" className="mt-12">
          <h2 id="help-earn-title" className="font-serif text-2xl text-forest-950 sm:text-3xl">
            What each way of earning gives today
          </h2>
          <div className="mt-5">
            <EarningActions />
          </div>
        </section>
      ) : null}
    </InfoLayout>
  );
}

export const infoPageData: PageData = ({ props, q }) => [
  q.content.get.prefetch(`page.${String(props["page"])}`),
  // The help page lists the ways to earn points.
  props["page"] === "help" && q.points.actions.prefetch(),
];
