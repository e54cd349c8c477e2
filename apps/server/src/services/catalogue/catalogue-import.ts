import { type CatalogueChange, catalogueChanges } from "@comptoir/contracts/catalogue-review";
import { RESTAURANT_PHOTO_SETTING, type RestaurantFile } from "@comptoir/contracts/restaurant-file";
import { type Db, schema } from "@comptoir/db";
import type { FramedPhoto } from "@comptoir/domain";
import { fill, restaurantFileApi } from "@comptoir/messages";
import { type AuditActor, recordAudit } from "../audit/audit-log.ts";
import { ensureFramings, framingsOfDocument } from "../photos/framings.ts";
import { originalBytesName, type PhotoBytes } from "../photos/photo-bytes.ts";
import { unknownPhotos } from "./catalogue-photos.ts";
import { replaceDraft } from "./draft-store.ts";
import { exportLiveCatalogue } from "./live-catalogue.ts";
import type { ArchiveProblem, OpenArchive } from "./restaurant-archive.ts";

/** Who imported: a member of the team through the API, or whoever runs `restaurant:import`. */
export type Importer = { member: AuditActor } | { terminal: string };

export type ImportOutcome =
  | { ok: true; changes: CatalogueChange[] }
  | { ok: false; problems: ArchiveProblem[] };

/** Where each photo of a file is named, as the file's checks name places. */
function photoPlaces(file: RestaurantFile): { place: string; id: string }[] {
  const places: { place: string; id: string }[] = [];
  file.menus.forEach((menu, m) => {
    menu.categories.forEach((category, c) => {
      const at = `menus[${m}].categories[${c}]`;
      if (category.photo) places.push({ place: `${at}.photo`, id: category.photo.id });
      category.items.forEach((item, i) => {
        if (item.photo) places.push({ place: `${at}.items[${i}].photo`, id: item.photo.id });
      });
    });
  });
  const hero = file.settings[RESTAURANT_PHOTO_SETTING] as FramedPhoto | null | undefined;
  if (hero) places.push({ place: `settings["${RESTAURANT_PHOTO_SETTING}"]`, id: hero.id });
  return places;
}

/**
 * An imported restaurant file becomes the whole draft (ADR 051), never the live catalogue: the
 * owner reviews it and publishes it. One transaction with its audit entry, so a failure leaves the
 * draft as it was. From an archive (ADR 053), its photos are stored in the same transaction (one
 * the server already holds is kept as it is). Every photo the file names must then be on the
 * server, else nothing is written; their framings are made, to be encoded before the publish.
 * Returns what a publish of it would change, against the live catalogue.
 */
export async function importIntoDraft(
  db: Db,
  photoBytes: PhotoBytes,
  file: RestaurantFile,
  importer: Importer,
  now: Date,
  archive?: OpenArchive,
): Promise<ImportOutcome> {
  const brought = new Set(archive?.photos.map((photo) => photo.id));
  const places = photoPlaces(file);
  return db.transaction(async (tx): Promise<ImportOutcome> => {
    const missing = new Set(
      await unknownPhotos(
        tx,
        places.map((place) => place.id).filter((id) => !brought.has(id)),
      ),
    );
    if (missing.size > 0) {
      return {
        ok: false,
        problems: places
          .filter((place) => missing.has(place.id))
          .map(({ place, id }) => ({
            place,
            message: fill(restaurantFileApi.photoMissing, { id: id.slice(0, 12) }),
          })),
      };
    }
    const actor = "member" in importer ? importer.member : null;
    for (const photo of archive?.photos ?? []) {
      if (!archive) break;
      // Bytes first, then the row: a row never names bytes that are not there.
      await photoBytes.put(tx, originalBytesName(photo.id), await archive.original(photo));
      await tx
        .insert(schema.photos)
        .values({
          id: photo.id,
          mime: photo.mime,
          width: photo.width,
          height: photo.height,
          byteSize: photo.byteSize,
          uploadedAt: now,
          uploadedBy: actor?.id ?? null,
        })
        .onConflictDoNothing();
    }
    await ensureFramings(tx, framingsOfDocument(file), now);
    const changes = catalogueChanges(await exportLiveCatalogue(tx), file);
    await replaceDraft(tx, file, actor, now);
    await recordAudit(tx, actor, now, {
      action: "draft.import",
      subject: "catalogue",
      // The lines, not the file: the log says what the import changed, the draft holds the rest.
      after: { changes: changes.map((change) => change.text) },
      ...("terminal" in importer ? { staffName: importer.terminal } : {}),
    });
    return { ok: true, changes };
  });
}
