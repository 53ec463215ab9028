import { describe, expect, it } from "vitest";
import { createServerHead } from "../../src/lib/seo/server-head";
import { pageDocument } from "./document";
import { EARLY_SCRIPT } from "./early-script";

const template = `<!doctype html><html><head>
<meta
  name="description"
  content="Site default."
/>
<title>Wildluxe | Curated Luxury Outdoor Stays</title>
</head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

function rendered(overrides: Partial<ReturnType<typeof createServerHead>> = {}) {
  return {
    html: "<main><h1>Fern Hollow</h1></main>",
    state: '{"json":{"queries":[]}}',
    lazyParts: [] as string[],
    head: { ...createServerHead("https://w.example", "/x"), ...overrides },
  };
}

describe("pageDocument", () => {
  it("puts the page's markup in #root and its data right after it", () => {
    const html = pageDocument(template, rendered());
    expect(html).toContain(
      '<div id="root"><main><h1>Fern Hollow</h1></main></div><script type="application/json" id="wildluxe-state">{"json":{"queries":[]}}</script>',
    );
  });

  it("names the page's lazy parts on #root, for the browser to load before it hydrates", () => {
    const html = pageDocument(template, { ...rendered(), lazyParts: ["page:AdminDashboardPage", "SponsorsPanel"] });
    expect(html).toContain('<div id="root" data-lazy="page:AdminDashboardPage SponsorsPanel"><main>');
  });

  it("replaces the title and description and adds the page's tags, escaped", () => {
    const html = pageDocument(
      template,
      rendered({
        title: 'Fern & "Hollow" | Wildluxe',
        description: "A <quiet> treehouse.",
        meta: [{ attribute: "property", key: "og:title", content: 'Fern & "Hollow"' }],
        jsonLd: '{"name":"</script><script>alert(1)</script>"}',
      }),
    );
    expect(html).toContain("<title>Fern &amp; &quot;Hollow&quot; | Wildluxe</title>");
    expect(html).toContain('<meta name="description" content="A &lt;quiet&gt; treehouse." />');
    expect(html).not.toContain("Site default.");
    expect(html).toContain('<meta property="og:title" content="Fern &amp; &quot;Hollow&quot;" data-seo="" />');
    expect(html).toContain(
      '<script type="application/ld+json" id="page-json-ld">{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
  });

  it("runs the early script first in the head, allowed by the response's nonce", () => {
    const html = pageDocument(template, rendered(), "n0nce");
    expect(html).toContain(`<script nonce="n0nce">${EARLY_SCRIPT}</script>`);
    expect(html.indexOf(EARLY_SCRIPT)).toBeLessThan(html.indexOf("</head>"));
  });

  it("keeps the site's title and description when the page has none", () => {
    const html = pageDocument(template, rendered());
    expect(html).toContain("<title>Wildluxe | Curated Luxury Outdoor Stays</title>");
    expect(html).toContain('content="Site default."');
  });

  it("lets no value in the data close its script element", () => {
    const html = pageDocument(template, { ...rendered(), state: '{"json":"</script><img src=x onerror=alert(1)>"}' });
    expect(html).not.toContain("</script><img");
    expect(html).toContain('{"json":"\\u003c/script>\\u003cimg src=x onerror=alert(1)>"}');
  });

  it("keeps user text with replacement patterns ($' $` $& $1) as it is: one root, one state script", () => {
    const text = "Trip $' plan $` and $& with $1 $$";
    const html = pageDocument(
      template,
      rendered({
        title: `${text} | Wildluxe`,
        description: text,
        meta: [{ attribute: "property", key: "og:title", content: text }],
        jsonLd: JSON.stringify({ name: text }),
      }),
    );
    const page = pageDocument(template, {
      ...rendered(),
      html: `<main><h1>${text}</h1></main>`,
      state: JSON.stringify({ json: { name: text } }),
    });
    for (const doc of [html, page]) {
      expect(doc.split('<div id="root">').length - 1).toBe(1);
      expect(doc.split(`id="wildluxe-state"`).length - 1).toBe(1);
      expect(doc.split('<script type="module" src="/assets/index.js">').length - 1).toBe(1);
      expect(doc.split("</head>").length - 1).toBe(1);
    }
    const escaped = text.replace("&", "&amp;");
    expect(html).toContain(`<title>${escaped} | Wildluxe</title>`);
    expect(html).toContain(`<meta name="description" content="${escaped}" />`);
    expect(html).toContain(`<meta property="og:title" content="${escaped}" data-seo="" />`);
    expect(html).toContain(`{"name":"${text}"}</script>`);
    expect(page).toContain(`<div id="root"><main><h1>${text}</h1></main></div>`);
    expect(page).toContain(`{"json":{"name":"${text}"}}</script>`);
  });
});
