import { describe, expect, it } from "vitest";
import { readQuery, type QueryPiece } from "./read-query";
import { resolvePlace } from "./places";

function summary(p: QueryPiece) {
  if (p.kind === "place") return `place:${p.place.label}`;
  return p.kind === "category" ? `category:${p.slug}` : p.kind === "amenity" ? `amenity:${p.name}` : `word:${p.text}`;
}
const read = (q: string) => readQuery(q).pieces.map(summary);

describe("how the search brain reads a query", () => {
  it("reads places and never searches for stop words", () => {
    expect(read("cabins in the alps")).toEqual(["category:luxury-cabins", "place:Alps"]);
    expect(read("swiss alps")).toEqual(["place:Swiss Alps"]);
    expect(read("matterhorn")).toEqual(["place:Matterhorn"]);
    expect(read("a treehouse with a hot tub in the Pacific Northwest")).toEqual([
      "category:treehouses",
      "amenity:Hot Tub",
      "place:Pacific Northwest",
    ]);
  });

  it("knows countries by their everyday names and adjectives, and groups of them", () => {
    expect(resolvePlace("the States")?.names).toContain("USA");
    expect(resolvePlace("UK")?.names).toContain("United Kingdom");
    expect(resolvePlace("Kiwi")?.label).toBe("New Zealand");
    expect(resolvePlace("Swiss")?.label).toBe("Switzerland");
    expect(resolvePlace("Scandinavia")?.names).toEqual(expect.arrayContaining(["Norway", "Sweden", "Denmark"]));
    expect(resolvePlace("the Himalayas")).toMatchObject({ kind: "landscape", regions: ["south-asia"] });
  });

  it("reads a resort town our regions also name as the town, not its whole region", () => {
    for (const [word, label] of [
      ["chamonix", "Chamonix"],
      ["big sky", "Big Sky"],
      ["zermatt", "Zermatt"],
    ]) {
      expect(resolvePlace(word!)).toMatchObject({ kind: "city", label, point: expect.any(Object) });
    }
  });

  it("takes the longer reading: a lake's name is a place, a lake house a kind of stay", () => {
    expect(read("lake powell")).toEqual(["place:Lake Powell"]);
    expect(read("lake house")).toEqual(["category:lakeside"]);
  });

  it("reads near, around, close to and within hours of a place, with a radius", () => {
    expect(readQuery("near seattle").near).toMatchObject({ km: 150, place: { label: "Seattle", kind: "city" } });
    expect(readQuery("close to Vancouver").near?.place.label).toBe("Vancouver");
    expect(readQuery("within 2 hours of Seattle").near?.km).toBe(160);
    expect(readQuery("within 50 km of Zermatt").near).toMatchObject({ km: 50, place: { label: "Zermatt" } });
  });

  it("knows near-synonyms for our kinds of stay, and forgives typos", () => {
    const synonyms = {
      "luxury-cabins": ["chalet", "lodge", "hut"],
      "luxury-rv-camping": ["airstream", "caravan", "camper", "motorhome", "van"],
      boats: ["houseboat", "float house"],
      glamping: ["safari camp", "tented camp", "bell tent", "yurt", "dome"],
      caves: ["cave hotel", "troglodyte"],
      farm: ["vineyard", "winery", "olive farm"],
    };
    for (const [slug, words] of Object.entries(synonyms))
      for (const w of words) expect(read(w)).toEqual([`category:${slug}`]);
    expect(read("swizerland")).toEqual(["place:Switzerland"]);
    expect(read("privte iland")).toEqual(["category:islands"]);
  });

  it("leaves a word it does not know as a word to match as text", () => {
    expect(read("cabins in Xyzzy")).toEqual(["category:luxury-cabins", "word:xyzzy"]);
    expect(read("dark skies")).toEqual(["word:dark", "word:skies"]);
  });
});
