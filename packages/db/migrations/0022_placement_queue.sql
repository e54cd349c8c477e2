-- One placer per shop on PostgreSQL (ADR 088). With several server processes, each process's
-- batch (`place_orders`, migration 0020) wrote the day's counter and the kitchen's windows, so a
-- batch waited for the other process's commit on those rows. Now only the process that holds the
-- placer's advisory lock calls `place_orders`; the others queue their batches here, and that
-- process places them, in its own order with its own batches, one transaction at a time.
CREATE TABLE "placement_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch" jsonb NOT NULL,
	"outcomes" jsonb,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
-- Queues a batch; returns the row's id, which the placer's answer names. No notification: every
-- notifying commit waits for the one before it (PostgreSQL keeps notifications in commit order),
-- and the placer's commits notify the board. The placer finds the batch with its own next batch, or
-- in the passes it runs while it is placing orders; a process whose batch still waits after a
-- moment wakes it with `queued` on the channel `placement`. Its commit waits for
-- no disk flush: a queued batch lost in a crash was never answered, so its customers send it again,
-- and the placer's own commit flushes the log up to it before any of its orders is answered.
CREATE FUNCTION queue_placement(batch jsonb) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  queued bigint;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  INSERT INTO placement_queue (batch) VALUES (batch) RETURNING id INTO queued;
  RETURN queued;
END
$$;
--> statement-breakpoint
-- The placer's call: places every queued batch not yet placed, oldest first, in this one
-- transaction; each batch's outcomes are written on its row and its process told at the commit
-- (`answered <id> <outcomes>` on `placement`, or `answered <id>` alone if they are too long).
-- A batch that raises is undone alone (its own subtransaction) and answered `{ "failed": ... }`:
-- its process sends its orders again one by one, as it does when its own call fails. A process
-- reads its answers without deleting them (a read needs no commit); they are deleted a minute
-- after they were written, long after their process gave up waiting for them.
CREATE FUNCTION place_queued() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  queued record;
  answered integer := 0;
  outcome jsonb;
BEGIN
  FOR queued IN
    SELECT id, batch FROM placement_queue WHERE outcomes IS NULL ORDER BY id FOR UPDATE SKIP LOCKED
  LOOP
    BEGIN
      outcome := place_orders(queued.batch);
    EXCEPTION WHEN others THEN
      outcome := jsonb_build_object('failed', SQLERRM);
    END;
    UPDATE placement_queue SET outcomes = outcome, answered_at = now() WHERE id = queued.id;
    -- The outcomes ride in the notification when they fit in its 8,000 bytes, saving their
    -- process a read; otherwise it reads them from the row.
    IF octet_length(outcome::text) < 7900 THEN
      PERFORM pg_notify('placement', 'answered ' || queued.id || ' ' || outcome::text);
    ELSE
      PERFORM pg_notify('placement', 'answered ' || queued.id);
    END IF;
    answered := answered + 1;
  END LOOP;
  DELETE FROM placement_queue WHERE answered_at < now() - interval '1 minute';
  RETURN answered;
END
$$;
