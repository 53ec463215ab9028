import type { RenderedPage } from "../../src/entry-server";
import { JSON_LD_ID, LAZY_PARTS_ATTRIBUTE, SSR_STATE_ID } from "@shared/document-ids";
import { EARLY_SCRIPT } from "./early-script";

const ROOT = '<div id="root"></div>';

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Text for a script element that no value can close early. */
function scriptText(text: string): string {
  return text.replace(/</g, "\\u003c");
}

/**
 * The built index.html with a server-rendered page in it: its title, description, Open Graph tags
 * and structured data in the head, its markup in #root and its data for the browser to hydrate; and
 * the early script that keeps a form choice made before the app has taken over.
 */
export function pageDocument(template: string, page: RenderedPage, nonce?: string): string {
  const { head } = page;
  const { title, description } = head;
  const tags = [
    `<script${nonce ? ` nonce="${escapeHtml(nonce)}"` : ""}>${EARLY_SCRIPT}</script>`,
    ...(head.resourceHints ? [head.resourceHints] : []),
    ...head.meta.map(
      (m) => `<meta ${m.attribute}="${escapeHtml(m.key)}" content="${escapeHtml(m.content)}" data-seo="" />`,
    ),
    ...(head.jsonLd
      ? [`<script type="application/ld+json" id="${JSON_LD_ID}">${scriptText(head.jsonLd)}</script>`]
      : []),
  ];
  // Every replacement is a function: a string replacement would expand $' $` $& in user text.
  let html = template;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description) {
    html = html.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    );
  }
  return html
    .replace("</head>", () => `${tags.join("\n")}\n</head>`)
    .replace(
      ROOT,
      () =>
        `<div id="root"${page.lazyParts.length ? ` ${LAZY_PARTS_ATTRIBUTE}="${escapeHtml(page.lazyParts.join(" "))}"` : ""}>${page.html}</div><script type="application/json" id="${SSR_STATE_ID}">${scriptText(page.state)}</script>`,
    );
}
