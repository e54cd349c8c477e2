/**
 * The photos' figures (ADR 055, docs/quality.md), on one server process as `npm start` runs it, on
 * a fresh PGlite data folder, through its API as the owner's editor calls it:
 * - encoding: a 12-megapixel JPEG uploaded (`POST /v2/staff/photos`) and framed as a dish
 *   (`POST /v2/staff/photos/:id/framings`), timed from the framing request to its status `ready`
 *   (`GET /v2/staff/photos/framings/:key`, polled every 50 ms), the bytes of each rendition, and
 *   the server's peak resident set (sampled every 50 ms, and the kernel's own peak, VmHWM) against
 *   its idle one; then 10 other photos uploaded and framed at once, the same figures;
 * - `GET /v2/public/menus` at 100 connections alone, then while 10 more photos are encoded;
 * - pages with photos: every dish of the demo given a photo of its own and the restaurant a hero,
 *   saved to the draft and published; Lighthouse on `/` and `/menu`, the image bytes a phone
 *   fetches before its first scroll, and the first-load JavaScript before and after.
 *
 * `node bench/photos.ts` measures alone and prints the tables (`--save`: also puts them in
 * results.json and results.md, the other parts' figures kept); `npm run bench` measures it with the
 * rest. BENCH_RUNS (Lighthouse runs per page, default 5), BENCH_SECONDS (the menus load alone,
 * default 10), BENCH_PORT (default 3310).
 */
import { cpus, loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { openDatabase } from "@comptoir/db";
import {
  centredCrop,
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  type PhotoCrop,
  type PhotoKind,
  renditionPath,
} from "@comptoir/domain";
import puppeteer from "puppeteer-core";
import { dataPlaceFor, type Where } from "../apps/server/src/testing/server-process.ts";
import { createStaffMember, STAFF_TEST_PASSWORD } from "../apps/server/src/testing/staff.ts";
import { FLOOR_PATH, fetchGet, measureFirstLoad, PERSON_USER_AGENT } from "./first-load.ts";
import { CHROMIUM_FLAGS, lighthouse } from "./lighthouse.ts";
import type { LoadResult, LoadSpec } from "./load.ts";
import { platePhoto } from "./photo-pictures.ts";
import {
  type EncodingRun,
  type PageImages,
  type PageScripts,
  PHOTO_TABLE_HEADER,
  type PhotoFigures,
  type PhotoPages,
  photoEncodingRows,
  photoPageRows,
  type RenditionSize,
} from "./photos-report.ts";
import {
  resetResidentPeak,
  residentBytes,
  residentPeakBytes,
  runNode,
  SERVER_ENTRY,
  SERVER_NODE_FLAGS,
  sampleResident,
  startNode,
  stop,
  stopAll,
  waitReady,
} from "./processes.ts";
import { type Results, savedResults, saveResults } from "./report.ts";

/** The shop's clock starts on a Tuesday at 12:00 in Paris, as in the other figures. */
const CLOCK_START = "2026-11-24T11:00:00Z";
const OWNER_EMAIL = "banc-photos@piment-rouge.test";
/** A phone's photo. */
const ORIGINAL = { width: 4000, height: 3000 };
/** The dishes beyond those the encoding figures already photographed: smaller, to be quicker. */
const DISH_ORIGINAL = { width: 2000, height: 1500 };
const BURST = 10;
const CONNECTIONS = 100;
/** A framing not ready by then failed the measure. */
const ENCODING_TIMEOUT_MS = 10 * 60_000;
const POLL_MS = 50;
/** A phone: an iPhone 12 to 15's screen in CSS pixels and its device pixel ratio. */
const PHONE = { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

function log(line: string) {
  process.stderr.write(`[bench photos] ${line}\n`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

interface UploadedPhoto {
  id: string;
  width: number;
  height: number;
}

interface Framing {
  key: string;
  status: string;
  failure?: string | null;
}

/** The owner's calls: JSON, or a file as the raw body; the answer's payload, or an error. */
function ownerApi(origin: string, token: string) {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const raw = body instanceof Uint8Array;
    const answer = await fetch(`${origin}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "content-type": raw ? "image/jpeg" : "application/json" }),
      },
      ...(body === undefined ? {} : { body: raw ? body : JSON.stringify(body) }),
    });
    if (answer.status !== 200 && answer.status !== 201)
      throw new Error(`${method} ${path} : ${answer.status} ${(await answer.text()).slice(0, 300)}`);
    const json = (await answer.json()) as { payload?: T };
    return (json.payload ?? json) as T;
  };
}
type OwnerApi = ReturnType<typeof ownerApi>;

async function upload(call: OwnerApi, bytes: Uint8Array): Promise<UploadedPhoto> {
  return (await call<{ photo: UploadedPhoto }>("POST", "/v2/staff/photos", bytes)).photo;
}

async function frame(call: OwnerApi, photo: UploadedPhoto, kind: PhotoKind): Promise<Framing> {
  const crop: PhotoCrop = centredCrop(kind, photo.width, photo.height);
  return (await call<{ framing: Framing }>("POST", `/v2/staff/photos/${photo.id}/framings`, { kind, crop }))
    .framing;
}

/** Polls each framing not yet ready, one after the other, every 50 ms: when each got ready. */
async function untilReady(call: OwnerApi, keys: string[], since: number): Promise<number[]> {
  const readyAt = new Map<string, number>();
  while (readyAt.size < keys.length) {
    if (performance.now() - since > ENCODING_TIMEOUT_MS)
      throw new Error(`framings pas prêtes après ${ENCODING_TIMEOUT_MS} ms`);
    for (const key of keys) {
      if (readyAt.has(key)) continue;
      const { framing } = await call<{ framing: Framing }>("GET", `/v2/staff/photos/framings/${key}`);
      if (framing.status === "ready") readyAt.set(key, performance.now() - since);
      else if (framing.status === "failed") throw new Error(`framing ${key} : ${framing.failure}`);
    }
    if (readyAt.size < keys.length) await sleep(POLL_MS);
  }
  return [...readyAt.values()];
}

/** Watches a process's resident set: sampled every 50 ms, and the kernel's peak (VmHWM) reset now. */
function watchResident(pid: number): { stop(): number } {
  const sampler = sampleResident(pid, POLL_MS);
  const kernelPeak = resetResidentPeak(pid);
  return {
    stop: () => Math.max(sampler.stop(), kernelPeak ? (residentPeakBytes(pid) ?? 0) : 0),
  };
}

/**
 * Photos uploaded at once, then framed as dishes at once, until all are ready, with the server's
 * resident set watched from the first upload to the last answer, then to the last ready.
 */
async function encode(call: OwnerApi, pid: number, files: Uint8Array[]) {
  const rssBefore = residentBytes(pid) ?? 0;
  let watch = watchResident(pid);
  try {
    const sent = performance.now();
    const photos = await Promise.all(files.map((file) => upload(call, file)));
    const uploadMs = performance.now() - sent;
    const uploadPeakRss = watch.stop();
    watch = watchResident(pid);
    const framingSent = performance.now();
    const framings = await Promise.all(photos.map((photo) => frame(call, photo, "dish")));
    const framingAnswerMs = performance.now() - framingSent;
    const times = await untilReady(
      call,
      framings.map((framing) => framing.key),
      framingSent,
    );
    const encodingPeakRss = watch.stop();
    const run: EncodingRun = {
      photos: files.length,
      uploadMs,
      framingAnswerMs,
      ready: { first: Math.min(...times), median: median(times), last: Math.max(...times) },
      rssBefore,
      uploadPeakRss,
      encodingPeakRss,
      peakRss: Math.max(uploadPeakRss, encodingPeakRss),
      rssAfter: residentBytes(pid) ?? 0,
    };
    return { run, photos, keys: framings.map((framing) => framing.key) };
  } finally {
    watch.stop();
  }
}

/** Every rendition of a dish framing, fetched as a customer would. */
async function renditionSizes(origin: string, key: string): Promise<RenditionSize[]> {
  const sizes: RenditionSize[] = [];
  for (const format of PHOTO_FORMATS)
    for (const width of PHOTO_WIDTHS.dish) {
      const answer = await fetch(`${origin}${renditionPath(key, width, format)}`);
      if (answer.status !== 200) throw new Error(`${renditionPath(key, width, format)} : ${answer.status}`);
      const bytes = (await answer.arrayBuffer()).byteLength;
      sizes.push({ format, width, bytes, type: answer.headers.get("content-type") ?? "" });
    }
  return sizes;
}

/** A load of `GET /v2/public/menus` that runs until `during` is done (bench/load.ts, SIGUSR2). */
async function menusLoadDuring<T>(origin: string, during: () => Promise<T>) {
  const spec: LoadSpec = { url: `${origin}/v2/public/menus`, connections: CONNECTIONS, seconds: 900 };
  const child = startNode("bench/load.ts", {}, [JSON.stringify(spec)]);
  let out = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  try {
    // The load reaches its pace before the photos come.
    await sleep(1_000);
    const result = await during();
    if (child.pid !== undefined) process.kill(child.pid, "SIGUSR2");
    if ((await exited) !== 0) throw new Error("bench/load.ts : arrêt en erreur");
    const load = JSON.parse(out.trim().split("\n").pop() ?? "{}") as LoadResult;
    return { result, load };
  } finally {
    await stop(child);
  }
}

async function menusLoad(origin: string, seconds: number): Promise<LoadResult> {
  const spec: LoadSpec = { url: `${origin}/v2/public/menus`, connections: CONNECTIONS, seconds };
  const out = await runNode("bench/load.ts", [JSON.stringify(spec)], (seconds + 60) * 1000);
  return JSON.parse(out.trim().split("\n").pop() ?? "{}") as LoadResult;
}

interface DraftThing {
  ref: string;
  kind: string;
  key: string;
  revision: number;
  value: Record<string, unknown>;
}

/**
 * Every dish of the draft given a photo of its own (those of `photos` first, then new ones), the
 * restaurant the hero `hero`, each framed and encoded before the draft is saved (as the editor
 * does), then published.
 */
async function photographCatalogue(
  call: OwnerApi,
  photos: UploadedPhoto[],
  hero: UploadedPhoto,
  relogIn: () => Promise<OwnerApi>,
): Promise<number> {
  const { things } = await call<{ things: DraftThing[] }>("GET", "/v2/staff/catalogue/draft");
  const dishes = things.filter((thing) => thing.kind === "item");
  const site = things.find((thing) => thing.ref === "settings:site");
  if (!site) throw new Error("le brouillon n'a pas de réglages settings:site");
  const forDishes = photos.slice(0, dishes.length);
  log(`${dishes.length} plats : ${dishes.length - forDishes.length} photos de plus à envoyer`);
  for (let seed = 1000; forDishes.length < dishes.length; seed++)
    forDishes.push(await upload(call, await platePhoto(seed, DISH_ORIGINAL.width, DISH_ORIGINAL.height)));
  const framings = await Promise.all(forDishes.map((photo) => frame(call, photo, "dish")));
  const heroFraming = await frame(call, hero, "hero");
  await untilReady(call, [...framings.map((framing) => framing.key), heroFraming.key], performance.now());

  for (const [index, dish] of dishes.entries()) {
    const photo = forDishes[index];
    if (!photo) continue;
    await call("PUT", `/v2/staff/catalogue/draft/things/${dish.ref}`, {
      revision: dish.revision,
      value: { ...dish.value, photo: { id: photo.id, crop: centredCrop("dish", photo.width, photo.height) } },
    });
  }
  await call("PUT", `/v2/staff/catalogue/draft/things/${site.ref}`, {
    revision: site.revision,
    value: {
      ...site.value,
      "site.photo": { id: hero.id, crop: centredCrop("hero", hero.width, hero.height) },
    },
  });
  // Publishing asks for the password typed in the last 15 minutes: typed again here.
  const fresh = await relogIn();
  await fresh("POST", "/v2/staff/catalogue/publish", { confirm_warnings: true });
  return dishes.length;
}

async function pageScripts(origin: string): Promise<PageScripts[]> {
  const get = fetchGet(origin);
  const pages: PageScripts[] = [];
  for (const path of [FLOOR_PATH, "/", "/menu"]) {
    const page = await measureFirstLoad(get, path);
    pages.push({ path, bytes: page.bytes, modules: page.scripts.length });
  }
  return pages;
}

/**
 * The images a phone fetches for a page before its first scroll: from the navigation until no image
 * is in flight for a second after the load event (the page's event stream never ends, so the
 * network is never idle).
 */
async function imagesBeforeScroll(url: string): Promise<PageImages> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_FLAGS.filter((flag) => flag !== "--headless"),
    headless: true,
  });
  try {
    const page = await browser.newPage();
    await page.setUserAgent({ userAgent: PERSON_USER_AGENT });
    await page.setViewport(PHONE);
    const session = await page.createCDPSession();
    await session.send("Network.enable");
    const images = new Map<string, string>();
    const sizes = new Map<string, number>();
    const inFlight = new Set<string>();
    let lastChange = performance.now();
    const settled = (requestId: string) => {
      if (inFlight.delete(requestId)) lastChange = performance.now();
    };
    session.on("Network.requestWillBeSent", (event) => {
      if (event.type !== "Image") return;
      images.set(event.requestId, event.request.url);
      inFlight.add(event.requestId);
      lastChange = performance.now();
    });
    session.on("Network.loadingFinished", (event) => {
      sizes.set(event.requestId, event.encodedDataLength);
      settled(event.requestId);
    });
    session.on("Network.loadingFailed", (event) => settled(event.requestId));
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    const deadline = performance.now() + 60_000;
    while (performance.now() < deadline && (inFlight.size > 0 || performance.now() - lastChange < 1_000))
      await sleep(100);
    if (inFlight.size > 0) throw new Error(`${url} : ${inFlight.size} images encore en cours après 60 s`);
    const photos: Record<string, number> = {};
    let bytes = 0;
    for (const [requestId, address] of images) {
      bytes += sizes.get(requestId) ?? 0;
      if (address.startsWith("data:")) continue;
      const { pathname } = new URL(address);
      if (pathname.startsWith("/photos/")) {
        const extension = pathname.slice(pathname.lastIndexOf(".") + 1);
        photos[extension] = (photos[extension] ?? 0) + 1;
      }
    }
    return { bytes, images: images.size, photos };
  } finally {
    await browser.close();
  }
}

async function measurePages(
  origin: string,
  call: OwnerApi,
  photos: UploadedPhoto[],
  hero: UploadedPhoto,
  relogIn: () => Promise<OwnerApi>,
  runs: number,
  missing: string[],
): Promise<PhotoPages> {
  log("JavaScript au premier chargement, avant les photos");
  const before = await pageScripts(origin);
  // The same pages without photos, in the same run: the reference on a machine whose load varies.
  const lighthouseBefore: PhotoPages["lighthouse"] = {};
  for (const path of ["/", "/menu"]) {
    log(`Lighthouse ${path} sans photos (${runs} passages)`);
    try {
      lighthouseBefore[path] = await lighthouse(`${origin}${path}`, runs);
    } catch (error) {
      missing.push(`Lighthouse ${path} without photos: ${String(error)}`);
    }
  }
  log("une photo pour chaque plat, et la photo du restaurant ; publier");
  const dishes = await photographCatalogue(call, photos, hero, relogIn);
  const menus = (await (await fetch(`${origin}/v2/public/menus`)).json()) as {
    payload: { categories: { items: { item_id?: number; item_photo?: string }[] }[] }[];
  };
  const withPhoto = new Set<string>();
  for (const menu of menus.payload)
    for (const category of menu.categories)
      for (const item of category.items) if (item.item_photo) withPhoto.add(item.item_photo);
  const settings = (await (await fetch(`${origin}/v2/public/settings`)).json()) as {
    payload: { name: string; value: unknown }[] | Record<string, unknown>;
  };
  const hasHero = JSON.stringify(settings).includes('"site.photo"');
  const pictures: Record<string, number> = {};
  for (const path of ["/", "/menu"]) {
    const html = await (
      await fetch(`${origin}${path}`, { headers: { "user-agent": PERSON_USER_AGENT } })
    ).text();
    pictures[path] = html.split("<picture").length - 1;
  }
  log("JavaScript au premier chargement, avec les photos");
  const after = await pageScripts(origin);
  const lighthouseFigures: PhotoPages["lighthouse"] = {};
  const images: Record<string, PageImages> = {};
  for (const path of ["/", "/menu"]) {
    log(`images avant le premier défilement, ${path}`);
    try {
      images[path] = await imagesBeforeScroll(`${origin}${path}`);
    } catch (error) {
      missing.push(`images before the first scroll, ${path}: ${String(error)}`);
    }
    log(`Lighthouse ${path} avec photos (${runs} passages)`);
    try {
      lighthouseFigures[path] = await lighthouse(`${origin}${path}`, runs);
    } catch (error) {
      missing.push(`Lighthouse ${path}: ${String(error)}`);
    }
  }
  return {
    dishes,
    dishesWithPhoto: withPhoto.size,
    hero: hasHero,
    pictures,
    lighthouse: lighthouseFigures,
    lighthouseBefore,
    images,
    firstLoad: {
      before: before.filter((page) => page.path !== FLOOR_PATH),
      after: after.filter((page) => page.path !== FLOOR_PATH),
    },
  };
}

/**
 * The owner, made in the shop's database: on PGlite before its server opens it (one process at a
 * time), on PostgreSQL once the server has made its tables.
 */
async function createOwner(where: Where): Promise<void> {
  const database = await openDatabase(
    where.env.DATABASE_URL
      ? { engine: "postgres", url: where.env.DATABASE_URL, poolSize: 1 }
      : { engine: "pglite", dataDir: where.env.DATA_DIR ?? "" },
  );
  try {
    await createStaffMember(database.db, {
      role: "owner",
      name: "Banc d'essai",
      email: OWNER_EMAIL,
      now: new Date(CLOCK_START),
    });
  } finally {
    await database.close();
  }
}

/** Logs in as the owner through the API: a session whose password was just typed. */
async function logIn(origin: string): Promise<OwnerApi> {
  const answer = await fetch(`${origin}/v2/staff/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: OWNER_EMAIL, password: STAFF_TEST_PASSWORD }),
  });
  if (answer.status !== 200) throw new Error(`connexion refusée : ${answer.status} ${await answer.text()}`);
  const { payload } = (await answer.json()) as { payload: { token: string } };
  return ownerApi(origin, payload.token);
}

export interface PhotoOptions {
  /** Lighthouse runs per page. */
  runs: number;
  /** The menus load alone, in seconds. */
  seconds: number;
  /** On a database of its own on this PostgreSQL server rather than on PGlite. */
  postgresUrl?: string;
  /** The pages with photos too (their figures do not depend on the database). */
  pages: boolean;
}

export async function measurePhotos(port: number, options: PhotoOptions): Promise<PhotoFigures> {
  const onPostgres = Boolean(options.postgresUrl);
  const where = onPostgres
    ? await dataPlaceFor("postgres", options.postgresUrl)
    : await dataPlaceFor("pglite");
  const figures: PhotoFigures = {
    engine: onPostgres ? "PostgreSQL" : "PGlite",
    date: new Date().toISOString(),
    loadAverage: loadavg()[0] ?? 0,
    cpus: cpus().length,
    original: { ...ORIGINAL, bytes: 0 },
    idleRss: 0,
    missing: [],
  };
  try {
    if (!onPostgres) await createOwner(where);
    log(`photos de ${ORIGINAL.width} × ${ORIGINAL.height} : ${1 + 2 * BURST} à dessiner`);
    // Drawn before the server starts: the bench's own work never overlaps the server's.
    const files: Buffer[] = [];
    for (let seed = 1; seed <= 1 + 2 * BURST; seed++)
      files.push(await platePhoto(seed, ORIGINAL.width, ORIGINAL.height));
    figures.original.bytes = files[0]?.length ?? 0;

    const server = startNode(
      SERVER_ENTRY,
      {
        ...where.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        CLOCK_START,
        // As `npm run serve` does: glibc's per-thread arenas would keep what libvips freed (ADR 055).
        MALLOC_ARENA_MAX: "2",
      },
      [],
      SERVER_NODE_FLAGS,
    );
    const origin = `http://127.0.0.1:${port}`;
    try {
      await waitReady(server, `${origin}/v2/public/settings`);
      const pid = server.pid ?? 0;
      // Idle: one second after it is ready, before any call.
      await sleep(1_000);
      figures.idleRss = residentBytes(pid) ?? 0;
      if (onPostgres) await createOwner(where);
      const call = await logIn(origin);
      const uploaded: UploadedPhoto[] = [];
      try {
        log("1 photo : envoi, cadrage, jusqu'à prête");
        const one = await encode(call, pid, files.slice(0, 1));
        uploaded.push(...one.photos);
        figures.one = { ...one.run, renditions: await renditionSizes(origin, one.keys[0] ?? "") };
        log(`${BURST} photos à la fois`);
        const burst = await encode(call, pid, files.slice(1, 1 + BURST));
        uploaded.push(...burst.photos);
        figures.burst = burst.run;
        log(`GET /v2/public/menus, ${CONNECTIONS} connexions, seul (${options.seconds} s)`);
        const quiet = await menusLoad(origin, options.seconds);
        log(`GET /v2/public/menus, ${CONNECTIONS} connexions, pendant ${BURST} autres photos`);
        const loaded = await menusLoadDuring(origin, () => encode(call, pid, files.slice(1 + BURST)));
        uploaded.push(...loaded.result.photos);
        figures.menus = {
          connections: CONNECTIONS,
          quiet,
          duringBurst: loaded.load,
          burst: loaded.result.run,
        };
      } catch (error) {
        figures.missing.push(`encoding: ${String(error)}`);
        log(String(error));
      }
      const hero = uploaded[0];
      if (options.pages && hero) {
        try {
          figures.pages = await measurePages(
            origin,
            call,
            uploaded,
            hero,
            () => logIn(origin),
            options.runs,
            figures.missing,
          );
        } catch (error) {
          figures.missing.push(`pages with photos: ${String(error)}`);
          log(String(error));
        }
      } else if (options.pages) figures.missing.push("pages with photos: no photo could be uploaded");
    } finally {
      await stop(server);
    }
  } finally {
    await where.cleanup();
  }
  return figures;
}

/** The tables of one measure, for the terminal. */
function tables(figures: PhotoFigures): string[] {
  const rows = [`${figures.engine}:`, "", ...PHOTO_TABLE_HEADER, ...photoEncodingRows(figures)];
  if (figures.pages) rows.push("", ...PHOTO_TABLE_HEADER, ...photoPageRows(figures.pages));
  if (figures.missing.length) rows.push("", ...figures.missing.map((reason) => `- not measured: ${reason}`));
  return [...rows, ""];
}

if (import.meta.main) {
  try {
    const port = Number(process.env.BENCH_PORT ?? 3310);
    const runs = Number(process.env.BENCH_RUNS ?? 5);
    const seconds = Number(process.env.BENCH_SECONDS ?? 10);
    const photos: NonNullable<Results["photos"]> = {};
    photos.pglite = await measurePhotos(port, { runs, seconds, pages: true });
    process.stdout.write(`${tables(photos.pglite).join("\n")}\n`);
    if (process.env.DATABASE_URL) {
      photos.postgresql = await measurePhotos(port, {
        runs,
        seconds,
        pages: false,
        postgresUrl: process.env.DATABASE_URL,
      });
      process.stdout.write(`${tables(photos.postgresql).join("\n")}\n`);
    } else log("PostgreSQL non mesuré : DATABASE_URL absent");
    if (process.argv.includes("--save")) {
      const results = savedResults();
      results.photos = photos;
      saveResults(results);
      log("écrit : bench/results.md, bench/results.json (les photos)");
    }
  } finally {
    await stopAll();
  }
}
