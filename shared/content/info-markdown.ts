import { splitEmails } from "./email-links";
import type { InfoPageContent } from "./info-content";

/** Running text with each email address as a mailto: link. */
const linked = (text: string) =>
  splitEmails(text)
    .map((p) => (p.email ? `[${p.text}](mailto:${p.email})` : p.text))
    .join("");

/** A static page's sections as Markdown, the starting text of its editable body. */
export function infoPageMarkdown(page: InfoPageContent): string {
  return page.sections
    .map((s) => {
      const parts = [`## ${s.heading}`];
      for (const p of s.paragraphs ?? []) parts.push(linked(p));
      if (s.list?.length) parts.push(s.list.map((item) => `- ${linked(item)}`).join("\n"));
      if (s.links?.length) parts.push(s.links.map((l) => `- [${l.label}](${l.href})`).join("\n"));
      return parts.join("\n\n");
    })
    .join("\n\n");
}
