/**
 * The owner's reports on a month of 30,000 orders (ADR 066): the month's report (GET
 * /v2/staff/reports/period), median of 5 once warm, and the memory the exports take: the growth
 * of the process's resident set while the order-lines export streams about 20,000 lines, then
 * about 200,000, on PGlite in the same process (the server is the in-process API over it, as the
 * route tests run it).
 *
 * The orders are written by SQL, not through checkout (three months, 70,000 orders: 30,000 in
 * November, three lines each, the first with a choice, a third paid in cash and collected): the
 * figures are about reading them. Every day is closed in the journal, as the chainer closes them in
 * a shop, and the report read in December: cold is the first read, which adds the closed days up
 * from their orders and keeps their sums (ADR 087); warm, the reads after it.
 *
 * `node --expose-gc bench/reports.ts` measures and prints the section (`--json`: the figures); `--save`
 * also writes it into results.json and results.md, the other parts' figures kept; `npm run bench`
 * measures it with the rest, in a process of its own.
 */
import { cpus, loadavg } from "node:os";
import { sql } from "drizzle-orm";
import { createStaffMember, staffBearer } from "../apps/server/src/testing/staff.ts";
import { openTestApi } from "../apps/server/src/testing/test-api.ts";
import { startNode } from "./processes.ts";
import { savedResults, saveResults } from "./report.ts";
import { type ReportsFigures, reportsSection } from "./reports-report.ts";

const RUNS = 5;
const MONTH_ORDERS = 30_000;
const EARLIER_ORDERS = 40_000;

function log(line: string) {
  process.stderr.write(`[bench reports] ${line}\n`);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

type TestApi = Awaited<ReturnType<typeof openTestApi>>;

/** `count` orders spread evenly over [from, to), each of three lines at 10 %, 5,5 % and 10 %. */
async function writeOrders(t: TestApi, count: number, from: string, to: string, first: number) {
  const db = t.database.db;
  await db.execute(sql`
    insert into orders (local_id, status, mode, payment_method, first_name, last_name, email, phone,
      delivery_date, day_number, subtotal, discount, delivery, tax, total,
      delivery_tax_rate_basis_points, offer_discounts, created_at, paid_at, progress)
    select 'bench-' || n, 'paid',
      case when n % 4 = 0 then 'delivery' else 'pickup' end,
      case when n % 3 = 0 then 'cash' else 'card' end,
      'Camille', 'Martin', 'camille@example.fr', '0612345678',
      to_char(at at time zone 'Europe/Paris', 'YYYY-MM-DD'), n,
      1960, case when n % 5 = 0 then 196 else 0 end,
      case when n % 4 = 0 then 250 else 0 end,
      case when n % 5 = 0 then 150 else 168 end + case when n % 4 = 0 then 23 else 0 end,
      1960 - case when n % 5 = 0 then 196 else 0 end + case when n % 4 = 0 then 250 else 0 end,
      1000,
      case when n % 5 = 0 then jsonb_build_array(jsonb_build_object('offerId', 2, 'name', 'PIMENT10',
        'amount', 196, 'coupon', true)) else '[]'::jsonb end,
      at, at, 'completed'
    from (
      select n, ${from}::timestamptz + (n - ${first}) * ((${to}::timestamptz - ${from}::timestamptz) / ${count}) as at
      from generate_series(${first}::integer, ${first + count - 1}::integer) n
    ) spread`);
  await db.execute(sql`
    insert into order_lines (order_id, position, item_id, item_name, quantity, unit_price, line_total,
      discount, tax, tax_rate_basis_points, tax_parts)
    select o.id, v.position, v.item_id, v.item_name, 1, v.price, v.price,
      case when o.discount > 0 then v.discount else 0 end,
      case when o.discount > 0 then v.discounted_tax else v.tax end,
      v.rate,
      jsonb_build_array(jsonb_build_object('rateBasisPoints', v.rate,
        'amount', v.price - case when o.discount > 0 then v.discount else 0 end,
        'tax', case when o.discount > 0 then v.discounted_tax else v.tax end))
    from orders o
    cross join (values
      (0, 101, 'Burger Piment Rouge', 1290, 1000, 117, 129, 106),
      (1, 102, 'Cola 33 cl', 250, 550, 13, 25, 12),
      (2, 103, 'Tiramisu spéculoos', 420, 1000, 38, 42, 34)
    ) as v(position, item_id, item_name, price, rate, tax, discount, discounted_tax)
    where o.local_id like 'bench-%' and o.day_number between ${first} and ${first + count - 1}`);
  await db.execute(sql`
    insert into order_line_options (line_id, choice_id, group_name, choice_name, quantity, unit_price)
    select l.id, 1, 'Sauce', 'Samouraï', 1, 0
    from order_lines l join orders o on o.id = l.order_id
    where l.position = 0 and o.local_id like 'bench-%' and o.day_number between ${first} and ${first + count - 1}`);
  await db.execute(sql`
    insert into cash_collections (order_id, amount, at, staff_name)
    select o.id, o.total, o.paid_at, 'Karim' from orders o
    where o.payment_method = 'cash' and o.local_id like 'bench-%'
      and o.day_number between ${first} and ${first + count - 1}`);
}

/** The highest growth of the resident set while the export streams, its bytes read and dropped. */
async function exportGrowth(t: TestApi, token: string, from: string, to: string) {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  let peak = before.rss;
  let peakHeap = before.heapUsed;
  let bytes = 0;
  let lines = 0;
  const started = performance.now();
  const response = await t.api.request(`/v2/staff/reports/exports/order-lines.csv?from=${from}&to=${to}`, {
    headers: staffBearer(token),
  });
  const reader = response.body?.getReader();
  if (!reader) throw new Error("export sans corps");
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    bytes += value.length;
    for (const byte of value) if (byte === 10) lines += 1;
    const now = process.memoryUsage();
    peak = Math.max(peak, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }
  return {
    lines: lines - 1,
    bytes,
    ms: performance.now() - started,
    growth: peak - before.rss,
    heapGrowth: peakHeap - before.heapUsed,
  };
}

async function measureReports(): Promise<ReportsFigures> {
  log("écriture de 70 000 commandes (PGlite)");
  const t = await openTestApi("pglite");
  try {
    await writeOrders(t, EARLIER_ORDERS, "2026-09-01T02:00:00Z", "2026-11-01T03:00:00Z", 1);
    await writeOrders(t, MONTH_ORDERS, "2026-11-01T03:00:00Z", "2026-12-01T03:00:00Z", EARLIER_ORDERS + 1);
    // As in a shop, every past day closed in the journal (ADR 066), and the report read on 2
    // December: the first read adds the closed days' sums up and keeps them (ADR 087).
    await t.database.db.execute(sql`
      insert into journal_entries (kind, at, body, closes)
      select 'closing', day + interval '1 day 4 hours', '{}'::jsonb, 'day:' || to_char(day, 'YYYY-MM-DD')
      from generate_series(date '2026-08-01', date '2026-11-30', interval '1 day') day`);
    await t.database.db.execute(sql`analyze`);
    t.setNow("2026-12-02T10:00:00Z");
    const { token } = await createStaffMember(t.database.db, { role: "owner", now: t.clock() });
    const month = async () => {
      const started = performance.now();
      const response = await t.api.request("/v2/staff/reports/period?from=2026-11-01&to=2026-11-30", {
        headers: staffBearer(token),
      });
      const body = (await response.json()) as { payload: { totals: { sales: { count: number } } } };
      if (response.status !== 200) throw new Error(`rapport refusé : ${response.status}`);
      return { ms: performance.now() - started, sales: body.payload.totals.sales.count };
    };
    const warm = await month();
    log(
      `rapport du mois, à froid (les sommes des jours gardées) : ${Math.round(warm.ms)} ms, ${warm.sales} ventes`,
    );
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run++) runs.push((await month()).ms);
    log(`rapport du mois : ${runs.map(Math.round).join(", ")} ms`);
    const small = await exportGrowth(t, token, "2026-11-01", "2026-11-07");
    const large = await exportGrowth(t, token, "2026-09-01", "2026-11-30");
    log(
      `export ${small.lines} lignes : +${Math.round(small.growth / 1e6)} MB ; ${large.lines} lignes : +${Math.round(large.growth / 1e6)} MB`,
    );
    return {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      loadAverage: loadavg()[0] ?? 0,
      monthOrders: warm.sales,
      monthReportMs: median(runs),
      monthReportRuns: runs.length,
      monthReportMinMs: Math.min(...runs),
      monthReportMaxMs: Math.max(...runs),
      coldMs: warm.ms,
      small,
      large,
    };
  } finally {
    await t.database.close();
  }
}

/**
 * The same measure in a process of its own (`npm run bench`): the runner's own memory and PGlite
 * stay out of the figures, and the collector can be asked to run before each export.
 */
export async function measureReportsApart(): Promise<ReportsFigures> {
  const child = startNode("bench/reports.ts", {}, ["--json"], ["--expose-gc"]);
  let out = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`bench/reports.ts : code de sortie ${code}`);
  return JSON.parse(out.trim().split("\n").pop() ?? "{}") as ReportsFigures;
}

if (import.meta.main) {
  const figures = await measureReports();
  if (process.argv.includes("--json")) process.stdout.write(`${JSON.stringify(figures)}\n`);
  else process.stdout.write(`${reportsSection(figures).join("\n")}\n`);
  if (process.argv.includes("--save")) {
    const results = savedResults();
    results.reports = figures;
    saveResults(results);
    log("écrit : bench/results.md, bench/results.json (les rapports)");
  }
}
