import { Readable } from "node:stream";
import { checkRestaurantFile, ERROR_CODES } from "@comptoir/contracts";
import type { Db } from "@comptoir/db";
import { zonedClock } from "@comptoir/domain";
import { apiErrors, fill, restaurantFileApi } from "@comptoir/messages";
import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { errorResponse } from "../../http/api-error.ts";
import { receiveRestaurantUpload } from "../../http/restaurant-upload.ts";
import { staffOnly } from "../../http/staff-session.ts";
import { importIntoDraft } from "../../services/catalogue/catalogue-import.ts";
import { exportLiveCatalogue } from "../../services/catalogue/live-catalogue.ts";
import {
  type ArchiveProblem,
  RESTAURANT_ARCHIVE_MAX_BYTES,
  RESTAURANT_FILE_MAX_BYTES,
  readRestaurantArchive,
  restaurantArchive,
} from "../../services/catalogue/restaurant-archive.ts";
import type { PhotoBytes } from "../../services/photos/photo-bytes.ts";

/**
 * A restaurant file carries a whole catalogue: past the API's 64 KiB, under a cap of its own. The
 * demo's file is about 40 KiB; 2 MiB leaves room for a thousand dishes with long descriptions. An
 * archive with its photos (ADR 053) has a cap of its own, RESTAURANT_ARCHIVE_MAX_BYTES.
 */
export { RESTAURANT_FILE_MAX_BYTES };

/** The time zone the demo and most shops use, when a file has none (the name's date only). */
const DEFAULT_TIME_ZONE = "Europe/Paris";

/** 400 `invalid_input` naming each problem at its place, the first one in the message. */
function refusedFile(c: Context, problems: ArchiveProblem[], template: string) {
  const errors = problems.map(({ place, message }) => ({ place, message }));
  const [first] = errors;
  const firstText = first ? (first.place ? fill(restaurantFileApi.problemAt, first) : first.message) : "";
  const message = fill(template, { count: errors.length, first: firstText, message: firstText });
  return errorResponse(c, 400, ERROR_CODES.invalidInput, message, { errors });
}

/**
 * /v2/staff/catalogue/export and /import (ADR 051, 053): the whole restaurant as one restaurant
 * file, or as a .zip with its photos when it names any. The export is the live catalogue, what
 * customers read; the import becomes the whole draft, which the owner then reviews and publishes.
 * Owners only: the file holds every setting of the shop.
 */
export function staffCatalogueFileRoutes({
  db,
  clock,
  photoBytes,
}: {
  db: Db;
  clock: () => Date;
  photoBytes: PhotoBytes;
}) {
  const guard = staffOnly({ db, clock }, { role: "owner" });
  const noStore = createMiddleware(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  const tooLarge = (c: Context, message: string) => {
    // The rest of the body is never read: the connection cannot carry another request.
    c.header("Connection", "close");
    return errorResponse(c, 413, ERROR_CODES.payloadTooLarge, message);
  };
  // Mounted at /v2/staff/catalogue beside the draft's and the versions' routes: the guard is
  // limited to this file's two paths, so it never answers for theirs.
  return new Hono({ strict: false })
    .use("/export", guard, noStore)
    .use("/import", guard, noStore)

    .get("/export", async (c) => {
      const now = clock();
      const file = await exportLiveCatalogue(db);
      const timeZone = file.settings["restaurant.time_zone"];
      const date = zonedClock(now, typeof timeZone === "string" ? timeZone : DEFAULT_TIME_ZONE).date;
      const archive = await restaurantArchive(db, photoBytes, file, now);
      if (archive) {
        c.header("Content-Type", "application/zip");
        c.header("Content-Disposition", `attachment; filename="restaurant-${date}.zip"`);
        return c.body(Readable.toWeb(archive) as ReadableStream);
      }
      c.header("Content-Type", "application/json; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="restaurant-${date}.json"`);
      return c.body(`${JSON.stringify(file, null, 2)}\n`);
    })

    .post("/import", async (c) => {
      const declared = Number(c.req.header("Content-Length") ?? Number.NaN);
      if (declared > RESTAURANT_ARCHIVE_MAX_BYTES) return tooLarge(c, restaurantFileApi.archiveTooLarge);
      const received = await receiveRestaurantUpload(c.req.raw.body, {
        json: RESTAURANT_FILE_MAX_BYTES,
        zip: RESTAURANT_ARCHIVE_MAX_BYTES,
      });
      if (received.kind === "too_large")
        return tooLarge(c, received.zip ? restaurantFileApi.archiveTooLarge : restaurantFileApi.tooLarge);
      const importer = { member: c.var.staff };
      if (received.kind === "zip") {
        try {
          const read = await readRestaurantArchive(db, received.path);
          if (!read.ok)
            return refusedFile(
              c,
              read.problems,
              read.reason === "file" ? restaurantFileApi.invalid : restaurantFileApi.archiveInvalid,
            );
          try {
            const imported = await importIntoDraft(
              db,
              photoBytes,
              read.archive.file,
              importer,
              clock(),
              read.archive,
            );
            if (!imported.ok) return refusedFile(c, imported.problems, restaurantFileApi.archiveInvalid);
            return c.json({ status: "success" as const, payload: { changes: imported.changes } });
          } finally {
            read.archive.close();
          }
        } finally {
          await received.discard();
        }
      }
      let content: unknown;
      try {
        content = JSON.parse(received.text);
      } catch {
        return errorResponse(c, 400, ERROR_CODES.invalidInput, apiErrors.malformedJson);
      }
      const checked = checkRestaurantFile(content);
      if (!checked.ok) return refusedFile(c, checked.problems, restaurantFileApi.invalid);
      const imported = await importIntoDraft(db, photoBytes, checked.file, importer, clock());
      if (!imported.ok) return refusedFile(c, imported.problems, restaurantFileApi.invalid);
      return c.json({ status: "success" as const, payload: { changes: imported.changes } });
    });
}
