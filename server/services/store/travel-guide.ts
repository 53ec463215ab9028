import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { and, asc, eq, isNull } from "drizzle-orm";
import PDFDocument from "pdfkit";
import type { Db } from "../../../db/client";
import { categories, journalArticles, listings, regions } from "../../../db/schema";
import { stripMarkup } from "../../../src/lib/markup";

/** The guide is rebuilt from the current stays and journal at most once a day. */
const MAX_AGE_MS = 24 * 3_600_000;
const FOREST = "#1f3a2c";
const MUTED = "#5b6b61";

type Stay = { name: string; location: string; description: string; tierLevel: number; rating: number; category: string | null; region: string | null; slug: string };

/** The Wildluxe Travel Guide as PDF bytes: a cover, contents, a chapter per region with a page per stay, and journal stories. */
export async function travelGuidePdf(db: Db, dataDir: string, appUrl: string, now = new Date()): Promise<Buffer> {
  const dir = join(dataDir, "store");
  const file = join(dir, "travel-guide.pdf");
  const cached = await stat(file).catch(() => null);
  if (cached && now.getTime() - cached.mtimeMs < MAX_AGE_MS) return readFile(file);
  const bytes = await buildGuide(db, appUrl, now);
  await mkdir(dir, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, bytes);
  await rename(temp, file);
  return bytes;
}

async function buildGuide(db: Db, appUrl: string, now: Date): Promise<Buffer> {
  const stays: Stay[] = await db
    .select({ name: listings.name, location: listings.location, description: listings.description, tierLevel: listings.tierLevel, rating: listings.rating, category: categories.name, region: regions.name, slug: listings.slug })
    .from(listings)
    .leftJoin(categories, eq(categories.id, listings.categoryId))
    .leftJoin(regions, eq(regions.id, listings.regionId))
    .where(and(isNull(listings.archivedAt), eq(listings.approved, true)))
    .orderBy(asc(regions.name), asc(listings.name));
  const stories = await db
    .select({ title: journalArticles.title, excerpt: journalArticles.excerpt, content: journalArticles.content })
    .from(journalArticles)
    .where(eq(journalArticles.published, true))
    .orderBy(asc(journalArticles.title))
    .limit(12);
  const byRegion = new Map<string, Stay[]>();
  for (const s of stays) byRegion.set(s.region ?? "Elsewhere", [...(byRegion.get(s.region ?? "Elsewhere") ?? []), s]);

  const doc = new PDFDocument({ size: "A5", margin: 48, info: { Title: "The Wildluxe Travel Guide", Author: "Wildluxe", CreationDate: now } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));

  // Cover
  doc.rect(0, 0, doc.page.width, doc.page.height).fill(FOREST);
  doc.fillColor("#e9c98f").font("Times-Bold").fontSize(34).text("WILDLUXE", 48, 160, { align: "center" });
  doc.fillColor("#f3ecdd").font("Times-Roman").fontSize(22).text("The Travel Guide", { align: "center" });
  doc.moveDown(2).fontSize(11).text(`Curated luxury outdoor stays: ${stays.length} places in ${byRegion.size} regions, and stories from the road.`, { align: "center" });
  doc.moveDown(8).fontSize(9).text(`Edition of ${now.toISOString().slice(0, 10)}`, { align: "center" });

  // Contents
  doc.addPage().fillColor(FOREST).font("Times-Bold").fontSize(22).text("Contents");
  doc.moveDown().font("Helvetica").fontSize(10).fillColor("#222");
  doc.text("How to use this guide");
  for (const [region, list] of byRegion) doc.text(`${region}  ·  ${list.length} ${list.length === 1 ? "stay" : "stays"}`);
  doc.text("Stories from the journal");

  doc.addPage().fillColor(FOREST).font("Times-Bold").fontSize(20).text("How to use this guide");
  doc.moveDown().font("Helvetica").fontSize(10).fillColor("#222").text(
    "Each chapter is a region. Every stay has a page with where it is, what kind of place it is and what its hosts say about it. Stays marked with a membership tier are open to members of that tier and above on wildluxe. Book directly with each host from the stay's page on Wildluxe; links are at the foot of every page.",
    { lineGap: 3 },
  );
  doc.moveDown().text("What to pack: layers for cold mornings, a headlamp, a refillable bottle, and shoes that do not mind mud. Dark-sky stays reward a red light and patience.", { lineGap: 3 });

  for (const [region, list] of byRegion) {
    doc.addPage().rect(0, 0, doc.page.width, 180).fill(FOREST);
    doc.fillColor("#f3ecdd").font("Times-Bold").fontSize(26).text(region, 48, 110);
    doc.fillColor("#222").font("Helvetica").fontSize(10).text(`${list.length} ${list.length === 1 ? "stay" : "stays"} in ${region}.`, 48, 210);
    for (const s of list) stayPage(doc, s, appUrl);
  }

  doc.addPage().fillColor(FOREST).font("Times-Bold").fontSize(22).text("Stories from the journal");
  for (const story of stories) {
    doc.addPage().fillColor(FOREST).font("Times-Bold").fontSize(16).text(story.title);
    doc.moveDown(0.5).fillColor(MUTED).font("Helvetica-Oblique").fontSize(10).text(story.excerpt);
    doc.moveDown().fillColor("#222").font("Helvetica").fontSize(9.5).text(stripMarkup(story.content).slice(0, 2400), { lineGap: 2 });
  }
  doc.end();
  return done;
}

function stayPage(doc: PDFKit.PDFDocument, s: Stay, appUrl: string) {
  doc.addPage();
  doc.fillColor(MUTED).font("Helvetica").fontSize(8).text([s.category, s.region].filter(Boolean).join("  ·  ").toUpperCase(), { characterSpacing: 1 });
  doc.moveDown(0.4).fillColor(FOREST).font("Times-Bold").fontSize(18).text(s.name);
  doc.fillColor(MUTED).font("Helvetica").fontSize(10).text(`${s.location}  ·  rated ${s.rating.toFixed(1)}${s.tierLevel > 0 ? `  ·  members from tier ${s.tierLevel}` : ""}`);
  doc.moveDown().fillColor("#222").fontSize(10).text(stripMarkup(s.description).slice(0, 1800), { lineGap: 3 });
  doc.fillColor(FOREST).fontSize(8).text(`${appUrl}/listings/${s.slug}`, 48, doc.page.height - 64, { link: `${appUrl}/listings/${s.slug}`, underline: true });
}
