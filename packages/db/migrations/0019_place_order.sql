-- An order's whole placement in one call, one round trip, one transaction (ADR 072). The server
-- prepares every row in TypeScript (prices, VAT, mails, the journal's entry: the rules stay
-- there); this function only stores them, in the order that holds the shared rows the least:
-- the kitchen's window and the day's order number are taken last, and held from there to the
-- commit inside the database, never across a round trip to the server.
--
-- p: { order: the orders row (columns by name, without id and day_number),
--      lines: [order_lines rows without id and order_id], options: [order_line_options rows
--      without id and line_id, with line_position: their line's position],
--      events: [order_events rows without id and order_id], mails: [{to, subject, text, html}],
--      journal: {kind, at, body} | null, kitchen: {start, capacity, load} | null,
--      first_order_user: the account whose first-order offer the order takes | null,
--      notify: the live events' channel | null,
--      marker: the digits standing for the day's number in the mails, replaced once it is known }
-- Refusals roll everything back: 23505 on "orders_localId_unique" (the key already placed an
-- order), CP001 (the first-order offer is no longer the account's), CP002 (the kitchen's window
-- is full).
CREATE FUNCTION place_order(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  new_order integer := nextval('orders_id_seq');
  account integer := (p->>'first_order_user')::integer;
  kitchen jsonb := p->'kitchen';
  new_number integer;
  placed orders;
  mail_ids jsonb;
BEGIN
  IF account IS NOT NULL THEN
    -- Two first orders of one account at once: the second waits for the first's commit here, then
    -- counts it (each statement of a function reads what is committed when it starts).
    PERFORM 1 FROM users WHERE id = account FOR UPDATE;
    IF EXISTS (SELECT 1 FROM orders WHERE user_id = account AND progress NOT IN ('refused', 'cancelled')) THEN
      RAISE EXCEPTION USING ERRCODE = 'CP001', MESSAGE = 'first_order_taken';
    END IF;
  END IF;

  -- Numbered last: until then the order holds minus its id, unique and never seen outside this transaction.
  INSERT INTO orders
    SELECT r.* FROM jsonb_populate_record(NULL::orders,
      p->'order' || jsonb_build_object('id', new_order, 'day_number', -new_order)) r;

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

  IF jsonb_typeof(kitchen) = 'object' THEN
    -- The window's row, held from here to the commit (ADR 061): refused when its work would pass
    -- its capacity, whatever the other processes reserved meanwhile.
    INSERT INTO kitchen_windows (start, capacity, reserved)
      SELECT (kitchen->>'start')::timestamptz, (kitchen->>'capacity')::integer, (kitchen->>'load')::integer
      WHERE (kitchen->>'load')::integer <= (kitchen->>'capacity')::integer
    ON CONFLICT (start) DO UPDATE
      SET reserved = kitchen_windows.reserved + excluded.reserved, capacity = excluded.capacity
      WHERE kitchen_windows.reserved + excluded.reserved <= excluded.capacity;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'CP002', MESSAGE = 'kitchen_full';
    END IF;
  END IF;

  -- The day's number (ADR 027): its row is held from here to the commit, a few writes away, so
  -- that every order of every process waits for it the least; a rollback gives the number back.
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
      FROM jsonb_array_elements(p->'mails') WITH ORDINALITY AS listed(mail, rank)
      ORDER BY rank
    RETURNING id
  )
  SELECT coalesce(jsonb_agg(id ORDER BY id), '[]'::jsonb) INTO mail_ids FROM written;

  -- Sent at the commit, never before, and not at all on a rollback (ADR 043's event shape).
  IF p->>'notify' IS NOT NULL THEN
    PERFORM pg_notify(p->>'notify', jsonb_build_object('type', 'order', 'orderId', new_order)::text);
  END IF;

  RETURN jsonb_build_object(
    'id', placed.id, 'day_number', placed.day_number, 'status', placed.status,
    'total', placed.total, 'board_at', placed.board_at, 'mail_ids', mail_ids);
END
$$;
