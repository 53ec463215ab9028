import { describe, expect, it } from "vitest";
import { dailySeries } from "./usage-series";

describe("daily usage", () => {
  const today = new Date("2026-11-25T12:00:00Z");
  const days = [
    { keyId: 1, day: "2026-11-25", requests: 7, errors: 1 },
    { keyId: 2, day: "2026-11-25", requests: 3, errors: 0 },
    { keyId: 1, day: "2026-10-27", requests: 4, errors: 4 },
    { keyId: 1, day: "2026-10-26", requests: 99, errors: 0 },
  ];

  it("gives the last 30 days oldest first, summing keys and filling quiet days with zero", () => {
    const series = dailySeries(days, today);
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ day: "2026-10-27", requests: 4, errors: 4 });
    expect(series[1]).toEqual({ day: "2026-10-28", requests: 0, errors: 0 });
    expect(series.at(-1)).toEqual({ day: "2026-11-25", requests: 10, errors: 1 });
  });

  it("shows one key alone when asked", () => {
    expect(dailySeries(days, today, 2).at(-1)).toEqual({ day: "2026-11-25", requests: 3, errors: 0 });
  });
});
