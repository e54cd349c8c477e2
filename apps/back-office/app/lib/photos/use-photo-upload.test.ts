// @vitest-environment happy-dom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { usePhotoUpload } from "./use-photo-upload.ts";

afterEach(cleanup);

describe("a photo's upload from a form", () => {
  it("refuses in French, before sending, a file the browser knows is no photo", async () => {
    const { result } = renderHook(() => usePhotoUpload({ token: "jeton", onUnauthorized: () => undefined }));
    let uploaded: unknown = "pas encore";
    await act(async () => {
      uploaded = await result.current.start(new File(["%PDF-1.7"], "carte.pdf", { type: "application/pdf" }));
    });
    expect(uploaded).toBeNull();
    expect(result.current.state).toEqual({
      phase: "failed",
      message: "Ce fichier n'est pas une photo : choisissez un JPEG, un PNG, un WebP ou un AVIF.",
    });
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ phase: "idle" });
    act(() => result.current.refuse("Une seule photo à la fois."));
    expect(result.current.state).toEqual({ phase: "failed", message: "Une seule photo à la fois." });
  });
});
