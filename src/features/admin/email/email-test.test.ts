import { describe, expect, it } from "vitest";
import { EMAIL_TEST_FAILED, emailTestDisabled, interpretEmailTest } from "./email-test";

describe("emailTestDisabled (spec §5)", () => {
  const ready = { sending: false, sender: "hello@wildluxe.example", useCustomRecipient: false, recipient: "" };
  it("is enabled with a sender and no custom recipient", () => {
    expect(emailTestDisabled(ready)).toBe(false);
  });
  it("is disabled while sending, without a sender, or with a blank custom recipient", () => {
    expect(emailTestDisabled({ ...ready, sending: true })).toBe(true);
    expect(emailTestDisabled({ ...ready, sender: "" })).toBe(true);
    expect(emailTestDisabled({ ...ready, useCustomRecipient: true, recipient: "  " })).toBe(true);
    expect(emailTestDisabled({ ...ready, useCustomRecipient: true, recipient: "a@b.co" })).toBe(false);
  });
});

describe("interpretEmailTest", () => {
  it("reads a success", () => {
    expect(interpretEmailTest(200, { success: true, message: "Sent." })).toMatchObject({
      kind: "success",
      message: "Sent.",
    });
  });

  it("reads a refusal with its solution and code", () => {
    const outcome = interpretEmailTest(403, {
      success: false,
      error: "Sender not verified: x",
      solution: "Use a configured sender.",
      code: 403,
    });
    expect(outcome).toMatchObject({
      kind: "error",
      message: "Sender not verified: x",
      solution: "Use a configured sender.",
      code: 403,
    });
  });

  it("adds the details of a delivery failure and falls back to the spec's words", () => {
    expect(
      interpretEmailTest(502, { success: false, error: "Failed", details: "ECONNREFUSED", code: 502 }),
    ).toMatchObject({ message: "Failed: ECONNREFUSED", code: 502 });
    expect(interpretEmailTest(500, "oops")).toMatchObject({
      kind: "error",
      message: EMAIL_TEST_FAILED,
      code: 500,
      solution: null,
    });
  });
});
