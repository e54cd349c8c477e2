/**
 * The photos' figures (bench/photos.ts) and their rows in results.md, beside the targets of
 * docs/quality.md (ADR 055).
 */
import type { PhotoFormat } from "@comptoir/domain";
import type { LighthouseFigures } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";

/** Milliseconds from the framing requests sent to each framing `ready`. */
interface ReadyTimes {
  first: number;
  median: number;
  last: number;
}

/** Photos uploaded at once, then framed at once, until every framing is ready. */
export interface EncodingRun {
  photos: number;
  /** Milliseconds from the uploads sent to the last answer. */
  uploadMs: number;
  /** Milliseconds the framing requests took to answer (the encoding is not on their path). */
  framingAnswerMs: number;
  ready: ReadyTimes;
  /**
   * Bytes: the server's resident set just before; its peak while the uploads were answered, then
   * from the framing requests to the last ready, and the higher of the two; then just after.
   */
  rssBefore: number;
  uploadPeakRss: number;
  encodingPeakRss: number;
  peakRss: number;
  rssAfter: number;
}

export interface RenditionSize {
  format: PhotoFormat;
  width: number;
  bytes: number;
  type: string;
}

/** What a page costs with photos on a phone. */
export interface PageImages {
  /** Bytes transferred for images before any scroll (390 × 844, 3×), headers included. */
  bytes: number;
  images: number;
  /** Of which renditions (`/photos/…`), by extension. */
  photos: Record<string, number>;
}

/** First-load JavaScript of a page, as bench/first-load.ts measures it. */
export interface PageScripts {
  path: string;
  /** gzip bytes. */
  bytes: number;
  modules: number;
}

export interface PhotoPages {
  /** Dishes of the demo, each given a photo of its own, and how many the menus payload names. */
  dishes: number;
  dishesWithPhoto: number;
  /** The settings payload names the hero's framing. */
  hero: boolean;
  /** `<picture>` elements in the server-rendered `/menu` and `/`. */
  pictures: Record<string, number>;
  lighthouse: Record<string, LighthouseFigures & { runs: number }>;
  /** The same pages before the photos were published, in the same run. */
  lighthouseBefore?: Record<string, LighthouseFigures & { runs: number }>;
  images: Record<string, PageImages>;
  firstLoad: { before: PageScripts[]; after: PageScripts[] };
}

export interface PhotoFigures {
  engine: "PGlite" | "PostgreSQL";
  date: string;
  /** The machine: the load average when the measure started, and its cores. */
  loadAverage: number;
  cpus: number;
  /** The 12-megapixel JPEG of the single upload (the burst's are alike, each a photo of its own). */
  original: { width: number; height: number; bytes: number };
  /** Bytes, one second after the server is ready. */
  idleRss: number;
  one?: EncodingRun & { renditions: RenditionSize[] };
  burst?: EncodingRun;
  menus?: { connections: number; quiet: LoadResult; duringBurst: LoadResult; burst: EncodingRun };
  pages?: PhotoPages;
  /** What could not be measured, and why. */
  missing: string[];
}

const FORMAT_NAMES: Readonly<Record<PhotoFormat, string>> = { avif: "AVIF", webp: "WebP", jpeg: "JPEG" };
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const met = (ok: boolean) => (ok ? "yes" : "**no**");

/** The memory budget: the peak of an upload, of 1 photo or 10, over the idle server. */
const RSS_BUDGET = 150 * 1024 * 1024;
/** "The same for 1 and 10": peaks within this of each other. */
const SAME_RSS = 25 * 1024 * 1024;
const IMAGE_BUDGET = 150 * 1024;
const MENU_SCRIPTS_BUDGET = 128_000;

function readyText(ready: ReadyTimes, photos: number): string {
  return photos === 1
    ? `**${ms(ready.last)}**`
    : `first ${ms(ready.first)}, median ${ms(ready.median)}, **all ${ms(ready.last)}**`;
}

function encodingRows(name: string, run: EncodingRun, idleRss: number): string[] {
  const growth = run.peakRss - idleRss;
  return [
    `| ${name}: uploads (POST /v2/staff/photos) answered | ${ms(run.uploadMs)}; framing requests answered in ${ms(run.framingAnswerMs)} | encoding never on the request path (answered before the first is ready) | ${met(run.framingAnswerMs < run.ready.first)} |`,
    `| ${name}: framing request → \`ready\` | ${readyText(run.ready, run.photos)} | — | — |`,
    `| ${name}: server RSS | idle ${mb(idleRss)}, before ${mb(run.rssBefore)}; peak uploading ${mb(run.uploadPeakRss)}, encoding ${mb(run.encodingPeakRss)}: **idle + ${mb(growth)}**; after ${mb(run.rssAfter)} | ≤ idle + 150 MB | ${met(growth <= RSS_BUDGET)} |`,
  ];
}

function loadText(result: LoadResult): string {
  const errors = result.non2xx + result.errors + result.timeouts;
  return `${Math.round(result.requestsPerSecond)}/s, p50 ${ms(result.p50)}, **p99 ${ms(result.p99)}**, ${errors} errors`;
}

/** The rows of results.md's photos table: encoding, memory, renditions, the menus under a burst. */
export function photoEncodingRows(figures: PhotoFigures): string[] {
  const rows: string[] = [];
  const { one, burst, menus, idleRss } = figures;
  if (one) {
    rows.push(...encodingRows("1 photo", one, idleRss));
    const at480 = one.renditions.filter((rendition) => rendition.width === 480);
    const total = one.renditions.reduce((sum, rendition) => sum + rendition.bytes, 0);
    const sizes = at480.map((rendition) => `${FORMAT_NAMES[rendition.format]} ${kb(rendition.bytes)}`);
    rows.push(
      `| renditions of one dish framing | 480 px: ${sizes.join(", ")}; all ${one.renditions.length} (${[...new Set(one.renditions.map((rendition) => rendition.width))].join(", ")} px × AVIF, WebP, JPEG): ${kb(total)} | AVIF, WebP and JPEG at every width | ${met(one.renditions.length > 0 && one.renditions.every((rendition) => rendition.bytes > 0))} |`,
    );
  }
  if (burst) {
    rows.push(...encodingRows(`${burst.photos} photos at once`, burst, idleRss));
    if (one) {
      const apart = Math.abs(burst.peakRss - one.peakRss);
      rows.push(
        `| peak RSS, ${burst.photos} photos against 1 | ${apart === 0 ? "equal" : `${burst.peakRss > one.peakRss ? "+" : "−"}${mb(apart)}`} | the same (within 25 MB) | ${met(apart <= SAME_RSS)} |`,
      );
    }
  }
  if (menus) {
    rows.push(
      `| GET /v2/public/menus, ${menus.connections} conns, alone | ${loadText(menus.quiet)} | p99 ≤ 25 ms | ${met(menus.quiet.p99 <= 25)} |`,
      `| GET /v2/public/menus, ${menus.connections} conns, during ${menus.burst.photos} photos encoded | ${loadText(menus.duringBurst)}; the photos all ready in ${ms(menus.burst.ready.last)}, peak RSS ${mb(menus.burst.peakRss)} | p99 ≤ 25 ms | ${met(menus.duringBurst.p99 <= 25)} |`,
    );
  }
  return rows;
}

/** The rows of results.md's "pages with photos" table. */
export function photoPageRows(pages: PhotoPages): string[] {
  const rows: string[] = [
    `| dishes with a photo (menus payload), hero (settings payload) | ${pages.dishesWithPhoto} of ${pages.dishes}; hero ${pages.hero ? "yes" : "no"}; \`<picture>\`: ${Object.entries(
      pages.pictures,
    )
      .map(([path, count]) => `\`${path}\` ${count}`)
      .join(
        ", ",
      )} | every dish, and the hero | ${met(pages.dishesWithPhoto === pages.dishes && pages.hero)} |`,
  ];
  for (const [path, figures] of Object.entries(pages.lighthouse)) {
    const ok =
      figures.performance >= 95 &&
      figures.accessibility === 100 &&
      figures.lcp <= 1500 &&
      figures.cls <= 0.01;
    const before = pages.lighthouseBefore?.[path];
    const reference = before
      ? `; without photos, same run: ${before.performance}, ${before.accessibility}, LCP ${ms(before.lcp)}, CLS ${before.cls.toFixed(3)}, TBT ${ms(before.tbt)}`
      : "";
    rows.push(
      `| Lighthouse \`${path}\` (mobile, median of ${figures.runs}) | performance **${figures.performance}**, accessibility **${figures.accessibility}**, LCP ${ms(figures.lcp)}, CLS ${figures.cls.toFixed(3)} (FCP ${ms(figures.fcp)}, TBT ${ms(figures.tbt)})${reference} | performance 100 (never under 95), accessibility 100, LCP ≤ 1.5 s, CLS ≤ 0.01 | ${met(ok)} |`,
    );
  }
  for (const [path, images] of Object.entries(pages.images)) {
    const photos = Object.entries(images.photos)
      .map(([extension, count]) => `${count} ${extension}`)
      .join(", ");
    rows.push(
      `| images before the first scroll, \`${path}\` (390 × 844, 3×) | **${kb(images.bytes)}**, ${images.images} images (photos: ${photos || "none"}) | ≤ 150 KB | ${met(images.bytes <= IMAGE_BUDGET)} |`,
    );
  }
  for (const after of pages.firstLoad.after) {
    const before = pages.firstLoad.before.find((page) => page.path === after.path);
    const same = before !== undefined && before.bytes === after.bytes && before.modules === after.modules;
    const budget = after.path === "/menu" ? after.bytes <= MENU_SCRIPTS_BUDGET : true;
    rows.push(
      `| first-load JavaScript \`${after.path}\` | with photos ${kb(after.bytes)} gzip, ${after.modules} modules; before ${before ? `${kb(before.bytes)}, ${before.modules} modules` : "—"} | unchanged${after.path === "/menu" ? ", ≤ 125 KB" : ""} | ${met(same && budget)} |`,
    );
  }
  return rows;
}

export const PHOTO_TABLE_HEADER = ["| figure | measured | target | met |", "|---|---|---|---|"];

/** The section of results.md: the figures on PGlite, and on PostgreSQL when measured. */
export function photoSection(photos: { pglite?: PhotoFigures; postgresql?: PhotoFigures }): string[] {
  const lines = ["## Photos", ""];
  for (const figures of [photos.pglite, photos.postgresql])
    if (figures) lines.push(...engineSection(figures), "");
  return lines;
}

function engineSection(figures: PhotoFigures): string[] {
  const lines = [
    `### ${figures.engine}`,
    "",
    `Measured on ${figures.date} by \`node bench/photos.ts\` (${figures.cpus} cores, load average ${figures.loadAverage.toFixed(1)} at start): one server process as \`npm start\` runs it, on ${figures.engine === "PGlite" ? "a fresh data folder" : "a database of its own"}, the owner's calls through its API. Each upload is a ${figures.original.width} × ${figures.original.height} JPEG of ${kb(figures.original.bytes)} (a plate on a table, drawn with textures, sharp edges and grain, each photo its own); each is framed as a dish (4:3, centred) and its status polled every 50 ms; the resident set is sampled every 50 ms and read from the kernel's own peak (VmHWM). The menus load runs alone, then while ${figures.menus?.burst.photos ?? 10} other photos are uploaded and encoded.`,
    "",
    ...PHOTO_TABLE_HEADER,
    ...photoEncodingRows(figures),
  ];
  if (figures.pages) {
    lines.push(
      "",
      "#### Pages with photos",
      "",
      "Every dish of the demo given a photo of its own (the 12-megapixel ones above, then 2000 × 1500 ones drawn the same way; each uploaded, framed and saved to its draft thing through the API), the restaurant a hero (`site.photo`, the first photo framed 16:9), then published. Lighthouse as above, on the same pages before the photos were published too (the reference in the same run); the images counted in Chromium at 390 × 844 pixels, device pixel ratio 3, from the navigation until no image has been in flight for a second after the load event, without scrolling. First-load JavaScript before the photos were published and after.",
      "",
      ...PHOTO_TABLE_HEADER,
      ...photoPageRows(figures.pages),
    );
  }
  if (figures.missing.length > 0) {
    lines.push("", "Not measured:", "", ...figures.missing.map((reason) => `- ${reason}`));
  }
  return lines;
}
