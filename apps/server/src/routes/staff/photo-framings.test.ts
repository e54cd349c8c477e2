import { createHash } from "node:crypto";
import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { centredCrop, PHOTO_FORMATS, PHOTO_WIDTHS } from "@comptoir/domain";
import { photoFramingApi, photoFramingChecks, staffApi } from "@comptoir/messages";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { framingKey } from "../../services/photos/framings.ts";
import { originalBytesName } from "../../services/photos/photo-bytes.ts";
import { createStaffMember, customerToken, staffBearer } from "../../testing/staff.ts";
import { openTestApi } from "../../testing/test-api.ts";

const LUNCH_TUESDAY = "2026-11-24T11:00:00Z";

describe.each(TEST_ENGINES)("cadrer une photo (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let owner: string;
  let staff: string;
  /** A 1600 × 1200 photo, as an upload stores it. */
  let photoId: string;
  beforeAll(async () => {
    t = await openTestApi(engine);
    t.setNow(LUNCH_TUESDAY);
    owner = (await createStaffMember(t.database.db, { role: "owner", now: t.clock() })).token;
    staff = (await createStaffMember(t.database.db, { role: "staff", now: t.clock() })).token;
    const original = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: "#c0502a" },
    })
      .jpeg()
      .toBuffer();
    photoId = createHash("sha256").update(original).digest("hex");
    await t.photoBytes.put(t.database.db, originalBytesName(photoId), original);
    await t.database.db.insert(schema.photos).values({
      id: photoId,
      mime: "image/jpeg",
      width: 1600,
      height: 1200,
      byteSize: original.length,
      uploadedAt: t.clock(),
    });
  }, 60_000);
  afterAll(async () => {
    await t.photoEncoder.idle();
    await t.database.close();
  });

  const frame = (body: unknown, token: string | null = owner, id = photoId) =>
    t.json(`/v2/staff/photos/${id}/framings`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(token ? staffBearer(token) : {}) },
      body: JSON.stringify(body),
    });
  const state = (key: string, token: string | null = staff) =>
    t.json(`/v2/staff/photos/framings/${key}`, { headers: token ? staffBearer(token) : {} });

  it("fait le cadrage, l'encodeur fait ses images, son état le dit prêt", async () => {
    const crop = centredCrop("dish", 1600, 1200);
    const made = await frame({ kind: "dish", crop });
    expect(made.response.status).toBe(200);
    const key = framingKey({ id: photoId, crop }, "dish");
    expect(made.body.payload).toEqual({ framing: { key, status: "pending", failure: null } });
    // The route woke this process's encoder.
    await t.photoEncoder.idle();
    const ready = await state(key);
    expect(ready.response.status).toBe(200);
    expect(ready.response.headers.get("Cache-Control")).toBe("no-store");
    expect(ready.body.payload).toEqual({
      framing: {
        key,
        status: "ready",
        failure: null,
        renditions: PHOTO_WIDTHS.dish.length * PHOTO_FORMATS.length,
      },
    });
    // The same crop again: the same framing, ready at once.
    const again = await frame({ kind: "dish", crop });
    expect(again.body.payload).toEqual({ framing: { key, status: "ready", failure: null } });
  });

  it("accepte un cadrage à un pixel près des proportions, comme l'éditeur les envoie", async () => {
    const made = await frame({ kind: "hero", crop: { x: 0.1, y: 0.2, width: 0.5, height: 0.3752 } });
    expect(made.response.status).toBe(200);
  });

  it("refuse en français un cadrage hors de la photo, d'autres proportions ou trop petit", async () => {
    const cases = [
      [{ kind: "dish", crop: { x: 0.5, y: 0, width: 0.6, height: 0.6 } }, photoFramingApi.cropOutside],
      [
        { kind: "dish", crop: { x: 0, y: 0, width: 1, height: 0.5 } },
        "Le cadrage doit avoir les proportions 4:3",
      ],
      [
        { kind: "hero", crop: { x: 0, y: 0, width: 1, height: 1 } },
        "Le cadrage doit avoir les proportions 16:9",
      ],
      [{ kind: "dish", crop: { x: 0, y: 0, width: 0.05, height: 0.05 } }, "au moins 160 pixels"],
      [{ kind: "square", crop: { x: 0, y: 0, width: 1, height: 0.75 } }, photoFramingChecks.kindInvalid],
      [{ kind: "dish", crop: { x: 0, y: 0, width: 2, height: 0.75 } }, photoFramingChecks.cropInvalid],
      [{ kind: "dish", crop: { x: 0, y: 0, width: "1", height: 0.75 } }, photoFramingChecks.cropInvalid],
      [{ kind: "dish" }, photoFramingChecks.cropInvalid],
    ] as const;
    for (const [body, message] of cases) {
      const refused = await frame(body);
      expect(refused.response.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toMatchObject({ status: "error", code: "invalid_input" });
      expect(String(refused.body.message)).toContain(message);
    }
  });

  it("ne cadre que les photos qui existent, nommées par leur empreinte", async () => {
    const crop = centredCrop("dish", 1600, 1200);
    const unknown = await frame({ kind: "dish", crop }, owner, "a".repeat(64));
    expect(unknown.response.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: "photo_not_found", message: photoFramingApi.photoUnknown });
    const badId = await frame({ kind: "dish", crop }, owner, "photo.jpg");
    expect(badId.response.status).toBe(400);
    expect(badId.body.message).toBe(photoFramingChecks.photoIdInvalid);
  });

  it("le cadrage est aux gérants ; son état, à toute l'équipe", async () => {
    const crop = centredCrop("dish", 1600, 1200);
    const team = await frame({ kind: "dish", crop }, staff);
    expect(team.response.status).toBe(403);
    expect(team.body.message).toBe(staffApi.ownerOnly);
    expect((await frame({ kind: "dish", crop }, null)).response.status).toBe(401);
    expect(
      (await frame({ kind: "dish", crop }, await customerToken(t.database.db, t.clock()))).response.status,
    ).toBe(401);
    const key = framingKey({ id: photoId, crop }, "dish");
    expect((await state(key, null)).response.status).toBe(401);
    expect((await state(key, owner)).response.status).toBe(200);
  });

  it("dit en français qu'un cadrage n'existe pas", async () => {
    const unknown = await state("0123456789abcdef0123");
    expect(unknown.response.status).toBe(404);
    expect(unknown.body.message).toBe(photoFramingApi.framingUnknown);
    const badKey = await state("pas-une-cle");
    expect(badKey.response.status).toBe(400);
    expect(badKey.body.message).toBe(photoFramingChecks.keyInvalid);
  });
});
