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
  /** A strong validator of that body. */
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
  /** Typed views for in-process callers that want objects rather than bytes. */
  snapshot(): Promise<RestaurantSnapshot>;
  invalidate(): void;
}

function publicBody(payload: unknown, generation: number, variant: string): PublicBody {
  return {
    body: JSON.stringify({ status: "success", payload }),
    etag: `"${generation.toString(36)}-${variant}"`,
  };
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
  // Each (re)load gets a new generation, part of every ETag, so caches see the change.
  let generation = Date.now();
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
    // Never the same generation twice, even when two loads fall in the same millisecond.
    generation = Math.max(Date.now(), generation + 1);
    settingsBody = null;
    offersBody = null;
    menusBody = null;
  }

  return {
    snapshot,
    async settings() {
      const current = await snapshot();
      settingsBody ??= publicBody(settingsPayload(current, options.settings), generation, "settings");
      return settingsBody;
    },
    async offers() {
      const current = await snapshot();
      offersBody ??= publicBody(publicOffersPayload(current), generation, "offers");
      return offersBody;
    },
    async menus(now) {
      const current = await snapshot();
      const minute = Math.floor(now.getTime() / MINUTE);
      if (menusBody?.minute !== minute) {
        const { timeZone } = restaurantOf(current);
        const payload: MenuPayload[] = current.menus.map((menu) => menuPayloadAt(menu, now, timeZone));
        menusBody = { minute, body: publicBody(payload, generation, `menus-${minute.toString(36)}`) };
      }
      return menusBody.body;
    },
    invalidate,
  };
}
