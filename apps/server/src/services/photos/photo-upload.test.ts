import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readPhotoUpload } from "./photo-upload.ts";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A request whose body comes in the given chunks, then ends (or fails, when asked). */
function requestOf(chunks: Uint8Array[], headers: Record<string, string> = {}, fail = false) {
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[next++];
      if (chunk) controller.enqueue(chunk);
      else if (fail) controller.error(new Error("connexion perdue"));
      else controller.close();
    },
  });
  return new Request("http://boutique/v2/staff/photos", {
    method: "POST",
    body,
    headers,
    duplex: "half",
  } as RequestInit);
}

const file = Buffer.from(Array.from({ length: 10_000 }, (_, index) => (index * 31) % 256));
const chunksOf = (bytes: Buffer, size: number) =>
  Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) =>
    bytes.subarray(index * size, (index + 1) * size),
  );

describe("la lecture d'un fichier envoyé", () => {
  it("rend le fichier entier et son empreinte, avec ou sans Content-Length", async () => {
    const withLength = await readPhotoUpload(
      requestOf(chunksOf(file, 999), { "Content-Length": String(file.length) }),
      20_000,
    );
    const withoutLength = await readPhotoUpload(requestOf(chunksOf(file, 999)), 20_000);
    for (const read of [withLength, withoutLength]) {
      expect(read).toEqual({ ok: true, bytes: file, id: sha256(file) });
    }
  });

  it("rend un fichier vide quand rien n'est envoyé", async () => {
    const read = await readPhotoUpload(new Request("http://boutique/", { method: "POST" }), 20_000);
    expect(read).toEqual({ ok: true, bytes: Buffer.alloc(0), id: sha256(Buffer.alloc(0)) });
  });

  it("s'arrête au plafond : annoncé au-delà, passé en route, ou plus long que ce qu'il annonçait", async () => {
    expect(await readPhotoUpload(requestOf([file], { "Content-Length": "10001" }), 10_000)).toEqual({
      ok: false,
      reason: "too_large",
    });
    expect(await readPhotoUpload(requestOf(chunksOf(file, 999)), 9_999)).toEqual({
      ok: false,
      reason: "too_large",
    });
    expect(await readPhotoUpload(requestOf([file], { "Content-Length": "5000" }), 20_000)).toEqual({
      ok: false,
      reason: "too_large",
    });
    // Exactly the cap passes.
    expect(await readPhotoUpload(requestOf(chunksOf(file, 999)), 10_000)).toMatchObject({ ok: true });
  });

  it("dit l'envoi interrompu quand la connexion se perd, ou qu'il manque des octets annoncés", async () => {
    expect(await readPhotoUpload(requestOf(chunksOf(file, 999), {}, true), 20_000)).toEqual({
      ok: false,
      reason: "interrupted",
    });
    expect(await readPhotoUpload(requestOf([file], { "Content-Length": "10001" }), 20_000)).toEqual({
      ok: false,
      reason: "interrupted",
    });
  });
});
