import { createHash } from "node:crypto";

/** An upload's body as read: the file once in memory and its SHA-256, or why it was not kept. */
export type ReadUpload =
  | { ok: true; bytes: Buffer; id: string }
  | { ok: false; reason: "too_large" | "interrupted" };

/**
 * Reads an uploaded file under `maxBytes`, hashing it as it streams in, so that neither a file over
 * the cap nor its hash needs a second pass. Holds the file once: with a Content-Length (what a
 * browser sends for a file), the chunks are copied as they come into one buffer of that size;
 * without one, they are kept and joined once at the end. A Content-Length over the cap is refused
 * before any byte is read, and a body passing the cap the moment it does.
 */
export async function readPhotoUpload(request: Request, maxBytes: number): Promise<ReadUpload> {
  const declaredHeader = request.headers.get("Content-Length");
  const declared = declaredHeader === null ? null : Number(declaredHeader);
  if (declared !== null && declared > maxBytes) return { ok: false, reason: "too_large" };
  const hash = createHash("sha256");
  const body = request.body;
  if (!body) return { ok: true, bytes: Buffer.alloc(0), id: hash.digest("hex") };

  const whole =
    declared !== null && Number.isSafeInteger(declared) && declared >= 0
      ? Buffer.allocUnsafe(declared)
      : null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const start = size;
      size += value.byteLength;
      // Past the cap, or past what it declared (only a body made in-process can do that): no more is read.
      if (size > maxBytes || (whole && size > whole.length)) {
        await reader.cancel().catch(() => {});
        return { ok: false, reason: "too_large" };
      }
      hash.update(value);
      if (whole) whole.set(value, start);
      else chunks.push(value);
    }
  } catch {
    // The client went away mid-way: there is no file to check.
    return { ok: false, reason: "interrupted" };
  } finally {
    reader.releaseLock();
  }
  if (whole && size < whole.length) return { ok: false, reason: "interrupted" };
  const bytes = whole ?? Buffer.concat(chunks, size);
  chunks.length = 0;
  return { ok: true, bytes, id: hash.digest("hex") };
}
