import { describe, expect, it } from "vitest";
import { createServerHead } from "../../src/features/seo/server-head";
import { pageDocument } from "./document";

const template = `<!doctype html><html><head>
<meta
  name="description"
  content="Site default."
/>
<title>Wildluxe | Curated Luxury Outdoor Stays</title>
</head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

function rendered(overrides: Partial<ReturnType<typeof createServerHead>> = {}) {
  return { html: "<main><h1>Fern Hollow</h1></main>", state: '{"json":{"queries":[]}}', head: { ...createServerHead("https://w.example", "/x"), ...overrides } };
}

describe("pageDocument", () => {
  it("puts the page's markup in #root and its data right after it", () => {
    const html = pageDocument(template, rendered());
    expect(html).toContain('<div id="root"><main><h1>Fern Hollow</h1></main></div><script type="application/json" id="wildluxe-state">{"json":{"queries":[]}}</script>');
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
    expect(html).toContain('<script type="application/ld+json" id="page-json-ld">{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>');
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
});
