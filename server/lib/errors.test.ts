import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, conflict, tierRequired, toAppError } from "./errors";

describe("toAppError: the one map REST and tRPC share", () => {
  it("keeps an AppError with its HTTP status and tRPC code", () => {
    const error = toAppError(conflict("Taken."));
    expect([error.status, error.trpcCode, error.message]).toEqual([409, "CONFLICT", "Taken."]);
  });

  it("turns invalid input into a 400 naming the field", () => {
    const result = z.object({ guests: z.number().min(1, "At least one guest.") }).safeParse({ guests: 0 });
    const error = toAppError(result.error);
    expect([error.status, error.trpcCode, error.message]).toEqual([400, "BAD_REQUEST", "guests: At least one guest."]);
    expect(error.details).toEqual({ issues: { guests: ["At least one guest."] } });
  });

  it("turns a unique violation into a 409 and anything else into a generic 500", () => {
    expect(toAppError(Object.assign(new Error("duplicate key"), { code: "23505" })).status).toBe(409);
    const unknown = toAppError(new Error("connection refused at 10.0.0.3"));
    expect([unknown.status, unknown.trpcCode, unknown.message]).toEqual([
      500,
      "INTERNAL_SERVER_ERROR",
      "Something went wrong. Please try again.",
    ]);
  });

  it("words a tier refusal with the plan's name", () => {
    const error: AppError = tierRequired(3);
    expect([error.status, error.message]).toEqual([403, "This feature needs the Luxe Elite membership or higher."]);
  });
});
