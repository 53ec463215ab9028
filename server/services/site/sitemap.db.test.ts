import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client";
import { createTestDatabase } from "../../../tests/helpers/db";
import { readSitemapIndex } from "./sitemap";

let database: Database;
const dataDir = mkdtempSync(join(tmpdir(), "wildluxe-sitemap-"));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("sitemap on first request", () => {
  it("serves the index to many crawlers at once while it is first written, leaving no temporary files", async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => readSitemapIndex(database.db, dataDir, "https://wildluxe.example")),
    );
    for (const xml of answers)
      expect(xml).toContain("<loc>https://wildluxe.example/sitemaps/sitemap-listings.xml</loc>");
    expect(readdirSync(join(dataDir, "sitemaps")).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });
});
