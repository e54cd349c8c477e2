-- Orders placed in batches (ADR 081): one call stores every order a server process has waiting,
-- in one transaction, one commit. One call per order (ADR 072's `place_order`) made every order of
-- every process queue behind the day's counter row for its own commit: a row lock held through
-- one disk flush per order. A batch holds the shared rows once, for the whole batch, in a fixed
-- order, and flushes once.
--
-- batch: [ p, ... ], each p as `place_order` took it (migration 0019):
--   { order, lines, options, events, mails, journal, kitchen, first_order_user, notify, marker }.
-- Returns one outcome per order, in the batch's order: what was stored
--   { id, day_number, status, total, board_at, mail_ids }
-- or a refusal { refused: "local_id_taken" | "first_order_taken" | "kitchen_full" }, which wrote
-- nothing of that order and took no number; the others are placed all the same. Refusals are
-- decided without an exception, so the batch needs no subtransaction per order.
--
-- In two passes, so that the rows every order shares are held the least:
-- 1. each order's own rows (the order with minus its id for a number, its lines, choices and
--    history), and the account's row for a first-order offer;
-- 2. the shared rows, always in the same order whatever the batch, so that two processes'
--    batches wait for each other but never deadlock: the kitchen's windows by their start, then
--    the day's counters by day. A window that is full refuses the order: its rows from pass 1
--    are deleted (cascading to its lines, choices and history). The numbers follow the batch's
--    order within a day; then the journal's entry, the mails with their number, and the board's
--    notification, sent at the commit.
CREATE FUNCTION place_orders(batch jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  size integer := jsonb_array_length(batch);
  -- Per order, by its rank in the batch (from 1): its id once stored, and its outcome.
  ids integer[] := array_fill(NULL::integer, ARRAY[size]);
  outcomes jsonb[] := array_fill(NULL::jsonb, ARRAY[size]);
  rank integer;
  p jsonb;
  new_order integer;
  account integer;
  new_number integer;
  placed orders;
  mail_ids jsonb;
BEGIN
  FOR rank IN 1 .. size LOOP
    p := batch->(rank - 1);
    account := (p->>'first_order_user')::integer;
    IF account IS NOT NULL THEN
      -- Two first orders of one account at once: the second waits for the first's commit here,
      -- then counts it (each statement of a function reads what is committed when it starts, and
      -- what this batch wrote).
      PERFORM 1 FROM users WHERE id = account FOR UPDATE;
      IF EXISTS (SELECT 1 FROM orders WHERE user_id = account AND progress NOT IN ('refused', 'cancelled')) THEN
        outcomes[rank] := '{"refused": "first_order_taken"}';
        CONTINUE;
      END IF;
    END IF;

    -- Numbered in pass 2: until then the order holds minus its id, unique and never seen outside
    -- this transaction. A key that placed an order (or is placing it, in another transaction,
    -- waited for) stores nothing.
    new_order := nextval('orders_id_seq');
    INSERT INTO orders
      SELECT r.* FROM jsonb_populate_record(NULL::orders,
        p->'order' || jsonb_build_object('id', new_order, 'day_number', -new_order)) r
    ON CONFLICT (local_id) DO NOTHING;
    IF NOT FOUND THEN
      outcomes[rank] := '{"refused": "local_id_taken"}';
      CONTINUE;
    END IF;
    ids[rank] := new_order;

    WITH lines AS (
      INSERT INTO order_lines
        SELECT r.* FROM jsonb_array_elements(p->'lines') line
        CROSS JOIN LATERAL jsonb_populate_record(NULL::order_lines,
          line || jsonb_build_object('id', nextval('order_lines_id_seq'), 'order_id', new_order)) r
      RETURNING id, "position"
    )
    INSERT INTO order_line_options
      SELECT r.* FROM jsonb_array_elements(p->'options') choice
      JOIN lines ON lines."position" = (choice->>'line_position')::integer
      CROSS JOIN LATERAL jsonb_populate_record(NULL::order_line_options,
        choice || jsonb_build_object('id', nextval('order_line_options_id_seq'), 'line_id', lines.id)) r;

    INSERT INTO order_events
      SELECT r.* FROM jsonb_array_elements(p->'events') event
      CROSS JOIN LATERAL jsonb_populate_record(NULL::order_events,
        event || jsonb_build_object('id', nextval('order_events_id_seq'), 'order_id', new_order)) r;
  END LOOP;

  -- The kitchen's windows (ADR 061), by their start: each row held from here to the commit,
  -- refusing the order whose work would pass its capacity, whatever other processes reserved.
  FOR rank IN
    SELECT listed.place FROM jsonb_array_elements(batch) WITH ORDINALITY AS listed(item, place)
    WHERE ids[listed.place] IS NOT NULL AND jsonb_typeof(listed.item->'kitchen') = 'object'
    ORDER BY (listed.item#>>'{kitchen,start}')::timestamptz, listed.place
  LOOP
    p := batch->(rank - 1)->'kitchen';
    INSERT INTO kitchen_windows (start, capacity, reserved)
      SELECT (p->>'start')::timestamptz, (p->>'capacity')::integer, (p->>'load')::integer
      WHERE (p->>'load')::integer <= (p->>'capacity')::integer
    ON CONFLICT (start) DO UPDATE
      SET reserved = kitchen_windows.reserved + excluded.reserved, capacity = excluded.capacity
      WHERE kitchen_windows.reserved + excluded.reserved <= excluded.capacity;
    IF NOT FOUND THEN
      DELETE FROM orders WHERE id = ids[rank];
      ids[rank] := NULL;
      outcomes[rank] := '{"refused": "kitchen_full"}';
    END IF;
  END LOOP;

  -- The day's numbers (ADR 027), by day: each counter's row held from here to the commit, a few
  -- writes away; the numbers follow the batch's order, and a rollback gives them all back.
  FOR rank IN
    SELECT listed.place FROM jsonb_array_elements(batch) WITH ORDINALITY AS listed(item, place)
    WHERE ids[listed.place] IS NOT NULL
    ORDER BY listed.item#>>'{order,delivery_date}', listed.place
  LOOP
    p := batch->(rank - 1);
    new_order := ids[rank];
    INSERT INTO order_day_counters AS counter (day, last_number)
      VALUES (p#>>'{order,delivery_date}', 1)
    ON CONFLICT (day) DO UPDATE SET last_number = counter.last_number + 1
    RETURNING counter.last_number INTO new_number;
    UPDATE orders SET day_number = new_number WHERE id = new_order
      RETURNING * INTO placed;

    IF jsonb_typeof(p->'journal') = 'object' THEN
      INSERT INTO journal_entries (kind, at, order_id, body)
        VALUES (p#>>'{journal,kind}', (p#>>'{journal,at}')::timestamptz, new_order,
          jsonb_set(p#>'{journal,body}', '{number}', to_jsonb(new_number)));
    END IF;

    WITH written AS (
      INSERT INTO outbox_emails (recipient, subject, text_body, html_body)
        SELECT mail->>'to',
          replace(mail->>'subject', p->>'marker', new_number::text),
          replace(mail->>'text', p->>'marker', new_number::text),
          replace(mail->>'html', p->>'marker', new_number::text)
        FROM jsonb_array_elements(p->'mails') WITH ORDINALITY AS listed(mail, mail_rank)
        ORDER BY mail_rank
      RETURNING id
    )
    SELECT coalesce(jsonb_agg(id ORDER BY id), '[]'::jsonb) INTO mail_ids FROM written;

    -- Sent at the commit, never before, and not at all on a rollback (ADR 043's event shape).
    IF p->>'notify' IS NOT NULL THEN
      PERFORM pg_notify(p->>'notify', jsonb_build_object('type', 'order', 'orderId', new_order)::text);
    END IF;

    outcomes[rank] := jsonb_build_object(
      'id', placed.id, 'day_number', placed.day_number, 'status', placed.status,
      'total', placed.total, 'board_at', placed.board_at, 'mail_ids', mail_ids);
  END LOOP;

  RETURN to_jsonb(outcomes);
END
$$;
--> statement-breakpoint
DROP FUNCTION place_order(jsonb);
