import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { categories, journalArticles, listings } from "../../../db/schema";
import { liveListing } from "../listings/cards";
import { recordAudit } from "../admin/audit";

/** Public pages worth indexing (spec §2 route table and footer); account, admin and tool pages are left out. */
const STATIC_PAGES = [
  "/",
  "/listings",
  "/recommendations",
  "/journal",
  "/membership",
  "/availability",
  "/store",
  "/sponsors",
  "/travelers",
  "/about",
  "/careers",
  "/press",
  "/help",
  "/safety",
  "/contact",
  "/terms",
  "/privacy",
  "/cookies",
  "/guide",
  "/destinations",
] as const;

/** The protocol allows 50,000 URLs per file; stay well under it. */
const URLS_PER_FILE = 40_000;
/** A sitemap older than this is rebuilt when a crawler asks for it. */
const SITEMAP_MAX_AGE_MS = 24 * 60 * 60 * 1000;

type Entry = { loc: string; lastmod?: Date; changefreq?: string; priority?: string };

const dirOf = (dataDir: string) => join(dataDir, "sitemaps");
const INDEX_FILE = "sitemap.xml";
const FILE_NAME = /^sitemap-[a-z]+(-\d+)?\.xml$/;

function escapeXml(text: string) {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}

function urlset(entries: Entry[]) {
  const body = entries
    .map((e) =>
      [
        "  <url>",
        `    <loc>${escapeXml(e.loc)}</loc>`,
        e.lastmod ? `    <lastmod>${e.lastmod.toISOString().slice(0, 10)}</lastmod>` : "",
        e.changefreq ? `    <changefreq>${e.changefreq}</changefreq>` : "",
        e.priority ? `    <priority>${e.priority}</priority>` : "",
        "  </url>",
      ]
        .filter(Boolean)
        .join("\n"),
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

function sitemapIndex(locs: string[], now: Date) {
  const body = locs
    .map(
      (loc) =>
        `  <sitemap>\n    <loc>${escapeXml(loc)}</loc>\n    <lastmod>${now.toISOString().slice(0, 10)}</lastmod>\n  </sitemap>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

async function collectEntries(db: Db, appUrl: string) {
  const [liveListings, allCategories, articles] = await Promise.all([
    db
      .select({ slug: listings.slug, updatedAt: listings.updatedAt })
      .from(listings)
      .where(liveListing)
      .orderBy(asc(listings.id)),
    db.select({ slug: categories.slug }).from(categories).orderBy(asc(categories.id)),
    db
      .select({ slug: journalArticles.slug, updatedAt: journalArticles.updatedAt })
      .from(journalArticles)
      .where(and(eq(journalArticles.published, true), eq(journalArticles.moderation, "approved")))
      .orderBy(asc(journalArticles.id)),
  ]);
  return {
    pages: [
      ...STATIC_PAGES.map((path) => ({
        loc: `${appUrl}${path === "/" ? "/" : path}`,
        changefreq: path === "/" ? "daily" : "weekly",
        priority: path === "/" ? "1.0" : "0.5",
      })),
      ...allCategories.map((c) => ({
        loc: `${appUrl}/listings/category/${encodeURIComponent(c.slug)}`,
        changefreq: "weekly",
        priority: "0.7",
      })),
    ],
    listings: liveListings.map((l) => ({
      loc: `${appUrl}/listings/${encodeURIComponent(l.slug)}`,
      lastmod: l.updatedAt,
      changefreq: "weekly",
      priority: "0.8",
    })),
    journal: articles.map((a) => ({
      loc: `${appUrl}/journal/${encodeURIComponent(a.slug)}`,
      lastmod: a.updatedAt,
      changefreq: "monthly",
      priority: "0.6",
    })),
  };
}

/** Writes via a temporary file and a rename, so a crawler never reads half a file. */
async function writeAtomic(path: string, text: string) {
  // A name of its own: two builds at once (first crawlers) must never rename each other's file.
  const tmp = `${path}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(tmp, text, "utf8");
  await rename(tmp, path);
}

/**
 * Writes one urlset per part (pages with category pages, listings, journal) and a
 * sitemap index that lists them, under DATA_DIR/sitemaps. URLs are absolute, from APP_URL.
 */
async function buildSitemaps(db: Db, dataDir: string, appUrl: string) {
  const groups = await collectEntries(db, appUrl);
  const dir = dirOf(dataDir);
  await mkdir(dir, { recursive: true });
  const files: { name: string; urls: number }[] = [];
  for (const [part, entries] of Object.entries(groups)) {
    const chunks = Math.max(1, Math.ceil(entries.length / URLS_PER_FILE));
    for (let i = 0; i < chunks; i++) {
      const name = chunks === 1 ? `sitemap-${part}.xml` : `sitemap-${part}-${i + 1}.xml`;
      const chunk = entries.slice(i * URLS_PER_FILE, (i + 1) * URLS_PER_FILE);
      await writeAtomic(join(dir, name), urlset(chunk));
      files.push({ name, urls: chunk.length });
    }
  }
  const sitemaps = files.map((f) => `${appUrl}/sitemaps/${f.name}`);
  await writeAtomic(join(dir, INDEX_FILE), sitemapIndex(sitemaps, new Date()));
  const urlCount = files.reduce((sum, f) => sum + f.urls, 0);
  return {
    sitemapIndex: `${appUrl}/sitemap.xml`,
    sitemaps,
    urlCount,
    counts: { pages: groups.pages.length, listings: groups.listings.length, journal: groups.journal.length },
  };
}

/** The admin Quick Action. */
export async function generateSitemap(db: Db, dataDir: string, appUrl: string, actorId: number) {
  const result = await buildSitemaps(db, dataDir, appUrl);
  await recordAudit(db, {
    actorId,
    action: "seo.generate-sitemap",
    target: "sitemap.xml",
    details: { urlCount: result.urlCount, ...result.counts },
  });
  return { message: `Sitemap Generated: ${result.urlCount} URLs in ${result.sitemaps.length} files.`, ...result };
}

/** The index for /sitemap.xml, rebuilt when missing or older than a day. */
export async function readSitemapIndex(db: Db, dataDir: string, appUrl: string) {
  const path = join(dirOf(dataDir), INDEX_FILE);
  const info = await stat(path).catch(() => null);
  if (!info || Date.now() - info.mtimeMs > SITEMAP_MAX_AGE_MS) await buildSitemaps(db, dataDir, appUrl);
  return readFile(path, "utf8");
}

/** One part file, or null; only names this module writes are served. */
export async function readSitemapPart(db: Db, dataDir: string, appUrl: string, name: string): Promise<string | null> {
  if (!FILE_NAME.test(name)) return null;
  const path = join(dirOf(dataDir), name);
  if (!(await stat(path).catch(() => null))) await buildSitemaps(db, dataDir, appUrl);
  return readFile(path, "utf8").catch(() => null);
}

export function robotsTxt(appUrl: string) {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /admin",
    "Disallow: /direct-admin",
    "Disallow: /account",
    "Disallow: /checkout",
    "Disallow: /email-preview",
    "",
    `Sitemap: ${appUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
