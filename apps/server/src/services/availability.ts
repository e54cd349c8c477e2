import {
  type AvailabilityEntryPayload,
  type AvailabilityListPayload,
  type AvailabilityStatePayload,
  PAUSE_SETTINGS,
  type PauseStatePayload,
} from "@comptoir/contracts";
import { type Db, schema } from "@comptoir/db";
import { isSoldOutAt, type Pauses, pausesAt, soldOutUntil } from "@comptoir/domain";
import { draftSubjectNames } from "@comptoir/messages";
import { asc, eq, inArray } from "drizzle-orm";
import { type AuditActor, recordAudit } from "./audit/audit-log.ts";
import type { Catalog } from "./catalog.ts";
import type { LiveEvents } from "./live/live-events.ts";
import { pausesOf, restaurantOf } from "./restaurant.ts";

const { items, categories, optionChoices, optionGroups, settings } = schema;

/** What the board calls a row's state: "masqué" wins, then "épuisé" (by the board or the data file). */
function stateOf(
  row: { hidden: boolean; soldOutUntil: Date | null; available?: boolean },
  now: Date,
): AvailabilityStatePayload {
  if (row.hidden) return "hidden";
  if (row.available === false || isSoldOutAt(row.soldOutUntil, now)) return "sold_out";
  return "available";
}

function entry(
  row: {
    id: number;
    name: string;
    group: string;
    hidden: boolean;
    soldOutUntil: Date | null;
    available?: boolean;
  },
  now: Date,
): AvailabilityEntryPayload {
  const state = stateOf(row, now);
  return {
    id: row.id,
    name: row.name,
    group: row.group,
    state,
    sold_out_until: state === "sold_out" && row.soldOutUntil ? row.soldOutUntil.toISOString() : null,
  };
}

/** The pauses in force at `now`, as the staff's pages read them (a pause past its end is none). */
export function pauseStatePayload(pauses: Pauses, now: Date): PauseStatePayload {
  const inForce = pausesAt(pauses, now);
  const payload = (pause: Pauses["ordering"]) =>
    pause ? { until: pause.until.toISOString(), reason: pause.reason } : null;
  return { ordering: payload(inForce.ordering), delivery: payload(inForce.delivery) };
}

const itemColumns = {
  id: items.id,
  name: items.name,
  group: categories.name,
  hidden: items.hidden,
  soldOutUntil: items.soldOutUntil,
  available: items.available,
};
const choiceColumns = {
  id: optionChoices.id,
  name: optionChoices.name,
  group: optionGroups.name,
  hidden: optionChoices.hidden,
  soldOutUntil: optionChoices.soldOutUntil,
};

/**
 * The board's side of availability (ADR 041). Every change empties the catalogue's cache (menus,
 * settings, the cached /menu page) and tells open pages (`catalog`), so customers see it within
 * seconds; an item marked "épuisé" comes back by itself at the next opening day.
 */
export function createAvailability(deps: { db: Db; catalog: Catalog; live: LiveEvents; clock: () => Date }) {
  const { db, catalog, live, clock } = deps;

  async function changed() {
    catalog.invalidate();
    await live.publish({ type: "catalog" });
  }

  /** Until when "épuisé" holds if set now: the next opening day of any menu, either mode. */
  async function soldOutEnd(now: Date): Promise<Date> {
    const restaurant = restaurantOf(await catalog.snapshot());
    const schedules = restaurant.menus.flatMap((menu) => [menu.hours, menu.pickupHours]);
    return soldOutUntil(schedules, now, restaurant.timeZone);
  }

  function columnsFor(state: AvailabilityStatePayload, end: Date) {
    if (state === "hidden") return { hidden: true, soldOutUntil: null };
    if (state === "sold_out") return { hidden: false, soldOutUntil: end };
    return { hidden: false, soldOutUntil: null };
  }

  return {
    async list(): Promise<AvailabilityListPayload> {
      const now = clock();
      const [itemRows, choiceRows, snapshot] = await Promise.all([
        db
          .select(itemColumns)
          .from(items)
          .innerJoin(categories, eq(categories.id, items.categoryId))
          .orderBy(asc(categories.position), asc(items.position), asc(items.id)),
        db
          .select(choiceColumns)
          .from(optionChoices)
          .innerJoin(optionGroups, eq(optionGroups.id, optionChoices.groupId))
          .orderBy(asc(optionGroups.id), asc(optionChoices.position), asc(optionChoices.id)),
        catalog.snapshot(),
      ]);
      return {
        items: itemRows.map((row) => entry(row, now)),
        choices: choiceRows.map((row) => entry(row, now)),
        pause: pauseStatePayload(pausesOf(snapshot), now),
      };
    },

    /**
     * null: no such item. "available" also lifts the data file's own sold-out flag. The audit log
     * (ADR 052) keeps who changed it, from what state to what, in the same transaction.
     */
    async setItem(
      id: number,
      state: AvailabilityStatePayload,
      actor: AuditActor,
    ): Promise<AvailabilityEntryPayload | null> {
      const now = clock();
      const columns = columnsFor(state, await soldOutEnd(now));
      const updated = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(items).where(eq(items.id, id)).for("update");
        if (!before) return false;
        await tx
          .update(items)
          .set(state === "available" ? { ...columns, available: true } : columns)
          .where(eq(items.id, id));
        await recordAudit(tx, actor, now, {
          action: "availability.item",
          subject: `item:${before.key}`,
          subjectName: before.name,
          before: stateOf(before, now),
          after: state,
        });
        return true;
      });
      if (!updated) return null;
      await changed();
      const [row] = await db
        .select(itemColumns)
        .from(items)
        .innerJoin(categories, eq(categories.id, items.categoryId))
        .where(eq(items.id, id));
      return row ? entry(row, now) : null;
    },

    /** null: no such choice. */
    async setChoice(
      id: number,
      state: AvailabilityStatePayload,
      actor: AuditActor,
    ): Promise<AvailabilityEntryPayload | null> {
      const now = clock();
      const columns = columnsFor(state, await soldOutEnd(now));
      const updated = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ choice: optionChoices, groupKey: optionGroups.key })
          .from(optionChoices)
          .innerJoin(optionGroups, eq(optionGroups.id, optionChoices.groupId))
          .where(eq(optionChoices.id, id))
          .for("update");
        if (!before) return false;
        await tx.update(optionChoices).set(columns).where(eq(optionChoices.id, id));
        await recordAudit(tx, actor, now, {
          action: "availability.choice",
          subject: `choice:${before.groupKey}.${before.choice.key}`,
          subjectName: before.choice.name,
          before: stateOf(before.choice, now),
          after: state,
        });
        return true;
      });
      if (!updated) return null;
      await changed();
      const [row] = await db
        .select(choiceColumns)
        .from(optionChoices)
        .innerJoin(optionGroups, eq(optionGroups.id, optionChoices.groupId))
        .where(eq(optionChoices.id, id));
      return row ? entry(row, now) : null;
    },

    /** Starts (or moves) a pause, or ends it now with `until` null; answers the pauses in force. */
    async setPause(
      scope: keyof typeof PAUSE_SETTINGS,
      pause: { until: Date; reason: string } | null,
      actor: AuditActor,
    ): Promise<PauseStatePayload> {
      const keys = PAUSE_SETTINGS[scope];
      await db.transaction(async (tx) => {
        const previous = await tx
          .delete(settings)
          .where(inArray(settings.name, [keys.until, keys.reason]))
          .returning();
        const previousValue = (name: string) => previous.find((row) => row.name === name)?.value ?? null;
        const after = pause ? { until: pause.until.toISOString(), reason: pause.reason } : null;
        if (pause) {
          await tx.insert(settings).values([
            { name: keys.until, value: pause.until.toISOString() },
            { name: keys.reason, value: pause.reason },
          ]);
        }
        await recordAudit(tx, actor, clock(), {
          action: `pause.${scope}`,
          subject: `pause:${scope}`,
          subjectName:
            scope === "ordering" ? draftSubjectNames.pauseOrdering : draftSubjectNames.pauseDelivery,
          before:
            previous.length > 0
              ? { until: previousValue(keys.until), reason: previousValue(keys.reason) }
              : null,
          after,
        });
      });
      await changed();
      return pauseStatePayload(pausesOf(await catalog.snapshot()), clock());
    },
  };
}

export type Availability = ReturnType<typeof createAvailability>;
