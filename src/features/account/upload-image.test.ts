import { describe, expect, it } from "vitest";
import { imageFileProblem, uploadErrorMessage } from "./upload-image";

describe("imageFileProblem", () => {
  it("accepts images up to 10 MB", () => {
    expect(imageFileProblem({ type: "image/png", size: 2048 })).toBeNull();
    expect(imageFileProblem({ type: "image/jpeg", size: 10 * 1024 * 1024 })).toBeNull();
  });

  it("refuses other files, empty files and big ones", () => {
    expect(imageFileProblem({ type: "application/pdf", size: 10 })).toMatch(/^Invalid File/);
    expect(imageFileProblem({ type: "image/png", size: 0 })).toBe("The uploaded file is empty.");
    expect(imageFileProblem({ type: "image/png", size: 10 * 1024 * 1024 + 1 })).toBe(
      "Images must be 10 MB or smaller.",
    );
  });
});

describe("uploadErrorMessage", () => {
  it("reads the REST error body", () => {
    expect(uploadErrorMessage('{"error":"Images must be 10 MB or smaller.","message":"x"}')).toBe(
      "Images must be 10 MB or smaller.",
    );
    expect(uploadErrorMessage('{"message":"Please sign in to continue."}')).toBe("Please sign in to continue.");
    expect(uploadErrorMessage("<html>")).toBeNull();
  });
});
