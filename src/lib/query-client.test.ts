import { describe, expect, it } from "vitest";
import { errorText, isClientError, queryRetryDelay, shouldRetryMutation, shouldRetryQuery } from "./query-client";

function trpcError(message: string, httpStatus?: number) {
  return Object.assign(new Error(message), { data: httpStatus === undefined ? null : { httpStatus } });
}

describe("errorText", () => {
  it("prefixes the HTTP status when the error carries one", () => {
    expect(errorText(trpcError("Listing not found.", 404))).toBe("404: Listing not found.");
  });

  it("is the plain message when no status is known", () => {
    expect(errorText(new Error("Network connection issue - please check your connection."))).toBe(
      "Network connection issue - please check your connection.",
    );
  });
});

describe("isClientError", () => {
  it("is true for messages containing a 4", () => {
    expect(isClientError(new Error("404: Not Found"))).toBe(true);
    expect(isClientError(trpcError("Invalid email/username or password.", 401))).toBe(true);
  });

  it("treats 408 and 429 as retryable", () => {
    expect(isClientError(new Error("408: Request Timeout"))).toBe(false);
    expect(isClientError(trpcError("Too many sign-in attempts.", 429))).toBe(false);
  });

  it("is false for server and network errors", () => {
    expect(isClientError(trpcError("Something went wrong. Please try again.", 500))).toBe(false);
    expect(isClientError(new Error("Request timeout - please try again."))).toBe(false);
  });
});

describe("shouldRetryQuery", () => {
  it("never retries a client error", () => {
    expect(shouldRetryQuery(0, trpcError("Please sign in to continue.", 401))).toBe(false);
  });

  it("retries server errors up to 3 times", () => {
    const error = trpcError("Something went wrong. Please try again.", 500);
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(2, error)).toBe(true);
    expect(shouldRetryQuery(3, error)).toBe(false);
  });

  it("retries 408 and 429", () => {
    expect(shouldRetryQuery(1, new Error("429: Too Many Requests"))).toBe(true);
    expect(shouldRetryQuery(1, new Error("408: Request Timeout"))).toBe(true);
  });
});

describe("queryRetryDelay", () => {
  it("doubles from 1 s and caps at 30 s", () => {
    expect(queryRetryDelay(0)).toBe(1_000);
    expect(queryRetryDelay(1)).toBe(2_000);
    expect(queryRetryDelay(4)).toBe(16_000);
    expect(queryRetryDelay(5)).toBe(30_000);
    expect(queryRetryDelay(10)).toBe(30_000);
  });
});

describe("shouldRetryMutation", () => {
  it("never retries a client error", () => {
    expect(shouldRetryMutation(0, trpcError("An account with this email already exists.", 409))).toBe(false);
  });

  it("retries other errors up to 2 times", () => {
    const error = new Error("Network connection issue - please check your connection.");
    expect(shouldRetryMutation(0, error)).toBe(true);
    expect(shouldRetryMutation(1, error)).toBe(true);
    expect(shouldRetryMutation(2, error)).toBe(false);
  });
});
