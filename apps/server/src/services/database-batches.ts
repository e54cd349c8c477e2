import type { Db } from "@comptoir/db";
import { serverFailures } from "@comptoir/messages";

/**
 * What one database call does for several requests at once (ADR 081, 082): each asks for one item
 * (an order to place, a client's attempt to count) and waits for its own answer; the items that
 * came together leave together, in one statement, one transaction and one commit.
 */
export interface DatabaseBatches<Item, Answer> {
  /** Queues the item; resolves with its answer, rejects if its batch (or it alone) failed. */
  add(item: Item): Promise<Answer>;
}

/**
 * Sends one batch of items in one call; gives each item's answer in the items' order, or an Error
 * for an item that failed alone. Throwing fails every item of the batch.
 */
export type SendBatch<Item, Answer> = (db: Db, items: Item[]) => Promise<(Answer | Error)[]>;

/**
 * One queue per database (the process's, or a test's), made on its first use. At most one batch
 * is in flight per queue: an item that comes while one is sent waits for it and leaves with the
 * next, so a lone item leaves at the event loop's next turn and a rush leaves in batches as large
 * as the rush, up to `most`, which keeps each transaction short.
 */
export function databaseBatches<Item, Answer>(
  send: SendBatch<Item, Answer>,
  most: number,
): (db: Db) => DatabaseBatches<Item, Answer> {
  const queues = new WeakMap<Db, DatabaseBatches<Item, Answer>>();
  return (db) => {
    let queue = queues.get(db);
    if (!queue) {
      queue = batchQueue(db, send, most);
      queues.set(db, queue);
    }
    return queue;
  };
}

interface Waiting<Item, Answer> {
  item: Item;
  settle: (answer: Answer | Error) => void;
}

function batchQueue<Item, Answer>(
  db: Db,
  send: SendBatch<Item, Answer>,
  most: number,
): DatabaseBatches<Item, Answer> {
  const waiting: Waiting<Item, Answer>[] = [];
  let sending = false;

  async function sendOne(batch: Waiting<Item, Answer>[]) {
    let answers: (Answer | Error)[];
    try {
      answers = await send(
        db,
        batch.map((entry) => entry.item),
      );
    } catch (error) {
      answers = batch.map(() => (error instanceof Error ? error : new Error(String(error))));
    }
    batch.forEach((entry, index) => {
      entry.settle(answers[index] ?? new Error(serverFailures.batchAnswerMissing));
    });
  }

  async function sendAll() {
    try {
      while (waiting.length > 0) await sendOne(waiting.splice(0, most));
    } finally {
      sending = false;
    }
  }

  return {
    add(item) {
      return new Promise((resolve, reject) => {
        waiting.push({
          item,
          settle: (answer) => (answer instanceof Error ? reject(answer) : resolve(answer)),
        });
        if (!sending) {
          sending = true;
          // Sent once the requests already read have queued theirs too: with PGlite, whose calls
          // run on this thread and leave no time to wait, a rush would otherwise go one by one.
          setImmediate(() => void sendAll());
        }
      });
    },
  };
}
