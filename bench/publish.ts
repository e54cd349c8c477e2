/**
 * Publishing the catalogue (ADR 051) on PGlite, with a data folder, a catalogue of 1,000 dishes and
 * every dish repriced by each publish (the most rows a publish writes):
 * - "publish 1,000 dishes": the publish's transaction (the live tables written by key, the
 *   version, the audit entry), then the menus payload rebuilt once, median of 5;
 * - "Publier → visible on an open menu": from the publish call sent to the open page's stream
 *   (`/v2/public/events`) telling of the change and the menus payload it fetches then holding the
 *   new price, median of 5.
 * In one process through the app's own fetch handler (no socket): PGlite lets one process at a
 * time open its folder, and the draft is written directly, as its editor's routes would.
 *
 * `node bench/publish.ts` measures alone and prints the table; `npm run bench` measures it with the rest.
 */
import type { MenuPayload } from "@comptoir/contracts";
import { openDatabase, seedRestaurantIfEmpty } from "@comptoir/db";
import { replaceDraft } from "../apps/server/src/services/catalogue/draft-store.ts";
import {
  createCataloguePublishing,
  ensureFirstVersion,
} from "../apps/server/src/services/catalogue/publishing.ts";
import { readEventStream } from "../apps/server/src/testing/event-stream-reader.ts";
import { largeCatalogue, repriced } from "../apps/server/src/testing/large-catalogue.ts";
import { dataPlaceFor } from "../apps/server/src/testing/server-process.ts";
import { createStaffMember, staffBearer } from "../apps/server/src/testing/staff.ts";
import { openTestApi } from "../apps/server/src/testing/test-api.ts";

const DISHES = 1_000;
const RUNS = Number(process.env.BENCH_PUBLISH_RUNS ?? 5);

export interface PublishFigures {
  dishes: number;
  runs: number;
  /** Milliseconds: the publish's transaction and one rebuild of the menus payload. */
  publish: { median: number; worst: number };
  /** Milliseconds: the publish call sent → the open page's menus holding the new price. */
  visible: { median: number; worst: number };
}

function log(line: string) {
  process.stderr.write(`[bench publish] ${line}\n`);
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { median, worst: sorted.at(-1) ?? 0 };
}

export async function measurePublishOnPglite(): Promise<PublishFigures> {
  const where = await dataPlaceFor("pglite");
  const database = await openDatabase({ engine: "pglite", dataDir: where.env.DATA_DIR ?? "" });
  try {
    const catalogue = largeCatalogue(DISHES);
    log(`PGlite, dossier de données : ${DISHES} plats installés`);
    await seedRestaurantIfEmpty(database.db, catalogue);
    const shop = await openTestApi("pglite", { database });
    await ensureFirstVersion(database.db, shop.clock(), true);
    const { db } = database;
    const publishing = createCataloguePublishing({ db, catalog: shop.catalog, live: shop.live });
    const { token, member } = await createStaffMember(db, {
      role: "owner",
      name: "Banc d'essai",
      now: shop.clock(),
    });
    const owner = { id: member.id, name: member.name };
    const firstDish = catalogue.menus[0]?.categories[0]?.items[0];
    if (!firstDish) throw new Error("carte vide");
    const menus = async () =>
      (await (await shop.api.request("/v2/public/menus")).json()) as { payload: MenuPayload[] };
    const firstPrice = (answer: { payload: MenuPayload[] }) =>
      answer.payload[0]?.categories[0]?.items[0]?.item_price.price_pickup;
    await menus();

    let raise = 0;
    const nextDraft = async () => {
      raise += 10;
      const next = repriced(catalogue, raise);
      await replaceDraft(db, next, null, shop.clock());
      return next.menus[0]?.categories[0]?.items[0]?.price_pickup;
    };

    log(`publier ${DISHES} plats, ${RUNS} fois`);
    const publishes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const expected = await nextDraft();
      const started = performance.now();
      const result = await publishing.publishDraft({
        actor: owner,
        now: shop.clock(),
        confirmWarnings: true,
      });
      if (!("version" in result)) throw new Error(`publication refusée : ${JSON.stringify(result)}`);
      const rebuilt = await menus();
      publishes.push(performance.now() - started);
      if (firstPrice(rebuilt) !== expected) throw new Error("la carte publiée n'est pas servie");
    }

    log(`Publier → visible sur une page ouverte, ${RUNS} fois`);
    const stream = readEventStream(await shop.api.request("/v2/public/events"));
    await stream.next((event) => event.event === "catalog");
    const visible: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const expected = await nextDraft();
      const told = stream.next((event) => event.event === "catalog");
      const started = performance.now();
      const answer = await shop.api.request("/v2/staff/catalogue/publish", {
        method: "POST",
        headers: { "content-type": "application/json", ...staffBearer(token) },
        body: JSON.stringify({ confirm_warnings: true }),
      });
      if (answer.status !== 201)
        throw new Error(`publication refusée : ${answer.status} ${await answer.text()}`);
      await told;
      // What the open page does when told: it fetches the menus again.
      const seen = await menus();
      visible.push(performance.now() - started);
      if (firstPrice(seen) !== expected) throw new Error("la page ouverte n'a pas le nouveau prix");
    }
    await stream.cancel();
    return { dishes: DISHES, runs: RUNS, publish: summary(publishes), visible: summary(visible) };
  } finally {
    await database.close();
    await where.cleanup();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** The rows of results.md's publishing table. */
export function publishRows(figures: PublishFigures): string[] {
  return [
    `| publish ${figures.dishes.toLocaleString("en")} dishes (transaction + menus payload rebuilt once) | median **${ms(figures.publish.median)}**, worst ${ms(figures.publish.worst)} of ${figures.runs} | ≤ 1 s |`,
    `| Publier → change visible on an open menu | median **${ms(figures.visible.median)}**, worst ${ms(figures.visible.worst)} of ${figures.runs} | ≤ 1 s |`,
  ];
}

if (import.meta.main) {
  const rows = ["| figure | measured | target |", "|---|---|---|"];
  rows.push(...publishRows(await measurePublishOnPglite()));
  process.stdout.write(`${rows.join("\n")}\n`);
}
