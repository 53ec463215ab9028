import { describe, expect, it } from "vitest";
import { curlExample, endpointsOf, type OpenApiDoc } from "./openapi-view";

const doc: OpenApiDoc = {
  info: { title: "Wildluxe Partner API", version: "1.0.0" },
  servers: [{ url: "https://wildluxe.example/api/v1" }],
  paths: {
    "/listings/{slug}": {
      get: {
        summary: "One stay",
        parameters: [{ name: "slug", in: "path", required: true, schema: { type: "string", example: "cedar-hollow" } }],
        responses: { "200": { description: "The stay" }, "404": { description: "Not found" } },
      },
    },
    "/search": {
      get: {
        summary: "Search stays by words",
        parameters: [
          { name: "q", in: "query", required: true, schema: { type: "string" } },
          { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 100 } },
        ],
        responses: { "200": { description: "Best matches first" } },
      },
    },
  },
};

describe("the API reference", () => {
  it("lists each endpoint with its parameters and answers", () => {
    const [one, search] = endpointsOf(doc);
    expect(one).toMatchObject({
      method: "GET",
      path: "/listings/{slug}",
      summary: "One stay",
      id: "get-listings-slug",
    });
    expect(one!.responses).toEqual([
      { status: "200", description: "The stay" },
      { status: "404", description: "Not found" },
    ]);
    expect(search!.parameters[1]).toEqual({
      name: "limit",
      where: "query",
      required: false,
      type: "integer (1-100)",
      description: null,
    });
  });

  it("fills a curl example from the parameters' examples and the server", () => {
    expect(
      curlExample("https://w.example/api/v1", "get", "/listings/{slug}", [
        { name: "slug", in: "path", required: true, schema: { example: "fern-hollow" } },
      ]),
    ).toBe('curl "https://w.example/api/v1/listings/fern-hollow" \\\n  -H "Authorization: Bearer $WILDLUXE_KEY"');
    expect(endpointsOf(doc)[1]!.curl).toContain('"https://wildluxe.example/api/v1/search?q=treehouse&limit=2"');
    expect(
      curlExample("https://w.example/api/v1", "patch", "/listings/{slug}", [
        { name: "slug", in: "path", required: true, schema: { example: "fern-hollow" } },
      ]),
    ).toBe(
      'curl -X PATCH "https://w.example/api/v1/listings/fern-hollow" \\\n  -H "Authorization: Bearer $WILDLUXE_KEY" \\\n  -H "Content-Type: application/json" \\\n  -d \'{"name": "Cedar Hollow Cabin"}\'',
    );
  });
});
