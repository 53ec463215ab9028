import { describe, expect, it } from "vitest";
import { readTripRequest } from "./built-in-actions";

describe("a request to add a stay to a trip", () => {
  it.each([
    ["add Cedar Hollow Treehouse to my Tahoe weekend trip", { stay: "Cedar Hollow Treehouse", trip: "Tahoe weekend" }],
    ["Please add it to the trip called “Alps in August”.", { stay: "it", trip: "Alps in August" }],
    ["add this stay to our trip Big Sur!", { stay: "this stay", trip: "Big Sur" }],
    ["add it to my trip", { stay: "it", trip: "" }],
  ])("reads %j", (message, request) => {
    expect(readTripRequest(message)).toEqual(request);
  });

  it("is not read in a message about anything else", () => {
    expect(readTripRequest("a cabin where I can add wood to the stove")).toBeNull();
    expect(readTripRequest("a treehouse for a trip with friends")).toBeNull();
  });
});
