import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import { E2E_ADMIN } from "./global-setup";
import { firstPublicListing } from "./browser";

type ListingRow = { slug: string; name: string; tierLevel: number };
type ArticleRow = { slug: string; title: string; memberOnly: boolean };

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(baseUrl + path, { headers });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

/** The inline JSON the page hands to the browser, parsed back (superjson's plain JSON part). */
function pageState(html: string): { json: { queries: { queryKey: unknown; state: { data: unknown } }[] } } {
  const match = /<script type="application\/json" id="wildluxe-state">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error("The page carries no state script.");
  return JSON.parse(match[1]!);
}

async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

describe("pages rendered on the server", () => {
  it("sends the home page's hero, plans and data before any script runs", async () => {
    const { status, html, headers } = await page("/");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("private, no-cache");
    expect(html).toContain("Find Your Curated Outdoor Stays Here");
    expect(html).toContain('placeholder="Search by destination or keyword"');
    expect(html).toContain("Most Popular");
    for (const price of ["$9.99", "$14.99", "$19.99"]) expect(html).toContain(price);
    expect(html).toContain("Trending Retreats");
    expect(html).toMatch(new RegExp(`© (<!-- -->)?${new Date().getFullYear()}`));
    // The data the markup came from travels with it, so the browser does not fetch it again.
    expect(pageState(html).json.queries.length).toBeGreaterThan(3);
  });

  it("allows inline scripts only through this response's CSP nonce", async () => {
    const { html, headers } = await page("/listings");
    const csp = headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}';`);
    // A page rendered whole has no inline script of React's; one it writes (a late boundary) must carry the nonce.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:json|ld\+json)")([^>]*)>/g)];
    for (const [, attributes] of inline) expect(attributes).toContain(`nonce="${nonce}"`);
    expect((await page("/listings")).headers.get("content-security-policy")).not.toContain(nonce);
  });

  it("renders a listing with its title, description, Open Graph tags and JSON-LD", async () => {
    const listing = await firstPublicListing<ListingRow>(baseUrl);
    const { status, html } = await page(`/listings/${listing.slug}`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${listing.name} | Wildluxe</title>`);
    expect(html).toContain(`<meta property="og:title" content="${listing.name} | Wildluxe"`);
    expect(html).toContain(`<meta property="og:url" content="${baseUrl}/listings/${listing.slug}"`);
    const jsonLd = /<script type="application\/ld\+json" id="page-json-ld">([\s\S]*?)<\/script>/.exec(html);
    expect(JSON.parse(jsonLd![1]!)).toMatchObject({
      "@type": "LodgingBusiness",
      name: listing.name,
      url: `${baseUrl}/listings/${listing.slug}`,
    });
    expect(html).toMatch(new RegExp(`<h1[^>]*>${listing.name}</h1>`));
  });

  it("answers an unknown path with Page Not Found and a 404", async () => {
    const { status, html } = await page("/no/such/place");
    expect(status).toBe(404);
    expect(html).toContain("Page Not Found");
    expect(html).toContain("<title>Page Not Found | Wildluxe</title>");
  });

  it.each([
    ["/listings/no-such-stay-anywhere", "Listing not found", "Listing not found | Wildluxe"],
    ["/journal/no-such-story", "Article Not Found", "Article Not Found | Wildluxe"],
    ["/listings/category/no-such-kind", "We couldn&#x27;t find that category.", "Category not found | Wildluxe"],
  ])("answers %s with its own not-found state and a 404", async (path, text, title) => {
    const { status, html } = await page(path);
    expect(status).toBe(404);
    expect(html).toContain(text);
    expect(html).toContain(`<title>${title}</title>`);
  });

  it("never sends a visitor the full text of a members-only article", async () => {
    const articles = (await (await fetch(`${baseUrl}/api/journal`)).json()) as ArticleRow[];
    const locked = articles.find((a) => a.memberOnly)!;
    const cookie = await signIn(E2E_ADMIN.email, E2E_ADMIN.password);
    const full = (await (await fetch(`${baseUrl}/api/journal/${locked.slug}`, { headers: { cookie } })).json()) as {
      content: string;
    };
    const lastSentence = full.content
      .replace(/<[^>]+>/g, " ")
      .trim()
      .split(/(?<=\.)\s+/)
      .pop()!;
    expect(lastSentence.length).toBeGreaterThan(20);

    const visitor = await page(`/journal/${locked.slug}`);
    expect(visitor.html).toContain(locked.title);
    expect(visitor.html).toContain("This story is for members");
    expect(visitor.html).not.toContain(lastSentence);
    const admin = await page(`/journal/${locked.slug}`, { cookie });
    expect(admin.html).toContain(lastSentence);
  });

  it("renders the signed-in header for the member who asked, and only for them", async () => {
    const cookie = await signIn("explorer@wildluxe.example", "wildluxe-demo");
    const member = await page("/", { cookie });
    expect(member.html).toMatch(/points, Luxe Explorer\. View your points/);
    expect(member.html).not.toContain(">Member Login<");
    const visitor = await page("/");
    expect(visitor.html).toContain(">Member Login<");
    expect(visitor.html).not.toMatch(/View your points/);
  });

  it("renders every path of the route table on the server, for a visitor and for an admin", async () => {
    const listing = await firstPublicListing<ListingRow>(baseUrl);
    const [article] = (await (await fetch(`${baseUrl}/api/journal`)).json()) as ArticleRow[];
    const [category] = (await (await fetch(`${baseUrl}/api/categories`)).json()) as { slug: string }[];
    const params: Record<string, string> = {
      ":slug": listing.slug,
      ":category": category!.slug,
      ":tierId": "2",
      ":collectionId": "1",
      ":id": "1",
    };
    const paths = [...readFileSync("src/routes.tsx", "utf8").matchAll(/path: "([^"]+)"/g)].map(([, path]) =>
      path!.startsWith("/journal/")
        ? `/journal/${article!.slug}`
        : path!.replace(/:[a-zA-Z]+/g, (name) => params[name]!),
    );
    expect(paths.length).toBeGreaterThan(70);
    const admin = await signIn(E2E_ADMIN.email, E2E_ADMIN.password);
    const viewers: Record<string, string>[] = [{}, { cookie: admin }];
    for (const headers of viewers) {
      for (const path of paths) {
        const { status, html } = await page(path, headers);
        // The state script is only there when the server rendered the page (not the fallback shell).
        expect({ path, status, rendered: html.includes('id="wildluxe-state"') }).toEqual({
          path,
          status: 200,
          rendered: true,
        });
      }
    }
    // About 160 page renders: a bounded amount of work that a busy machine needs longer for.
  }, 300_000);

  it("sends scripts, styles and pages compressed", async () => {
    const { html } = await page("/");
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1]!;
    const br = await fetch(baseUrl + script, { headers: { "accept-encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const gz = await fetch(`${baseUrl}/listings`, { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gz.headers.get("vary")).toBe("Accept-Encoding");
    // Uncompressed for a client that asks so, and still marked as varying with what it asks for.
    const plain = await fetch(`${baseUrl}/listings`, { headers: { "accept-encoding": "identity" } });
    expect({ encoding: plain.headers.get("content-encoding"), vary: plain.headers.get("vary") }).toEqual({
      encoding: null,
      vary: "Accept-Encoding",
    });
    expect(await plain.text()).toContain('id="wildluxe-state"');
    // A member's page (never cached) is gzipped whole, with its length, not streamed through a compressor in chunks.
    const cookie = await signIn("explorer@wildluxe.example", "wildluxe-demo");
    const member = await fetch(`${baseUrl}/`, { headers: { cookie, "accept-encoding": "gzip" } });
    const memberHtml = await member.text();
    expect({
      encoding: member.headers.get("content-encoding"),
      chunked: member.headers.get("transfer-encoding"),
    }).toEqual({ encoding: "gzip", chunked: null });
    expect(Number(member.headers.get("content-length"))).toBeGreaterThan(1000);
    expect(Number(member.headers.get("content-length"))).toBeLessThan(Buffer.byteLength(memberHtml) / 3);
    expect(memberHtml).toMatch(/points, Luxe Explorer\. View your points/);
  });

  it("renders with React's production build even when the server runs without NODE_ENV=production", () => {
    // Which React files loading the built server module brings in, in a process like `npm start`'s (no NODE_ENV).
    const env = { ...process.env };
    delete env.NODE_ENV;
    const probe = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { createRequire } from "node:module";
         await import(${JSON.stringify(new URL("../../dist/server/entry-server.js", import.meta.url).href)});
         console.log(JSON.stringify(Object.keys(createRequire(import.meta.url).cache)));`,
      ],
      { env, encoding: "utf8" },
    );
    expect(probe.status, probe.stderr).toBe(0);
    const loaded: string[] = JSON.parse(probe.stdout);
    expect(loaded.filter((path) => /react/.test(path) && /development/.test(path))).toEqual([]);
  });
});
