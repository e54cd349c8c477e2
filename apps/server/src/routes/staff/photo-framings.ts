import { ERROR_CODES } from "@comptoir/contracts";
import {
  type FramingPayload,
  type FramingStatePayload,
  framingBodySchema,
  framingPathSchema,
  photoPathSchema,
} from "@comptoir/contracts/photo-framings";
import { PHOTO_ERROR_CODES } from "@comptoir/contracts/photos";
import type { Db } from "@comptoir/db";
import { isCropInside, PHOTO_RATIOS, PHOTO_WIDTHS, type PhotoCrop, type PhotoKind } from "@comptoir/domain";
import { fill, photoFramingApi as says } from "@comptoir/messages";
import { Hono } from "hono";
import { errorResponse } from "../../http/api-error.ts";
import { staffOnly } from "../../http/staff-session.ts";
import { validate } from "../../http/validate.ts";
import { frameThePhoto, framingState, photoSize } from "../../services/photos/framing-state.ts";
import { cropPixels, type PhotoEncoder } from "../../services/photos/photo-encoder.ts";

/**
 * How far a crop's width-to-height may be from its kind's: the editor draws it in screen pixels and
 * sends fractions of 4 decimals, which moves it by a pixel or two, never by 2 %.
 */
const RATIO_TOLERANCE = 0.02;

/** Why a crop cannot frame this photo as this kind, or null when it can. */
function cropProblem(kind: PhotoKind, crop: PhotoCrop, size: { width: number; height: number }) {
  if (!isCropInside(crop)) return says.cropOutside;
  const ratio = PHOTO_RATIOS[kind];
  const pixels = cropPixels(crop, size);
  const wanted = ratio.width / ratio.height;
  if (Math.abs(pixels.width / pixels.height / wanted - 1) > RATIO_TOLERANCE) {
    return fill(says.cropRatio, { ratio: `${ratio.width}:${ratio.height}` });
  }
  // Its narrowest file is not made by enlarging (the encoder's rule, told before it is tried).
  const narrowest = PHOTO_WIDTHS[kind][0] ?? 0;
  if (pixels.width + 1 < narrowest) return fill(says.cropTooSmall, { width: narrowest });
  return null;
}

/**
 * /v2/staff/photos: framing a photo (ADR 055). Making a framing is the owners'; its state, which
 * the editor polls while the encoder works, is any staff member's.
 */
export function staffPhotoFramingRoutes({
  db,
  clock,
  encoder,
}: {
  db: Db;
  clock: () => Date;
  encoder: Pick<PhotoEncoder, "wake">;
}) {
  const anyStaff = staffOnly({ db, clock });
  const owner = staffOnly({ db, clock }, { role: "owner" });
  return new Hono({ strict: false })
    .post(
      "/:id/framings",
      owner,
      validate("param", photoPathSchema),
      validate("json", framingBodySchema),
      async (c) => {
        const { id } = c.req.valid("param");
        const { kind, crop } = c.req.valid("json");
        const size = await photoSize(db, id);
        if (!size) return errorResponse(c, 404, PHOTO_ERROR_CODES.photoNotFound, says.photoUnknown);
        const problem = cropProblem(kind, crop, size);
        if (problem) return errorResponse(c, 400, ERROR_CODES.invalidInput, problem);
        const framing = await frameThePhoto(db, { id, crop }, kind, clock());
        if (framing.status === "pending") encoder.wake();
        const payload: FramingPayload = framing;
        return c.json({ status: "success" as const, payload: { framing: payload } });
      },
    )
    .get("/framings/:key", anyStaff, validate("param", framingPathSchema), async (c) => {
      const framing = await framingState(db, c.req.valid("param").key);
      if (!framing) return errorResponse(c, 404, ERROR_CODES.notFound, says.framingUnknown);
      const payload: FramingStatePayload = framing;
      c.header("Cache-Control", "no-store");
      return c.json({ status: "success" as const, payload: { framing: payload } });
    });
}
