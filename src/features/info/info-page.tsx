import { Link } from "wouter";
import { splitEmails } from "./email-links";
import { INFO_PAGES, type InfoPageContent, type InfoPageKey } from "./info-content";
import { InfoLayout } from "./info-layout";
import { useSeo } from "@/features/seo/use-seo";

/** Text with each email address as a mailto: link. */
function WithEmailLinks({ text }: { text: string }) {
  return splitEmails(text).map((part, index) =>
    part.email ? (
      <a key={index} href={`mailto:${part.email}`} className="font-medium text-forest-700 underline underline-offset-4 hover:text-forest-900">
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
}

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
                <WithEmailLinks text={text} />
              </p>
            ))}
            {section.list ? (
              <ul className="mt-4 space-y-2.5">
                {section.list.map((item) => (
                  <li key={item} className="flex gap-3 leading-relaxed text-ink/90">
                    <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-sand-500" aria-hidden="true" />
                    <span>
                      <WithEmailLinks text={item} />
                    </span>
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
