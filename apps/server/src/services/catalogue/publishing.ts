import { isDeepStrictEqual } from "node:util";
import { checkRestaurantFile } from "@comptoir/contracts";
import {
  type CatalogueVersionPayload,
  type CatalogueVersionSummaryPayload,
  SCHEDULE_MAX_DAYS,
  type ScheduledPublishPayload,
} from "@comptoir/contracts/catalogue-publishing";
import {
  type CatalogueProblem,
  catalogueChanges,
  catalogueProblems,
} from "@comptoir/contracts/catalogue-review";
import type { RestaurantFile } from "@comptoir/contracts/restaurant-file";
import { type Db, schema } from "@comptoir/db";
import { fill, cataloguePublishingApi as says } from "@comptoir/messages";
import { and, asc, count, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../audit/audit-log.ts";
import type { Catalog } from "../catalog.ts";
import type { LiveEvents } from "../live/live-events.ts";
import { applyCatalogue } from "./apply-catalogue.ts";
import { photoReadinessOf, photosPreparing } from "./catalogue-photos.ts";
import { draftDocument, replaceDraft } from "./draft-store.ts";
import { exportLiveCatalogue } from "./live-catalogue.ts";

const { catalogueVersions, scheduledPublishes } = schema;

type VersionRow = typeof catalogueVersions.$inferSelect;
type ScheduledRow = typeof scheduledPublishes.$inferSelect;

/** The first version: made once, by whichever process starts first. */
const FIRST_VERSION_LOCK = 4244;
/** Publishes, restores and scheduled publishes, one at a time across every process. */
const PUBLISH_LOCK = 4245;

/** Why a publish, a restore or a scheduling was refused, with what the owner needs to act on it. */
export type PublishRefusal =
  | { refused: "invalid"; errors: CatalogueProblem[] }
  | { refused: "warnings"; warnings: CatalogueProblem[] }
  | { refused: "nothing" };

type Checked = { ok: true; file: RestaurantFile } | PublishRefusal;

/**
 * A document as a publish takes it (ADR 051): the restaurant file's shape (each mistake named by
 * its place), keys that name what exists, then the catalogue's own checks; warnings pass only
 * when confirmed. A photo not encoded yet is an error: the publish waits for it, a few seconds.
 */
async function checkDocument(
  tx: Db,
  document: unknown,
  confirmWarnings: boolean,
  now: Date,
): Promise<Checked> {
  const checked = checkRestaurantFile(document);
  if (!checked.ok) {
    return {
      refused: "invalid",
      errors: checked.problems.map(({ place, message }) => ({
        ref: "",
        field: place,
        message: place ? fill(says.fieldProblem, { path: place, message }) : message,
      })),
    };
  }
  // Its photos' framings are made if missing, and must all be encoded (ADR 055).
  const photos = await photoReadinessOf(tx, checked.file, now);
  const problems = catalogueProblems(checked.file, { photos });
  if (problems.errors.length > 0) return { refused: "invalid", errors: problems.errors };
  if (problems.warnings.length > 0 && !confirmWarnings)
    return { refused: "warnings", warnings: problems.warnings };
  return { ok: true, file: checked.file };
}

async function lastVersion(db: Db): Promise<VersionRow | undefined> {
  const [row] = await db.select().from(catalogueVersions).orderBy(desc(catalogueVersions.id)).limit(1);
  return row;
}

/**
 * Version 1 (ADR 051): at start, when there is no version yet, the live catalogue as it stands,
 * `install` when the seed just wrote it, else `upgrade` (a shop older than the editor). Two
 * processes starting together make one.
 */
export async function ensureFirstVersion(db: Db, now: Date, installed: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_VERSION_LOCK})`);
    const [existing] = await tx.select({ versions: count() }).from(catalogueVersions);
    if ((existing?.versions ?? 0) > 0) return;
    await tx.insert(catalogueVersions).values({
      kind: installed ? "install" : "upgrade",
      document: await exportLiveCatalogue(tx),
      publishedAt: now,
    });
  });
}

/** The last version, made first when the shop has none (a database started before this code). */
async function currentVersion(tx: Db, now: Date): Promise<VersionRow> {
  const found = await lastVersion(tx);
  if (found) return found;
  await ensureFirstVersion(tx, now, false);
  const made = await lastVersion(tx);
  if (!made) throw new Error("catalogue version 1 missing");
  return made;
}

function summaryPayload(
  row: Pick<VersionRow, "id" | "kind" | "publishedAt" | "publishedByName" | "restoredFrom" | "changes">,
): CatalogueVersionSummaryPayload {
  return {
    id: row.id,
    kind: row.kind,
    published_at: row.publishedAt.toISOString(),
    published_by_name: row.publishedByName,
    restored_from: row.restoredFrom,
    changes_count: row.changes.length,
  };
}

export function versionPayload(row: VersionRow): CatalogueVersionPayload {
  return { ...summaryPayload(row), document: row.document, changes: row.changes };
}

export function scheduledPayload(row: ScheduledRow): ScheduledPublishPayload {
  return {
    id: row.id,
    due_at: row.dueAt.toISOString(),
    status: row.status,
    changes: row.changes,
    created_at: row.createdAt.toISOString(),
    created_by_name: row.createdByName,
    version_id: row.versionId,
    failure: row.failure,
  };
}

const changeTexts = (before: RestaurantFile, after: RestaurantFile) =>
  catalogueChanges(before, after).map((change) => change.text);

/**
 * Publishing the catalogue (ADR 051). Each publish is one transaction: the live tables written by
 * key, the version row, the audit entry; a kill before the commit leaves the old catalogue whole.
 * After the commit every process's catalogue reloads (`catalog` event), and with it the menus of
 * the storefront's open pages.
 */
export function createCataloguePublishing({
  db,
  catalog,
  live,
  holdBeforeCommit,
}: {
  db: Db;
  catalog: Catalog;
  live: LiveEvents;
  /**
   * The crash test's hook only: awaited once everything of a publish is written, before its
   * commit, so the process can be killed at that very point.
   */
  holdBeforeCommit?: () => Promise<void>;
}) {
  /** Writes `file` live and keeps it as a new version, in the caller's transaction. */
  async function publishDocument(
    tx: Db,
    file: RestaurantFile,
    version: Omit<typeof catalogueVersions.$inferInsert, "document" | "publishedBy" | "publishedByName">,
    actor: AuditActor | null,
    action: string,
  ): Promise<VersionRow> {
    await applyCatalogue(tx, file);
    const [row] = await tx
      .insert(catalogueVersions)
      .values({
        ...version,
        document: file,
        publishedBy: actor?.id ?? null,
        publishedByName: actor?.name ?? null,
      })
      .returning();
    if (!row) throw new Error("catalogue version not inserted");
    await recordAudit(tx, actor, version.publishedAt, {
      action,
      subject: "catalogue",
      subjectName: `Version ${row.id}`,
      after: { version: row.id, kind: row.kind, changes: row.changes, restored_from: row.restoredFrom },
    });
    await holdBeforeCommit?.();
    return row;
  }

  async function published() {
    catalog.invalidate();
    await live.publish({ type: "catalog" });
  }

  /** The draft checked against the last version: the file to publish and its changes, or why not. */
  async function draftToPublish(
    tx: Db,
    now: Date,
    confirmWarnings: boolean,
  ): Promise<{ ok: true; file: RestaurantFile; changes: string[] } | PublishRefusal> {
    const last = await currentVersion(tx, now);
    const checked = await checkDocument(tx, await draftDocument(tx, now), confirmWarnings, now);
    if (!("ok" in checked)) return checked;
    if (isDeepStrictEqual(checked.file, last.document)) return { refused: "nothing" };
    return { ok: true, file: checked.file, changes: changeTexts(last.document, checked.file) };
  }

  /** Runs `work` alone among publishes, in one transaction. */
  function exclusively<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK})`);
      return work(tx);
    });
  }

  return {
    /** The draft becomes the live catalogue and a new version. */
    async publishDraft(options: {
      actor: AuditActor;
      now: Date;
      confirmWarnings: boolean;
    }): Promise<{ version: VersionRow } | PublishRefusal> {
      const { actor, now } = options;
      const result = await exclusively(async (tx) => {
        const draft = await draftToPublish(tx, now, options.confirmWarnings);
        if (!("ok" in draft)) return draft;
        const version = await publishDocument(
          tx,
          draft.file,
          { kind: "publish", changes: draft.changes, publishedAt: now },
          actor,
          "catalogue.publish",
        );
        return { version };
      });
      if ("version" in result) await published();
      return result;
    },

    /**
     * A version's document published again as a new version (`restore`), the draft reset to it.
     * History is never rewritten. null: no such version.
     */
    async restoreVersion(
      id: number,
      options: { actor: AuditActor; now: Date },
    ): Promise<{ version: VersionRow } | PublishRefusal | null> {
      const { actor, now } = options;
      const result = await exclusively(async (tx) => {
        const [restored] = await tx.select().from(catalogueVersions).where(eq(catalogueVersions.id, id));
        if (!restored) return null;
        const last = await currentVersion(tx, now);
        // It was live once: only what would stop it being written blocks it, no warning asked.
        const checked = await checkDocument(tx, restored.document, true, now);
        if (!("ok" in checked)) return checked;
        if (isDeepStrictEqual(checked.file, last.document)) return { refused: "nothing" as const };
        const version = await publishDocument(
          tx,
          checked.file,
          {
            kind: "restore",
            restoredFrom: restored.id,
            changes: changeTexts(last.document, checked.file),
            publishedAt: now,
          },
          actor,
          "catalogue.restore",
        );
        await replaceDraft(tx, checked.file, actor, now);
        return { version };
      });
      if (result && "version" in result) await published();
      return result;
    },

    async versions(): Promise<CatalogueVersionSummaryPayload[]> {
      const rows = await db
        .select({
          id: catalogueVersions.id,
          kind: catalogueVersions.kind,
          publishedAt: catalogueVersions.publishedAt,
          publishedByName: catalogueVersions.publishedByName,
          restoredFrom: catalogueVersions.restoredFrom,
          changes: catalogueVersions.changes,
        })
        .from(catalogueVersions)
        .orderBy(desc(catalogueVersions.id));
      return rows.map(summaryPayload);
    },

    async version(id: number): Promise<VersionRow | null> {
      const [row] = await db.select().from(catalogueVersions).where(eq(catalogueVersions.id, id));
      return row ?? null;
    },

    /**
     * The draft as it is now, to be published at `at` (on the shop's clock, at most 30 days
     * ahead): checked now like a publish, so a scheduled publish was confirmed by its owner.
     */
    async schedule(options: {
      actor: AuditActor;
      now: Date;
      at: Date;
      confirmWarnings: boolean;
    }): Promise<{ scheduled: ScheduledRow } | PublishRefusal | { refused: "past" | "too_far" }> {
      const { actor, now, at } = options;
      if (at.getTime() <= now.getTime()) return { refused: "past" };
      if (at.getTime() - now.getTime() > SCHEDULE_MAX_DAYS * 24 * 3_600_000) return { refused: "too_far" };
      return exclusively(async (tx) => {
        const draft = await draftToPublish(tx, now, options.confirmWarnings);
        if (!("ok" in draft)) return draft;
        const [scheduled] = await tx
          .insert(scheduledPublishes)
          .values({
            dueAt: at,
            document: draft.file,
            changes: draft.changes,
            createdAt: now,
            createdBy: actor.id,
            createdByName: actor.name,
          })
          .returning();
        if (!scheduled) throw new Error("scheduled publish not inserted");
        await recordAudit(tx, actor, now, {
          action: "catalogue.schedule",
          subject: "catalogue",
          subjectName: `Publication programmée ${scheduled.id}`,
          after: { scheduled: scheduled.id, due_at: at.toISOString(), changes: draft.changes },
        });
        return { scheduled };
      });
    },

    /** The publishes still to come, and those that could not happen (with why), by due time. */
    async scheduled(): Promise<ScheduledRow[]> {
      return db
        .select()
        .from(scheduledPublishes)
        .where(inArray(scheduledPublishes.status, ["pending", "failed"]))
        .orderBy(asc(scheduledPublishes.dueAt), asc(scheduledPublishes.id));
    },

    /** Cancels a publish that has not happened yet. */
    async cancelScheduled(
      id: number,
      options: { actor: AuditActor; now: Date },
    ): Promise<"cancelled" | "unknown" | "closed"> {
      return db.transaction(async (tx) => {
        const [cancelled] = await tx
          .update(scheduledPublishes)
          .set({ status: "cancelled" })
          .where(and(eq(scheduledPublishes.id, id), eq(scheduledPublishes.status, "pending")))
          .returning({ id: scheduledPublishes.id, dueAt: scheduledPublishes.dueAt });
        if (!cancelled) {
          const [exists] = await tx
            .select({ id: scheduledPublishes.id })
            .from(scheduledPublishes)
            .where(eq(scheduledPublishes.id, id));
          return exists ? "closed" : "unknown";
        }
        await recordAudit(tx, options.actor, options.now, {
          action: "catalogue.schedule.cancel",
          subject: "catalogue",
          subjectName: `Publication programmée ${id}`,
          before: { scheduled: id, due_at: cancelled.dueAt.toISOString() },
        });
        return "cancelled";
      });
    },

    /**
     * Publishes every scheduled publish due at `now`, oldest first, each in its own transaction
     * that claims it (`status = 'pending'` → `published`), so exactly one process publishes it. A
     * document that no longer publishes is marked `failed`, with why, in French.
     */
    async runDue(now: Date): Promise<number> {
      let done = 0;
      for (;;) {
        const outcome = await exclusively(async (tx) => {
          const [due] = await tx
            .select()
            .from(scheduledPublishes)
            .where(and(eq(scheduledPublishes.status, "pending"), lte(scheduledPublishes.dueAt, now)))
            .orderBy(asc(scheduledPublishes.dueAt), asc(scheduledPublishes.id))
            .limit(1)
            .for("update", { skipLocked: true });
          if (!due) return "none" as const;
          const fail = async (failure: string) => {
            await tx
              .update(scheduledPublishes)
              .set({ status: "failed", failure })
              .where(and(eq(scheduledPublishes.id, due.id), eq(scheduledPublishes.status, "pending")));
            return "failed" as const;
          };
          // A photo still being encoded holds this publish (and those due after it) for a pass.
          const parsed = checkRestaurantFile(due.document);
          if (parsed.ok && (await photosPreparing(tx, parsed.file, now))) return "wait" as const;
          const checked = await checkDocument(tx, due.document, true, now);
          if (!("ok" in checked)) {
            const reasons =
              "errors" in checked ? checked.errors.map((error) => error.message).join(" ; ") : "";
            return fail(fill(says.scheduledInvalid, { reasons }));
          }
          const last = await currentVersion(tx, now);
          if (isDeepStrictEqual(checked.file, last.document)) return fail(says.scheduledNothing);
          const [claimed] = await tx
            .update(scheduledPublishes)
            .set({ status: "published" })
            .where(and(eq(scheduledPublishes.id, due.id), eq(scheduledPublishes.status, "pending")))
            .returning({ id: scheduledPublishes.id });
          if (!claimed) return "none" as const;
          const actor = due.createdBy !== null ? { id: due.createdBy, name: due.createdByName ?? "" } : null;
          const version = await publishDocument(
            tx,
            checked.file,
            { kind: "scheduled", changes: changeTexts(last.document, checked.file), publishedAt: now },
            actor,
            "catalogue.publish",
          );
          await tx
            .update(scheduledPublishes)
            .set({ versionId: version.id })
            .where(eq(scheduledPublishes.id, due.id));
          return "published" as const;
        });
        if (outcome === "none" || outcome === "wait") return done;
        if (outcome === "published") {
          done += 1;
          await published();
        }
      }
    },
  };
}

export type CataloguePublishing = ReturnType<typeof createCataloguePublishing>;

/** How often each server process looks for due scheduled publishes (ADR 051). */
const SCHEDULER_EVERY_MS = 15_000;

/**
 * Each server process looks for due scheduled publishes at start and every 15 s; the returned
 * function stops it (on the server's stop). Tests call `runDue` with their clock instead.
 */
export function startScheduledPublishes(deps: {
  publishing: CataloguePublishing;
  clock: () => Date;
  onError: (error: unknown) => void;
}): () => void {
  // One pass at a time: a slow publish is not overtaken by the next tick.
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    await deps.publishing.runDue(deps.clock()).catch(deps.onError);
    running = false;
  };
  void run();
  const timer = setInterval(() => void run(), SCHEDULER_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
