import type { ChildProcess } from "node:child_process";
import { type Database, openDatabase } from "@comptoir/db";
import { centredCrop, renditionName } from "@comptoir/domain";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { dataPlaceFor, freePort, startServer, stopServer, type Where } from "./testing/server-process.ts";
import { createStaffMember, staffBearer } from "./testing/staff.ts";
import { testJpeg } from "./testing/test-photos.ts";

// Two real starts on PostgreSQL (migrations, the demo's seeding) on a busy 2-core machine.
const TWO_PROCESSES_MS = 120_000;
const LUNCH_TUESDAY = "2026-11-24T11:00:00Z";

/**
 * Two server processes on one PostgreSQL (ADR 055): a photo uploaded and framed through one is
 * encoded by whichever process's encoder claims it, and served by the other from the database.
 */
describe("une photo entre deux processus serveur sur PostgreSQL", { tags: ["postgres"] }, () => {
  let where: Where;
  let database: Database;
  const running: ChildProcess[] = [];
  let first: string;
  let second: string;
  beforeAll(async () => {
    where = await dataPlaceFor("postgres");
    const env = { ...where.env, CLOCK_START: LUNCH_TUESDAY };
    const [portA, portB] = [await freePort(), await freePort()];
    // One after the other: the first seeds the demo, the second finds it there.
    running.push(await startServer(portA, env));
    running.push(await startServer(portB, env));
    first = `http://127.0.0.1:${portA}`;
    second = `http://127.0.0.1:${portB}`;
    database = await openDatabase({ engine: "postgres", url: where.env.DATABASE_URL ?? "", poolSize: 2 });
  }, TWO_PROCESSES_MS);
  afterAll(async () => {
    // A clean stop each: the encoder finishes what it holds before the database closes.
    for (const child of running) expect(await stopServer(child)).toBe(0);
    await database?.close();
    await where?.cleanup();
  }, TWO_PROCESSES_MS);

  it(
    "téléversée et cadrée par l'un, préparée, servie par l'autre sans ses données GPS",
    async () => {
      const { token } = await createStaffMember(database.db, { role: "owner", now: new Date(LUNCH_TUESDAY) });
      const original = await testJpeg({ width: 1000, height: 750, gps: true, seed: 41 });
      const uploaded = await fetch(`${first}/v2/staff/photos`, {
        method: "POST",
        headers: { "Content-Type": "image/jpeg", ...staffBearer(token) },
        body: original,
      });
      expect(uploaded.status).toBe(200);
      const { photo } = ((await uploaded.json()) as { payload: { photo: { id: string } } }).payload;

      const framed = await fetch(`${first}/v2/staff/photos/${photo.id}/framings`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...staffBearer(token) },
        body: JSON.stringify({ kind: "dish", crop: centredCrop("dish", 1000, 750) }),
      });
      expect(framed.status).toBe(200);
      const { framing } = ((await framed.json()) as { payload: { framing: { key: string } } }).payload;

      // Ready, as the other process reads it from the database.
      await vi.waitFor(
        async () => {
          const state = await fetch(`${second}/v2/staff/photos/framings/${framing.key}`, {
            headers: staffBearer(token),
          });
          const body = (await state.json()) as {
            payload: { framing: { status: string; renditions: number } };
          };
          expect(body.payload.framing).toMatchObject({ status: "ready", renditions: 15 });
        },
        { timeout: 60_000, interval: 250 },
      );

      const served = await fetch(`${second}/photos/${renditionName(framing.key, 480, "avif")}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("Content-Type")).toBe("image/avif");
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["heif", 480, 360]);
      expect(meta.exif).toBeUndefined();
      // The 960 and 1200 addresses a page lists answer the widest file the 1000-pixel photo made.
      const widest = await fetch(`${second}/photos/${renditionName(framing.key, 1200, "jpeg")}`);
      expect(widest.status).toBe(200);
      expect((await sharp(Buffer.from(await widest.arrayBuffer())).metadata()).width).toBe(960);
    },
    TWO_PROCESSES_MS,
  );
});
