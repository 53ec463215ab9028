import { encodeBase32UpperCaseNoPadding } from "@oslojs/encoding";
import { generateTOTP } from "@oslojs/otp";
import { describe, expect, it } from "vitest";
import { totpCodeInput, verifyTotpCode } from "./two-factor";

describe("TOTP codes", () => {
  const key = new Uint8Array(20).map((_, i) => i * 7);
  const secret = encodeBase32UpperCaseNoPadding(key);

  it("accepts the current code and refuses others", () => {
    const code = generateTOTP(key, 30, 6);
    expect(verifyTotpCode(secret, code)).toBe(true);
    expect(verifyTotpCode(secret, "abcdef")).toBe(false);
    expect(verifyTotpCode("not base32!", code)).toBe(false);
  });

  it("takes codes with spaces from the form", () => {
    expect(totpCodeInput.parse({ code: " 123 456 " }).code).toBe("123456");
    expect(totpCodeInput.safeParse({ code: "12345" }).success).toBe(false);
  });
});
