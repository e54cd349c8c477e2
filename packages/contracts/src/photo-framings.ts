import { PHOTO_KINDS } from "@comptoir/domain";
import { photoFramingChecks as says } from "@comptoir/messages";
import { z } from "zod";

/**
 * Framing a photo (ADR 055): the bodies and answers of `POST /v2/staff/photos/:id/framings` and
 * `GET /v2/staff/photos/framings/:key`. A subpath of its own: the storefront never loads it.
 */

/** The path of a photo: its SHA-256. */
export const photoPathSchema = z.object({
  id: z.string({ error: says.photoIdInvalid }).regex(/^[0-9a-f]{64}$/, says.photoIdInvalid),
});

/** The path of a framing: its key. */
export const framingPathSchema = z.object({
  key: z.string({ error: says.keyInvalid }).regex(/^[0-9a-f]{20}$/, says.keyInvalid),
});

const fraction = z.number({ error: says.cropInvalid }).min(0, says.cropInvalid).max(1, says.cropInvalid);

/** `POST photos/:id/framings`: the kind and the crop, in fractions of the upright photo. */
export const framingBodySchema = z.object({
  kind: z.enum(PHOTO_KINDS, { error: says.kindInvalid }),
  crop: z.object(
    { x: fraction, y: fraction, width: fraction, height: fraction },
    { error: says.cropInvalid },
  ),
});

/** Where the photo encoder is with a framing: `ready` once every file is made. */
type FramingStatusPayload = "pending" | "encoding" | "ready" | "failed";

/** The answer of `POST photos/:id/framings`. */
export interface FramingPayload {
  key: string;
  status: FramingStatusPayload;
  /** Why it could not be made, in French; null unless `failed`. */
  failure: string | null;
}

/** The answer of `GET photos/framings/:key`: with the number of files made. */
export interface FramingStatePayload extends FramingPayload {
  renditions: number;
}
