import { mkdtemp, open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isZip } from "../services/catalogue/restaurant-archive.ts";

/**
 * The body of a restaurant import (ADR 053), received as it streams: a JSON file in memory under
 * its own cap, an archive (told by its first bytes, `PK\x03\x04`) into a temporary file under the
 * archive's cap, never held whole in memory. Over a cap, reading stops at once.
 */
export type ReceivedRestaurant =
  | { kind: "json"; text: string }
  | { kind: "zip"; path: string; discard: () => Promise<void> }
  | { kind: "too_large"; zip: boolean };

export async function receiveRestaurantUpload(
  body: ReadableStream<Uint8Array> | null,
  caps: { json: number; zip: number },
): Promise<ReceivedRestaurant> {
  if (!body) return { kind: "json", text: "" };
  const reader = body.getReader();
  const held: Uint8Array[] = [];
  let size = 0;
  // Enough bytes to tell a zip from JSON (or the end of a shorter body).
  let done = false;
  while (size < 4 && !done) {
    const next = await reader.read();
    done = next.done;
    if (next.value) {
      held.push(next.value);
      size += next.value.byteLength;
    }
  }
  const start = Buffer.concat(held);
  if (!isZip(start)) {
    while (!done && size <= caps.json) {
      const next = await reader.read();
      done = next.done;
      if (next.value) {
        held.push(next.value);
        size += next.value.byteLength;
      }
    }
    if (size > caps.json) {
      await reader.cancel();
      return { kind: "too_large", zip: false };
    }
    return { kind: "json", text: Buffer.concat(held).toString("utf8") };
  }
  const folder = await mkdtemp(join(tmpdir(), "comptoir-import-"));
  const discard = () => rm(folder, { recursive: true, force: true });
  const path = join(folder, "restaurant.zip");
  const file = await open(path, "w");
  try {
    for (const chunk of held) await file.write(chunk);
    while (!done) {
      const next = await reader.read();
      done = next.done;
      if (!next.value) continue;
      size += next.value.byteLength;
      if (size > caps.zip) {
        await reader.cancel();
        await file.close();
        await discard();
        return { kind: "too_large", zip: true };
      }
      await file.write(next.value);
    }
  } catch (error) {
    await file.close().catch(() => {});
    await discard();
    throw error;
  }
  await file.close();
  return { kind: "zip", path, discard };
}
