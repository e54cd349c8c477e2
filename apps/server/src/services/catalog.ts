import { createHash } from "node:crypto";
import type { MenuPayload, Setting } from "@comptoir/contracts";
import type { Db } from "@comptoir/db";
import { menuPayloadAt } from "./menus-payload.ts";
import { publicOffersPayload } from "./offers-payload.ts";
import { restaurantOf } from "./restaurant.ts";
import { loadRestaurantSnapshot, type RestaurantSnapshot } from "./restaurant-snapshot.ts";
import { settingsPayload } from "./settings-payload.ts";

const MINUTE = 60_000;

export interface PublicBody {
  /** The JSON body of the success envelope, serialised once. */
  body: string;
  /**
   * A strong validator of that body: a hash of its bytes, so every server process on the same
   * database gives the same bytes the same tag, and any of them answers another's with a 304.
   */
  etag: string;
}

/**
 * What visitors browse (settings, menus, offers), read from the database once and kept in memory.
 * Reads are the bulk of the traffic, so their JSON bodies are built once and reused: settings and
 * offers until the catalogue changes, menus until the next minute (opening hours are given to the
 * minute, so the open flags cannot change within one).
 *
 * With several servers, a change made through one of them must reach the others: `invalidate` is
 * the single entry point for that, to be driven by a PostgreSQL notification when the back-office
 * that edits the catalogue exists.
 */
export interface Catalog {
  settings(): Promise<PublicBody>;
  offers(): Promise<PublicBody>;
  menus(now: Date): Promise<PublicBody>;
  /**
   * What the loaded catalogue holds, as a hash of its content: the same in every process that
   * read the same rows, new when anything a visitor sees changed (the live events' version, and
   * the cached /menu page's key with the minute).
   */
  version(): Promise<string>;
  /** Typed views for in-process callers that want objects rather than bytes. */
  snapshot(): Promise<RestaurantSnapshot>;
  invalidate(): void;
}

/** 22 base64url characters of SHA-256 (132 bits): no two contents of one shop will share it. */
export function contentTag(text: string): string {
  return createHash("sha256").update(text).digest("base64url").slice(0, 22);
}

/** The body serialised once, and its tag hashed from it then: never per request. */
function publicBody(payload: unknown, variant: string): PublicBody {
  const body = JSON.stringify({ status: "success", payload });
  return { body, etag: `"${variant}-${contentTag(body)}"` };
}

/** The snapshot as text: its settings are a Map, which JSON would write as `{}`. */
function snapshotText(snapshot: RestaurantSnapshot): string {
  return JSON.stringify({ ...snapshot, settings: [...snapshot.settings] }, (_key, value: unknown) =>
    typeof value === "bigint" ? value.toString() : value,
  );
}

/**
 * `settings`: pairs the server adds to the settings payload from its configuration. `clock`: the
 * shop's, which decides what is still "épuisé" (ADR 041).
 */
export function createCatalog(
  db: Db,
  options: { settings?: readonly Setting[]; clock?: () => Date } = {},
): Catalog {
  const clock = options.clock ?? (() => new Date());
  let loading: Promise<RestaurantSnapshot> | null = null;
  // When the loaded snapshot goes out of date by itself: a sold-out item coming back.
  let changesAt: number | null = null;
  let versionTag: { of: RestaurantSnapshot; tag: string } | null = null;
  let settingsBody: PublicBody | null = null;
  let offersBody: PublicBody | null = null;
  let menusBody: { minute: number; body: PublicBody } | null = null;

  const snapshot = () => {
    if (loading && changesAt !== null && clock().getTime() >= changesAt) invalidate();
    if (!loading) {
      loading = loadRestaurantSnapshot(db, clock()).then(
        (loaded) => {
          changesAt = loaded.changesAt?.getTime() ?? null;
          return loaded;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
    }
    return loading;
  };

  function invalidate() {
    loading = null;
    changesAt = null;
    versionTag = null;
    settingsBody = null;
    offersBody = null;
    menusBody = null;
  }

  return {
    snapshot,
    async settings() {
      const current = await snapshot();
      settingsBody ??= publicBody(settingsPayload(current, options.settings), "settings");
      return settingsBody;
    },
    async offers() {
      const current = await snapshot();
      offersBody ??= publicBody(publicOffersPayload(current), "offers");
      return offersBody;
    },
    async menus(now) {
      const current = await snapshot();
      const minute = Math.floor(now.getTime() / MINUTE);
      if (menusBody?.minute !== minute) {
        const { timeZone } = restaurantOf(current);
        const payload: MenuPayload[] = current.menus.map((menu) => menuPayloadAt(menu, now, timeZone));
        menusBody = { minute, body: publicBody(payload, "menus") };
      }
      return menusBody.body;
    },
    async version() {
      const current = await snapshot();
      if (versionTag?.of !== current) versionTag = { of: current, tag: contentTag(snapshotText(current)) };
      return versionTag.tag;
    },
    invalidate,
  };
}
