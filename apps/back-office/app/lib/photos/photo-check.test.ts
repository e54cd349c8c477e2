import { PHOTO_UPLOAD_LIMITS } from "@comptoir/domain";
import { describe, expect, it } from "vitest";
import { photoFileProblem } from "./photo-check.ts";

describe("a file checked before it is sent", () => {
  it("passes the four photo types within the size", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp", "image/avif"])
      expect(photoFileProblem({ type, size: 3_000_000 })).toBeNull();
  });

  it("leaves a file of no known type to the server, which reads its content", () => {
    expect(photoFileProblem({ type: "", size: 3_000_000 })).toBeNull();
  });

  it("refuses in French an empty file, another type and a file too heavy", () => {
    expect(photoFileProblem({ type: "image/jpeg", size: 0 })).toBe("Ce fichier est vide.");
    expect(photoFileProblem({ type: "application/pdf", size: 1000 })).toMatch(/n'est pas une photo/);
    expect(photoFileProblem({ type: "image/heic", size: 1000 })).toMatch(/JPEG, un PNG, un WebP ou un AVIF/);
    expect(photoFileProblem({ type: "image/jpeg", size: PHOTO_UPLOAD_LIMITS.maxBytes })).toBeNull();
    expect(photoFileProblem({ type: "image/jpeg", size: 18 * 1024 * 1024 })).toBe(
      "Cette photo pèse 18,0 Mo : 15 Mo au plus.",
    );
  });
});
