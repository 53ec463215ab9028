import { describe, expect, it } from "vitest";
import { loginPayload, validateSignIn, validateSignUp } from "./auth-validation";

describe("validateSignUp", () => {
  it("accepts a good registration", () => {
    expect(
      validateSignUp({ fullName: "", username: "ava.r", email: "ava@example.com", password: "long enough" }),
    ).toEqual({});
  });

  it("reports each field with the server's words", () => {
    expect(validateSignUp({ fullName: "", username: "a!", email: "nope", password: "short" })).toEqual({
      email: "Enter a valid email address.",
      username: "Username must be at least 3 characters.",
      password: "Password must be at least 8 characters.",
    });
    expect(validateSignUp({ fullName: "", username: "bad name", email: "a@b.co", password: "12345678" }).username).toBe(
      "Username may use letters, numbers, dots, dashes and underscores.",
    );
  });
});

describe("validateSignIn", () => {
  it("needs both fields", () => {
    expect(validateSignIn({ identifier: " ", password: "" })).toEqual({
      identifier: "Enter your email or username.",
      password: "Enter your password.",
    });
  });
});

describe("loginPayload", () => {
  it("sends an email or a username", () => {
    expect(loginPayload({ identifier: " ava@example.com ", password: "x" })).toEqual({
      email: "ava@example.com",
      password: "x",
    });
    expect(loginPayload({ identifier: "ava", password: "x" })).toEqual({ username: "ava", password: "x" });
  });
});
