import type { Database, Db, NotificationConnection } from "@comptoir/db";
import { fill, serverFailures, serverLog } from "@comptoir/messages";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { sessionLock } from "./session-lock.ts";
import { rowsOf } from "./sql-rows.ts";

/** The session-level advisory lock the shop's one placer holds (ADR 088). */
const PLACER_LOCK = 4248;
/** What `pg_stat_activity` calls the placer's connection. */
const PLACER_APPLICATION_NAME = "comptoir-placer";
/**
 * How often a process that does not place tries to take over, should the placer have died; and
 * how often the placer looks at the queue, and a queueing process at its answers, untold.
 */
const RETRY_LOCK_EVERY_MS = 1_000;
/**
 * How long a queued batch waits for its answer before its process takes it back. Past a placer's
 * death, another process leads within `RETRY_LOCK_EVERY_MS` and places what waits.
 */
const ANSWER_WITHIN_MS = 15_000;
/**
 * The channel of migration 0022, one listening connection per process: `queued` (a process wakes
 * the placer), `answered <id> <outcomes>` (a batch's outcomes written, for the process that queued
 * it).
 */
const CHANNEL = "placement";
/**
 * While it has found queued batches in the last `ACTIVE_MS`, the placer looks at the queue every
 * `POLL_MS` its connection is free (besides every statement it sends there placing the queue), so
 * a queued batch is found without a notification; a shop of one process never polls. Every notifying commit waits for the one before
 * it, and the placer's commits notify the board: a notification from another process would wait.
 * A batch still waiting after `WAKE_AFTER_MS` wakes the placer (`queued`): it was idle.
 */
const ACTIVE_MS = 1_000;
const POLL_MS = 25;
const WAKE_AFTER_MS = 100;

/**
 * Who calls `place_orders` for this process's batches (placement-statement.ts): on PostgreSQL,
 * the shop's one placer. The process that holds the placer's lock calls it on its own connection,
 * one batch after another, and places the batches the other processes queued; the others queue
 * theirs (`queue_placement`) and read the outcomes back. No two placements run at once, so none
 * waits for another's rows (the day's counter, the kitchen's windows).
 */
export interface OrderPlacer {
  /** `place_orders`'s answer for `batch` (its JSON argument), wherever it was called. */
  place(batch: string): Promise<unknown>;
  /** Whether this process is the shop's placer now. */
  readonly leading: boolean;
  /** Lets go of the lock once the batches in hand are placed; queued ones wait for the next placer. */
  stop(): Promise<void>;
}

const placers = new WeakMap<Db, OrderPlacer>();

/** The placer started for this database, if any: none on PGlite, whose one process places alone. */
export function placerOf(db: Db): OrderPlacer | undefined {
  return placers.get(db);
}

export interface PlacerDeps {
  database: Database;
  logger: Pick<Logger, "info" | "warn">;
  retryLockEveryMs?: number;
  answerWithinMs?: number;
}

interface Waiting {
  resolve(outcomes: unknown): void;
  reject(error: Error): void;
}

/**
 * Starts the shop's placer on PostgreSQL: this process leads at once if no other does, and tries
 * again every second otherwise. On PGlite there is nothing to start: `place_orders` is called
 * directly, as before.
 */
export async function startOrderPlacer(deps: PlacerDeps): Promise<OrderPlacer | null> {
  const { database, logger } = deps;
  const { dedicated, listen } = database;
  if (database.engine !== "postgres" || !dedicated || !listen) return null;
  const answerWithinMs = deps.answerWithinMs ?? ANSWER_WITHIN_MS;

  let stopped = false;
  // This process places while it holds the lock.
  const lock = sessionLock(dedicated, {
    lock: PLACER_LOCK,
    applicationName: PLACER_APPLICATION_NAME,
    onTaken: () => {
      logger.info(serverLog.placerLeading);
      // What waited while no process placed.
      pass();
    },
    onLost: (error) => {
      if (!stopped) logger.warn({ err: error }, serverLog.placerLockLost);
    },
  });
  /**
   * The placements and passes sent on the lead connection, one after another: its client runs one
   * query at a time anyway, and says so if asked two at once. Every statement sent there places
   * the queue (`place_queued`, alone or with this process's own batch): a pass asked for while the
   * connection is busy waits for it to be free, and is left out if a statement started meanwhile.
   */
  let last: Promise<unknown> = Promise.resolve();
  let busy = 0;
  let passWanted = false;
  const onLead = <T>(db: Db, query: (db: Db) => PromiseLike<T>): Promise<T> => {
    busy += 1;
    const work = last.then(() => {
      // Everything queued before this statement starts is placed by it.
      passWanted = false;
      return query(db);
    });
    last = work
      .catch(() => {})
      .finally(() => {
        busy -= 1;
        if (busy > 0) return;
        if (passWanted) pass();
        else if (performance.now() - lastFoundAt < ACTIVE_MS) pollSoon();
      });
    return work;
  };
  /** When the placer last found queued batches: while recent, other processes are placing orders. */
  let lastFoundAt = Number.NEGATIVE_INFINITY;
  let poll: NodeJS.Timeout | null = null;
  const pollSoon = () => {
    if (poll || stopped) return;
    poll = setTimeout(() => {
      poll = null;
      pass();
    }, POLL_MS);
    poll.unref();
  };

  /**
   * The queue placed on its own: when woken, every second, once leading, and again at once after a
   * pass or a batch that found queued batches, since the other processes are placing orders.
   */
  const pass = () => {
    const db = lock.db;
    if (!db || stopped) return;
    passWanted = true;
    if (busy > 0) return;
    void onLead(db, (lead) => lead.execute(sql`select place_queued() as queued`))
      .then(passAgainIfFound)
      .catch((error: unknown) => {
        if (!stopped) logger.warn({ err: error }, serverLog.placerPassFailed);
      });
  };
  const passAgainIfFound = (result: unknown) => {
    if (Number(rowsOf<{ queued: number }>(result)[0]?.queued) > 0) {
      lastFoundAt = performance.now();
      pass();
    }
  };

  // Every process hears the answers; each reads its own.
  const waiting = new Map<number, Waiting>();
  /** Answers heard before their process had started waiting (its queueing still on its way back). */
  const heard = new Set<number>();
  const readAnswers = async (ids: number[]) => {
    if (ids.length === 0) return;
    // Read, not deleted: a read needs no commit, and the placer deletes answers a minute old.
    const rows = rowsOf<{ id: string | number; outcomes: unknown }>(
      await database.db.execute(
        sql`select id, outcomes from placement_queue
          where id = any(${`{${ids.join(",")}}`}::bigint[]) and outcomes is not null`,
      ),
    );
    for (const row of rows) {
      const id = Number(row.id);
      waiting.get(id)?.resolve(row.outcomes);
      waiting.delete(id);
    }
  };
  const onAnswered = (id: number, outcomes: string | undefined) => {
    const entry = waiting.get(id);
    if (!entry) {
      if (heard.size >= 10_000) heard.clear();
      heard.add(id);
      return;
    }
    try {
      if (outcomes === undefined) throw new Error(serverFailures.noAnswer);
      const parsed: unknown = JSON.parse(outcomes);
      waiting.delete(id);
      entry.resolve(parsed);
    } catch {
      // Too long for the notification (or unreadable): read from the row.
      void readAnswers([id]).catch(() => {});
    }
  };
  /** `queued`, `answered <id> <outcomes>` or `answered <id>` (migration 0022). */
  const onNotification = (payload: string) => {
    const [what, id] = payload.split(" ", 2);
    if (what === "answered") {
      const rest = payload.indexOf(" ", "answered ".length);
      onAnswered(Number(id), rest === -1 ? undefined : payload.slice(rest + 1));
    } else if (what === "queued") pass();
  };

  /** Listening again after a lost connection; meanwhile the sweep reads the answers and places. */
  let listener: NotificationConnection | null = null;
  let listening = false;
  const listenAgain = async () => {
    if (listener || listening || stopped) return;
    listening = true;
    try {
      const opened = await listen(CHANNEL, {
        onNotification,
        onLost: () => {
          if (listener === opened) listener = null;
        },
      });
      if (stopped) await opened.close();
      else listener = opened;
    } catch (error) {
      logger.warn({ err: error }, serverLog.placerListenLost);
    } finally {
      listening = false;
    }
  };

  const sweep = setInterval(() => {
    void listenAgain();
    if (lock.db) pass();
    else void lock.tryToTake();
    // Answers whose notification was missed (a listening connection lost and opened again).
    void readAnswers([...waiting.keys()]).catch(() => {});
  }, deps.retryLockEveryMs ?? RETRY_LOCK_EVERY_MS);
  sweep.unref();

  /** Queues the batch for the placer and waits for its outcomes, or takes it back unplaced. */
  const throughQueue = async (batch: string): Promise<unknown> => {
    const [queued] = rowsOf<{ id: string | number }>(
      await database.db.execute(sql`select queue_placement(${batch}::jsonb) as id`),
    );
    const id = Number(queued?.id);
    const answer = new Promise<unknown>((resolve, reject) => waiting.set(id, { resolve, reject }));
    if (heard.delete(id)) void readAnswers([id]).catch(() => {});
    // A busy placer finds the batch on its own; an idle one is woken.
    const wake = setTimeout(() => {
      if (waiting.has(id))
        void database.db.execute(sql`select pg_notify(${CHANNEL}, 'queued')`).catch(() => {});
    }, WAKE_AFTER_MS);
    const late = setTimeout(() => void takeBack(id), answerWithinMs);
    try {
      return await answer;
    } finally {
      clearTimeout(wake);
      clearTimeout(late);
    }
  };

  /**
   * No answer in time: the batch is taken off the queue if it is still there, unplaced, and its
   * orders fail (their customers send them again under the same key); if the placer is placing it
   * right now, the delete waits for that commit and the outcomes are read instead. A row that is
   * gone (its queueing, unflushed, lost in a database crash) was never placed either.
   */
  const takeBack = async (id: number) => {
    if (!waiting.has(id)) return;
    let failure: Error = new Error(serverFailures.placementQueuedUnanswered);
    try {
      const taken = rowsOf(
        await database.db.execute(
          sql`delete from placement_queue where id = ${id} and outcomes is null returning id`,
        ),
      );
      if (taken.length === 0) await readAnswers([id]);
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
    }
    const entry = waiting.get(id);
    waiting.delete(id);
    entry?.reject(failure);
  };

  /** Its own batch, with what the others queued: one transaction and one commit for all of them. */
  const placeHere = async (db: Db, batch: string) => {
    const result = await onLead(db, (lead) =>
      lead.execute(sql`select place_orders(${batch}::jsonb) as placed, place_queued() as queued`),
    );
    passAgainIfFound(result);
    return rowsOf<{ placed: unknown }>(result)[0]?.placed;
  };

  const placer: OrderPlacer = {
    async place(batch) {
      const db = lock.db;
      const outcomes = db ? await placeHere(db, batch) : await throughQueue(batch);
      if (outcomes !== null && typeof outcomes === "object" && "failed" in outcomes) {
        throw new Error(fill(serverFailures.placementFailed, { message: String(outcomes.failed) }));
      }
      return outcomes;
    },
    get leading() {
      return lock.db !== null;
    },
    async stop() {
      stopped = true;
      clearInterval(sweep);
      if (poll) clearTimeout(poll);
      placers.delete(database.db);
      // The batches in hand are placed and answered before the lock goes.
      await last;
      await Promise.allSettled([listener?.close(), lock.release()]);
      for (const entry of waiting.values()) entry.reject(new Error(serverFailures.interrupted));
      waiting.clear();
    },
  };
  placers.set(database.db, placer);
  await listenAgain();
  await lock.tryToTake();
  return placer;
}
