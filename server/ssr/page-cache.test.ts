import { describe, expect, it } from "vitest";
import { isPublicPage, NONCE_SLOT, withNonce } from "./page-cache";

describe("visitors' cached pages", () => {
  it("are the pages everyone sees alike, never a cart, an account or a checkout result", () => {
    for (const path of [
      "/",
      "/listings",
      "/listings/cedar-hollow",
      "/listings/category/treehouses",
      "/journal",
      "/journal/night-skies",
      "/membership",
      "/about",
      "/destinations",
    ]) {
      expect(isPublicPage(path), path).toBe(true);
    }
    for (const path of [
      "/store/cart",
      "/store/orders",
      "/account",
      "/membership/success",
      "/favorites",
      "/admin",
      "/listings/a/b",
    ]) {
      expect(isPublicPage(path), path).toBe(false);
    }
  });

  it("get each response's own nonce where the slot stands, and user text full of $ patterns is left alone", () => {
    const cached = `<script nonce="${NONCE_SLOT}">go()</script><p>Price $& $' $\` $$</p><style nonce="${NONCE_SLOT}"></style>`;
    expect(withNonce(cached, "abc123")).toBe(
      `<script nonce="abc123">go()</script><p>Price $& $' $\` $$</p><style nonce="abc123"></style>`,
    );
    expect(NONCE_SLOT).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
});
