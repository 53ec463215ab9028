import { describe, expect, it } from "vitest";
import { nextPath, withNext } from "./next-path";

describe("nextPath", () => {
  it("follows a local next path", () => {
    expect(nextPath("next=%2Flistings%3Fpage%3D2")).toBe("/listings?page=2");
  });

  it("refuses other sites and loops back to sign-in", () => {
    expect(nextPath("next=https://evil.example")).toBe("/");
    expect(nextPath("next=//evil.example")).toBe("/");
    expect(nextPath("next=/signin")).toBe("/");
    expect(nextPath("")).toBe("/");
  });
});

describe("withNext", () => {
  it("carries next along", () => {
    expect(withNext("/signup", "next=/favorites")).toBe("/signup?next=%2Ffavorites");
    expect(withNext("/signup", "")).toBe("/signup");
  });
});
