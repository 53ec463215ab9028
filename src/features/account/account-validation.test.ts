import { describe, expect, it } from "vitest";
import { emailProblem, resetTokenFrom, validateNewPassword, validateProfile } from "./account-validation";

describe("validateNewPassword", () => {
  it("accepts a matching password of 8 or more characters", () => {
    expect(validateNewPassword({ password: "long enough", confirm: "long enough" })).toEqual({});
  });

  it("reports a short password and a missing or different confirmation", () => {
    expect(validateNewPassword({ password: "short", confirm: "" })).toEqual({
      password: "Password must be at least 8 characters.",
      confirm: "Confirm your new password.",
    });
    expect(validateNewPassword({ password: "long enough", confirm: "long enougH" }).confirm).toBe(
      "The passwords do not match.",
    );
  });
});

describe("validateProfile", () => {
  it("uses the sign-up rules for usernames", () => {
    expect(validateProfile({ fullName: "Ava", username: "ava.r" })).toEqual({});
    expect(validateProfile({ fullName: "", username: "a" }).username).toBe("Username must be at least 3 characters.");
    expect(validateProfile({ fullName: "", username: "bad name" }).username).toBe(
      "Username may use letters, numbers, dots, dashes and underscores.",
    );
    expect(validateProfile({ fullName: "x".repeat(101), username: "ava" }).fullName).toBe(
      "Full name must be at most 100 characters.",
    );
  });
});

describe("emailProblem", () => {
  it("checks the shape of an email", () => {
    expect(emailProblem("ava@example.com")).toBeUndefined();
    expect(emailProblem("nope")).toBe("Enter a valid email address.");
  });
});

describe("resetTokenFrom", () => {
  it("reads the token", () => {
    expect(resetTokenFrom("token=abc123")).toBe("abc123");
    expect(resetTokenFrom("")).toBeNull();
  });
});
