import type { DraftThing } from "@comptoir/contracts/catalogue-draft";
import type { RestaurantFile } from "@comptoir/contracts/restaurant-file";
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { staffMembers } from "./staff.ts";

/**
 * The catalogue's one draft, shared by the owners (ADR 051): the restaurant file cut into things
 * (`item:burger-piment`, `menu:midi`, `settings:contacts`…), each saved on its own. `revision`
 * grows by one at each save, so a save based on an older revision is refused (409) instead of
 * overwriting a colleague's edit. Customers never read this table.
 */
export const catalogueDraftThings = pgTable("catalogue_draft_things", {
  /** `kind:key`. */
  ref: text().primaryKey(),
  kind: text().$type<DraftThing["kind"]>().notNull(),
  key: text().notNull(),
  /** Among its siblings (a category's items, a menu's categories, the menus…). */
  position: integer().notNull().default(0),
  value: jsonb().$type<DraftThing["value"]>().notNull(),
  revision: integer().notNull().default(1),
  updatedBy: integer().references(() => staffMembers.id, { onDelete: "set null" }),
  /** Copied so that a conflict still names who saved after the person left the team. */
  updatedByName: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type CatalogueVersionKind = "install" | "upgrade" | "publish" | "scheduled" | "restore" | "import";

/**
 * Every published catalogue, kept whole and never changed (ADR 051): the version number is the id.
 * Version 1 is the catalogue the shop was installed or upgraded with.
 */
export const catalogueVersions = pgTable("catalogue_versions", {
  id: serial().primaryKey(),
  kind: text().$type<CatalogueVersionKind>().notNull(),
  document: jsonb().$type<RestaurantFile>().notNull(),
  /** The changes from the version before, in plain French, as the owner confirmed them. */
  changes: jsonb().$type<string[]>().notNull().default([]),
  /** For a restore: the version brought back. */
  restoredFrom: integer(),
  publishedAt: timestamp({ withTimezone: true }).notNull(),
  publishedBy: integer().references(() => staffMembers.id, { onDelete: "set null" }),
  publishedByName: text(),
});

export type ScheduledPublishStatus = "pending" | "published" | "cancelled" | "failed";

/**
 * A publish the owner asked for later ("publier demain à 11:00"): the draft as it was when they
 * scheduled it, published at `dueAt` by whichever server process claims it first.
 */
export const scheduledPublishes = pgTable(
  "scheduled_publishes",
  {
    id: serial().primaryKey(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    document: jsonb().$type<RestaurantFile>().notNull(),
    changes: jsonb().$type<string[]>().notNull().default([]),
    status: text().$type<ScheduledPublishStatus>().notNull().default("pending"),
    versionId: integer().references(() => catalogueVersions.id),
    /** Why a due publish could not happen (the catalogue no longer valid…), in French. */
    failure: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: integer().references(() => staffMembers.id, { onDelete: "set null" }),
    createdByName: text(),
  },
  (table) => [index("scheduled_publishes_due_idx").on(table.status, table.dueAt)],
);
