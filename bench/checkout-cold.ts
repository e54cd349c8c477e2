import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { encodeCartCookie } from "../apps/storefront/app/lib/cart-cookie.ts";
import { CHROMIUM_FLAGS, type LighthouseFigures } from "./lighthouse.ts";
import { ROOT, runNode } from "./processes.ts";

/**
 * `/checkout` opened cold with a cart (a reload, a link): Lighthouse's mobile run with the cart's
 * copy in its `cart` cookie (ADR 073), sent as Lighthouse's extra `Cookie` header, since Lighthouse
 * clears the origin's cookies and storage before loading. The page then starts from the server's
 * HTML of the flow and the browser adopts the copy as its cart, as one whose storage was emptied.
 */

interface MenusPayload {
  payload: {
    menu_is_open: boolean;
    categories: {
      items: {
        item_id: number;
        item_is_available: boolean;
        options: { id: number; min: number; option_options: { id: number; is_available: boolean }[] }[];
      }[];
    }[];
  }[];
}

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

/**
 * A cart of three lines from the open menus, as a customer builds it: each dish with the fewest
 * choices its groups ask for, the first one twice with a note.
 */
async function cartCookieOf(origin: string): Promise<string> {
  const menus = ((await (await fetch(`${origin}/v2/public/menus`)).json()) as MenusPayload).payload;
  const items = menus
    .filter((menu) => menu.menu_is_open)
    .flatMap((menu) => menu.categories.flatMap((category) => category.items))
    .filter((item) => item.item_is_available)
    .slice(0, 3);
  const lines = items.map((item, index) => ({
    itemId: String(item.item_id),
    quantity: index === 0 ? 2 : 1,
    note: index === 0 ? "Sans oignons, merci" : "",
    options: item.options.flatMap((group) =>
      group.option_options
        .filter((choice) => choice.is_available)
        .slice(0, group.min)
        .map((choice) => ({ groupId: String(group.id), choiceId: String(choice.id), quantity: 1 })),
    ),
  }));
  const value = encodeCartCookie(lines);
  if (!value) throw new Error("le panier du banc ne tient pas dans un cookie");
  return `cart=${value}`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function once(url: string, cookie: string): Promise<LighthouseFigures> {
  const folder = mkdtempSync(join(tmpdir(), "comptoir-checkout-cold-"));
  const output = join(folder, "report.json");
  try {
    process.env.CHROME_PATH ??= process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
    await runNode(
      join(ROOT, "node_modules/lighthouse/cli/index.js"),
      [
        url,
        "--output=json",
        `--output-path=${output}`,
        "--quiet",
        `--chrome-flags=${CHROMIUM_FLAGS.join(" ")}`,
        "--only-categories=performance,accessibility,best-practices,seo",
        `--extra-headers=${JSON.stringify({ Cookie: cookie })}`,
      ],
      120_000,
    );
    const report = JSON.parse(readFileSync(output, "utf8")) as Report;
    const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
    const audit = (name: string) => report.audits[name]?.numericValue ?? Number.NaN;
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcp: audit("first-contentful-paint"),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * `runs` Lighthouse runs of `/checkout` with a cart's copy, one after the other (a failed trace on
 * a busy machine is tried again, up to three times), and the median of each figure. The server's
 * HTML is checked first to hold the flow: a page still drawn in the browser would measure nothing new.
 */
export async function measureCheckoutCold(
  origin: string,
  runs: number,
): Promise<LighthouseFigures & { runs: number; all: LighthouseFigures[] }> {
  const cookie = await cartCookieOf(origin);
  const html = await (await fetch(`${origin}/checkout`, { headers: { Cookie: cookie } })).text();
  if (html.includes('data-testid="checkout-loading"')) {
    throw new Error("/checkout avec un panier : le serveur n'a envoyé que le squelette");
  }
  const all: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run++) {
    for (let left = 3; ; left--) {
      try {
        all.push(await once(`${origin}/checkout`, cookie));
        break;
      } catch (error) {
        if (left <= 1) throw error;
        process.stderr.write(`[bench] Lighthouse a échoué, nouvel essai (${String(error)})\n`);
      }
    }
  }
  const of = (key: keyof LighthouseFigures) => median(all.map((figures) => figures[key]));
  return {
    runs,
    all,
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    fcp: of("fcp"),
    lcp: of("lcp"),
    tbt: of("tbt"),
    cls: of("cls"),
  };
}

// `node bench/checkout-cold.ts <origin> [runs]`: this page alone, against a running server.
if (import.meta.main) {
  const [origin = "http://127.0.0.1:3310", runs = "3"] = process.argv.slice(2);
  const figures = await measureCheckoutCold(origin, Number(runs));
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
}
