import { SiteFooter } from "@/components/layout/site-footer";
import { SITE_FOOTER } from "@shared/content/site-blocks";
import { useContent } from "./use-content";

/** The footer with its published words (loaded as the footer comes into view: src/app.tsx). */
export function Footer() {
  const content = useContent(SITE_FOOTER);
  return <SiteFooter content={{ ...content, about: content.about ?? "" }} />;
}
