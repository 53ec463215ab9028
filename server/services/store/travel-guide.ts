import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import PDFDocument from "pdfkit";
import type { Db } from "../../../db/client";
import { categories, journalArticles, listings, regions } from "../../../db/schema";
import { stripMarkup } from "@shared/markup";
import { TIER_NAMES } from "@shared/tiers";
import { visibleListings } from "../listings/access";
import { readerTier, type ListingViewer } from "@shared/access";

const FOREST = "#1f3a2c";
const MUTED = "#5b6b61";
const GUIDE_PREFIX = "travel-guide-";

/**
 * A stay as the guide prints it for one reader: in full at the reader's tier and below; above it
 * only what the site shows a lower tier (name, place, category, the card's teaser), never the
 * full description.
 */
export type GuideStay = {
  name: string;
  location: string;
  rating: number;
  category: string | null;
  region: string | null;
  slug: string;
  tierLevel: number;
  locked: boolean;
  /** The description without markup, or for a locked stay the card's teaser. */
  text: string;
};

const tierWords = (tierLevel: number) => `members from ${TIER_NAMES[tierLevel] ?? `tier ${tierLevel}`}`;

/** Every live stay, by region and name, as `viewer` may read it. */
export async function guideStays(db: Db, viewer: ListingViewer): Promise<GuideStay[]> {
  const rows = await db
    .select({
      name: listings.name,
      location: listings.location,
      description: listings.description,
      gallery: listings.gallery,
      externalUrl: listings.externalUrl,
      tierLevel: listings.tierLevel,
      rating: listings.rating,
      category: categories.name,
      region: regions.name,
      slug: listings.slug,
    })
    .from(listings)
    .leftJoin(categories, eq(categories.id, listings.categoryId))
    .leftJoin(regions, eq(regions.id, listings.regionId))
    .where(and(isNull(listings.archivedAt), eq(listings.approved, true)))
    .orderBy(asc(regions.name), asc(listings.name));
  return visibleListings(viewer, rows).map((s) => ({
    name: s.name,
    location: s.location,
    rating: s.rating,
    category: s.category,
    region: s.region,
    slug: s.slug,
    tierLevel: s.tierLevel,
    locked: s.locked,
    text: s.locked ? s.teaser : stripMarkup(s.description).slice(0, 1800),
  }));
}

/**
 * What the guide is made from, as one string: an edit, addition or removal of a stay or a journal
 * story changes it (updatedAt is set on every write), so the next guide is built afresh.
 */
async function contentVersion(db: Db): Promise<string> {
  const version = (table: typeof listings | typeof journalArticles) =>
    db.select({ v: sql<string>`coalesce(max(${table.updatedAt})::text, '-') || '/' || count(*)` }).from(table);
  const [[stays], [stories]] = await Promise.all([version(listings), version(journalArticles)]);
  return `${stays?.v};${stories?.v}`;
}

/**
 * The Wildluxe Travel Guide for `viewer` as PDF bytes. One guide a reader tier and content
 * version is kept in DATA_DIR/store; a newer version replaces that tier's older file.
 */
export async function travelGuidePdf(
  db: Db,
  dataDir: string,
  appUrl: string,
  viewer: ListingViewer,
  now = new Date(),
): Promise<Buffer> {
  const tier = readerTier(viewer);
  const tierKey = Number.isFinite(tier) ? String(tier) : "all";
  const version = createHash("sha256")
    .update(await contentVersion(db))
    .digest("hex")
    .slice(0, 16);
  const dir = join(dataDir, "store");
  const name = `${GUIDE_PREFIX}${tierKey}-${version}.pdf`;
  const file = join(dir, name);
  const cached = await readFile(file).catch(() => null);
  if (cached) return cached;
  const bytes = await buildGuide(await guideStays(db, viewer), await guideStories(db), appUrl, now, tier);
  await mkdir(dir, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, bytes);
  await rename(temp, file);
  // This tier's older versions, and the one guide for everyone that earlier builds kept.
  const stale = (await readdir(dir)).filter(
    (f) => f === "travel-guide.pdf" || (f.startsWith(`${GUIDE_PREFIX}${tierKey}-`) && f.endsWith(".pdf") && f !== name),
  );
  await Promise.all(stale.map((f) => rm(join(dir, f), { force: true })));
  return bytes;
}

function guideStories(db: Db) {
  return db
    .select({ title: journalArticles.title, excerpt: journalArticles.excerpt, content: journalArticles.content })
    .from(journalArticles)
    .where(eq(journalArticles.published, true))
    .orderBy(asc(journalArticles.title))
    .limit(12);
}

type Story = Awaited<ReturnType<typeof guideStories>>[number];

/** A cover, contents, a chapter per region with a page per stay, and journal stories. */
async function buildGuide(stays: GuideStay[], stories: Story[], appUrl: string, now: Date, tier: number) {
  const byRegion = new Map<string, GuideStay[]>();
  for (const s of stays) byRegion.set(s.region ?? "Elsewhere", [...(byRegion.get(s.region ?? "Elsewhere") ?? []), s]);

  const doc = new PDFDocument({
    size: "A5",
    margin: 48,
    info: { Title: "The Wildluxe Travel Guide", Author: "Wildluxe", CreationDate: now },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));

  // Cover
  doc.rect(0, 0, doc.page.width, doc.page.height).fill(FOREST);
  doc.fillColor("#e9c98f").font("Times-Bold").fontSize(34).text("WILDLUXE", 48, 160, { align: "center" });
  doc.fillColor("#f3ecdd").font("Times-Roman").fontSize(22).text("The Travel Guide", { align: "center" });
  doc
    .moveDown(2)
    .fontSize(11)
    .text(
      `Curated luxury outdoor stays: ${stays.length} places in ${byRegion.size} regions, and stories from the road.`,
      { align: "center" },
    );
  doc
    .moveDown(8)
    .fontSize(9)
    .text(`Edition of ${now.toISOString().slice(0, 10)}`, { align: "center" });

  // Contents
  doc.addPage().fillColor(FOREST).font("Times-Bold").fontSize(22).text("Contents");
  doc.moveDown().font("Helvetica").fontSize(10).fillColor("#222");
  doc.text("How to use this guide");
  for (const [region, list] of byRegion)
    doc.text(`${region}  ·  ${list.length} ${list.length === 1 ? "stay" : "stays"}`);
  doc.text("Stories from the journal");

  doc.addPage().fillColor(FOREST).font("Times-Bold").fontSize(20).text("How to use this guide");
  doc
    .moveDown()
    .font("Helvetica")
    .fontSize(10)
    .fillColor("#222")
    .text(
      "Each chapter is a region. Every stay has a page with where it is, what kind of place it is and what its hosts say about it. Stays marked with a membership tier are open to members of that tier and above on Wildluxe. Book directly with each host from the stay's page on Wildluxe; links are at the foot of every page.",
      { lineGap: 3 },
    );
  if (stays.some((s) => s.locked)) {
    doc
      .moveDown()
      .text(
        `${editionWords(tier)} Stays of higher tiers appear in brief; a membership upgrade opens their full pages.`,
        { lineGap: 3 },
      );
  }
  doc
    .moveDown()
    .text(
      "What to pack: layers for cold mornings, a headlamp, a refillable bottle, and shoes that do not mind mud. Dark-sky stays reward a red light and patience.",
      { lineGap: 3 },
    );

  for (const [region, list] of byRegion) {
    doc.addPage().rect(0, 0, doc.page.width, 180).fill(FOREST);
    doc.fillColor("#f3ecdd").font("Times-Bold").fontSize(26).text(region, 48, 110);
    doc
      .fillColor("#222")
      .font("Helvetica")
      .fontSize(10)
      .text(`${list.length} ${list.length === 1 ? "stay" : "stays"} in ${region}.`, 48, 210);
    for (const s of list) stayPage(doc, s, appUrl);
  }

  doc.addPage().fillColor(FOREST).font("Times-Bold").fontSize(22).text("Stories from the journal");
  for (const story of stories) {
    doc.addPage().fillColor(FOREST).font("Times-Bold").fontSize(16).text(story.title);
    doc.moveDown(0.5).fillColor(MUTED).font("Helvetica-Oblique").fontSize(10).text(story.excerpt);
    doc
      .moveDown()
      .fillColor("#222")
      .font("Helvetica")
      .fontSize(9.5)
      .text(stripMarkup(story.content).slice(0, 2400), { lineGap: 2 });
  }
  doc.end();
  return done;
}

const editionWords = (tier: number) =>
  tier > 0
    ? `This edition is printed for ${TIER_NAMES[tier] ?? "members"} members.`
    : "This edition is printed for readers without a membership plan.";

function stayPage(doc: PDFKit.PDFDocument, s: GuideStay, appUrl: string) {
  doc.addPage();
  doc
    .fillColor(MUTED)
    .font("Helvetica")
    .fontSize(8)
    .text([s.category, s.region].filter(Boolean).join("  ·  ").toUpperCase(), { characterSpacing: 1 });
  doc.moveDown(0.4).fillColor(FOREST).font("Times-Bold").fontSize(18).text(s.name);
  const tier = s.tierLevel > 0 ? `  ·  ${tierWords(s.tierLevel)}` : "";
  doc
    .fillColor(MUTED)
    .font("Helvetica")
    .fontSize(10)
    .text(`${s.location}  ·  rated ${s.rating.toFixed(1)}${tier}`);
  doc.moveDown().fillColor("#222").fontSize(10).text(s.text, { lineGap: 3 });
  if (s.locked) {
    const upgrade = `The full page of this stay is open to ${tierWords(s.tierLevel)}: upgrade on Wildluxe to read it.`;
    doc.moveDown().fillColor(FOREST).font("Helvetica-Bold").fontSize(10).text(upgrade, { lineGap: 3 });
  }
  const link = `${appUrl}/listings/${s.slug}`;
  doc
    .fillColor(FOREST)
    .font("Helvetica")
    .fontSize(8)
    .text(link, 48, doc.page.height - 64, { link, underline: true });
}
