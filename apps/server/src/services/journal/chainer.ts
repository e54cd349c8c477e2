import type { Database, Db } from "@comptoir/db";
import type { LocalDate } from "@comptoir/domain";
import { serverLog } from "@comptoir/messages";
import type { Logger } from "pino";
import type { LiveEvents } from "../live/live-events.ts";
import { keepClosedDays } from "../reports/day-sums.ts";
import { sessionLock } from "../session-lock.ts";
import { dueClosing, readDayRule, writeClosing } from "./chainer-closings.ts";
import { createLinker } from "./chainer-links.ts";
import { openJournal } from "./chainer-opening.ts";

/** The session lock whose holder is the shop's one chainer on PostgreSQL. */
const CHAINER_LOCK = 4247;
/** The chainer's sweep, besides being woken by each order's live event. */
const SWEEP_EVERY_MS = 1_000;
/**
 * How long a pass woken by an order's event waits for the next ones: under a rush, one pass seals
 * the entries of many orders (each pass costs a few statements, on PGlite on the orders' own
 * connection), and an entry is still sealed within a fraction of a second.
 */
const GATHER_MS = 200;
/** How often a process that is not the chainer tries to become it (the holder may have died). */
const RETRY_LOCK_EVERY_MS = 3_000;
/** What `pg_stat_activity` calls the chainer's connection. */
const CHAINER_APPLICATION_NAME = "comptoir-journal";

export interface ChainerPass {
  /** Links written: entries and gaps. */
  chained: number;
  /** The periods closed (`day:2026-11-26`…), in order. */
  closed: string[];
  /** The closed days whose report sums were kept (ADR 087), a minute or more after their end. */
  summed: LocalDate[];
}

/**
 * The sales journal's chainer (ADR 066): each pass seals the new entries into the chain, then
 * writes the closings that are due (each chained at once, so that a missed day's closing is in
 * the chain before the next day's is computed). Keeps the hole it waits on between passes: one
 * chainer per shop, passes one at a time.
 */
export function createChainer(deps: { clock: () => Date }) {
  const linker = createLinker(deps.clock);
  // Days closed by this chainer whose report sums are not kept yet: kept once settled. After a
  // restart in between, the first report keeps them.
  const settling = new Set<LocalDate>();
  return {
    async pass(db: Db): Promise<ChainerPass> {
      let progress = await linker.chainNew(db);
      let chained = progress.chained;
      const closed: string[] = [];
      if (!progress.caughtUp) return { chained, closed, summed: [] };
      const rule = await readDayRule(db);
      for (;;) {
        const now = deps.clock();
        const closing = await dueClosing(db, now, progress.last, rule);
        if (!closing) break;
        await writeClosing(db, closing, now);
        closed.push(closing.closes);
        progress = await linker.chainNew(db);
        chained += progress.chained;
        if (!progress.caughtUp) break;
      }
      for (const closes of closed) if (closes.startsWith("day:")) settling.add(closes.slice("day:".length));
      if (settling.size === 0) return { chained, closed, summed: [] };
      const sums = await keepClosedDays(db, [...settling], rule, deps.clock());
      for (const day of sums.settled) settling.delete(day);
      return { chained, closed, summed: sums.kept };
    },
  };
}

export interface ChainerDeps {
  database: Pick<Database, "db" | "engine" | "dedicated">;
  live: LiveEvents;
  clock: () => Date;
  logger: Logger;
  sweepEveryMs?: number;
  gatherMs?: number;
  retryLockEveryMs?: number;
}

export interface RunningChainer {
  /** Whether this process is the shop's chainer now. */
  readonly leading: boolean;
  /** A pass as soon as the one running ends. */
  wake(): void;
  /** Stops the passes and lets go of the lock (another process takes over). */
  stop(): Promise<void>;
}

/**
 * Opens the journal if it is empty (before the server takes orders: the opening is the first
 * entry), then runs the chainer: on PGlite in this, the only, process; on PostgreSQL in the process
 * that holds a session-level advisory lock on a connection of its own, the others trying again
 * every few seconds to take over should it die. Its passes run a moment after an order's live
 * event (`GATHER_MS`, gathering the next orders') and every second; they take no lock an order's
 * transaction takes.
 */
export async function startChainer(deps: ChainerDeps): Promise<RunningChainer> {
  const { database, logger } = deps;
  if (await openJournal(database.db, deps.clock())) logger.info(serverLog.journalOpened);
  const chainer = createChainer(deps);
  let stopped = false;
  // On PGlite this, the only, process chains; on PostgreSQL the holder of the lock.
  const lock =
    database.engine === "pglite" || !database.dedicated
      ? null
      : sessionLock(database.dedicated, {
          lock: CHAINER_LOCK,
          applicationName: CHAINER_APPLICATION_NAME,
          onTaken: () => {
            logger.info(serverLog.chainerLeading);
            run();
          },
          onLost: (error) => {
            if (!stopped) logger.warn({ err: error }, serverLog.chainerLockLost);
          },
        });
  const leadDb = () => (lock ? lock.db : stopped ? null : database.db);
  let running: Promise<void> | null = null;
  let again = false;

  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        const db = leadDb();
        if (!db || stopped) break;
        try {
          const done = await chainer.pass(db);
          if (done.closed.length > 0) logger.info({ closes: done.closed }, serverLog.periodClosed);
        } catch (error) {
          if (!stopped) logger.warn({ err: error }, serverLog.chainFailed);
        }
      } while (again);
    })().finally(() => {
      running = null;
      // Woken between the last pass's end and here: once more.
      if (again && !stopped) run();
    });
  };

  let gathering: NodeJS.Timeout | null = null;
  const unsubscribe = deps.live.subscribe((event) => {
    if ((event.type !== "order" && event.type !== "resync") || gathering || stopped) return;
    gathering = setTimeout(() => {
      gathering = null;
      run();
    }, deps.gatherMs ?? GATHER_MS);
    gathering.unref();
  });
  const sweep = setInterval(run, deps.sweepEveryMs ?? SWEEP_EVERY_MS);
  sweep.unref();
  const retry = lock
    ? setInterval(() => {
        if (!stopped) void lock.tryToTake();
      }, deps.retryLockEveryMs ?? RETRY_LOCK_EVERY_MS)
    : null;
  retry?.unref();
  await lock?.tryToTake();
  run();

  return {
    get leading() {
      return leadDb() !== null;
    },
    wake: run,
    async stop() {
      stopped = true;
      clearInterval(sweep);
      if (gathering) clearTimeout(gathering);
      if (retry) clearInterval(retry);
      unsubscribe();
      await running;
      // Closing the session lets go of its lock.
      await lock?.release();
    },
  };
}
