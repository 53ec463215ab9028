import { describe, expect, it } from "vitest";
import { isCrossSiteRequest } from "./csrf";

const app = "http://localhost:3000";

describe("isCrossSiteRequest", () => {
  it("lets safe methods through", () => {
    expect(isCrossSiteRequest("GET", { origin: "https://evil.example", host: "localhost:3000" }, app)).toBe(false);
  });

  it("accepts the request's own host or APP_URL as origin", () => {
    expect(isCrossSiteRequest("POST", { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }, app)).toBe(false);
    expect(isCrossSiteRequest("POST", { origin: "http://localhost:3000", host: "proxy.internal" }, app)).toBe(false);
  });

  it("refuses other origins and cross-site fetch metadata", () => {
    expect(isCrossSiteRequest("POST", { origin: "https://evil.example", host: "localhost:3000" }, app)).toBe(true);
    expect(isCrossSiteRequest("DELETE", { origin: "null", host: "localhost:3000" }, app)).toBe(false);
    expect(
      isCrossSiteRequest("DELETE", { origin: "null", secFetchSite: "cross-site", host: "localhost:3000" }, app),
    ).toBe(true);
    expect(
      isCrossSiteRequest("POST", { origin: "null", secFetchSite: "same-origin", host: "localhost:3000" }, app),
    ).toBe(false);
    expect(isCrossSiteRequest("POST", { secFetchSite: "cross-site", host: "localhost:3000" }, app)).toBe(true);
    expect(isCrossSiteRequest("POST", { secFetchSite: "same-origin", host: "localhost:3000" }, app)).toBe(false);
  });

  it("refuses a sibling subdomain's request (Sec-Fetch-Site: same-site), which is another origin", () => {
    expect(isCrossSiteRequest("POST", { secFetchSite: "same-site", host: "localhost:3000" }, app)).toBe(true);
    expect(isCrossSiteRequest("PUT", { origin: "null", secFetchSite: "same-site", host: "localhost:3000" }, app)).toBe(
      true,
    );
  });
});
