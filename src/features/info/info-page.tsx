import { Link } from "wouter";
import { INFO_PAGES, type InfoPageContent, type InfoPageKey } from "./info-content";
import { InfoLayout } from "./info-layout";
import { useSeo } from "@/features/seo/use-seo";

/** One static page (about, help, legal...) from the content module. */
export function InfoPage({ page }: { page: InfoPageKey }) {
  const content: InfoPageContent = INFO_PAGES[page];
  useSeo({ title: content.title, description: content.description });

  return (
    <InfoLayout eyebrow={content.eyebrow} title={content.title} intro={content.intro} lastUpdated={content.lastUpdated}>
      <div className="space-y-12">
        {content.sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-2xl text-forest-950 sm:text-3xl">{section.heading}</h2>
            {section.paragraphs?.map((text) => (
              <p key={text} className="mt-4 leading-relaxed text-ink/90">
                {text}
              </p>
            ))}
            {section.list ? (
              <ul className="mt-4 space-y-2.5">
                {section.list.map((item) => (
                  <li key={item} className="flex gap-3 leading-relaxed text-ink/90">
                    <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-sand-500" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
            ) : null}
            {section.links ? (
              <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2">
                {section.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="text-sm font-semibold text-forest-700 underline-offset-4 hover:text-forest-900 hover:underline">
                      {link.label} →
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </InfoLayout>
  );
}
