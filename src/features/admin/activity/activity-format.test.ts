import { describe, expect, it } from "vitest";
import { describeAction, detailsLine } from "./activity-format";

describe("activity lines", () => {
  it("names an action by area and verb", () => {
    expect(describeAction("journal.create")).toBe("Journal: create");
    expect(describeAction("users.revoke-admin")).toBe("Users: revoke admin");
    expect(describeAction("cache")).toBe("Cache");
  });

  it("summarises the recorded details", () => {
    expect(detailsLine({ refused: "invalid code" })).toBe("Refused: invalid code");
    expect(detailsLine({ title: "Hello", slug: "hello" })).toBe("Hello · hello");
    expect(detailsLine({ entries: 3, areas: [] })).toBe("entries, areas");
    expect(detailsLine(null)).toBe("");
  });
});
