import { describe, expect, it } from "vitest";
import { actionLimits } from "@/lib/points/points-format";
import { NEW_POINT_ACTION, parseWhole, pointActionPayload } from "./point-action-form";

describe("point action form (spec §3, §5)", () => {
  it("defaults to 10 points, once a day, 24 h cooldown, active", () => {
    expect(NEW_POINT_ACTION).toMatchObject({
      pointsAwarded: "10",
      maxTimesPerDay: "1",
      cooldownHours: "24",
      isActive: true,
    });
  });

  it("parses numbers as integers", () => {
    expect(parseWhole("12.7")).toBe(12);
    expect(parseWhole(" 5 ")).toBe(5);
    expect(parseWhole("")).toBeUndefined();
    expect(
      pointActionPayload({ ...NEW_POINT_ACTION, name: " Review ", pointsAwarded: "100.9", cooldownHours: "" }),
    ).toEqual({
      name: "Review",
      description: "",
      pointsAwarded: 100,
      maxTimesPerDay: 1,
      isActive: true,
    });
  });

  it("formats the Limits column", () => {
    expect(actionLimits({ maxTimesPerDay: 3, cooldownHours: 0 })).toEqual(["3x/day"]);
    expect(actionLimits({ maxTimesPerDay: 1, cooldownHours: 24 })).toEqual(["1x/day", "24h cooldown"]);
  });
});
