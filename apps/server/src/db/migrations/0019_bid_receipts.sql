ALTER TABLE "bids" ADD COLUMN "salt" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- Bid receipts (API.md): a row's hash becomes sha256(prev_hash | digest), the digest
-- sha256(salt | canonical fields). Stored chains are re-linked under the new formula with the
-- salt '' (their digests are then as good as the bid ids they contain), but only as far as they
-- verify under the old one, sha256(prev_hash | canonical fields): a chain that was already broken
-- keeps its old rows from the break on, so the bid log still shows the break at the same row.
DO $$
DECLARE
  r record;
  cur uuid := NULL;
  old_prev text;
  new_prev text;
  broken boolean := false;
  h text;
BEGIN
  FOR r IN
    SELECT b.id, b.sub_event_id, b.prev_hash, b.hash,
      b.id::text || '|' || b.sub_event_id::text || '|' || b.bidder_id::text || '|' || b.amount::text
        || '|' || b.kind || '|' || coalesce(b.client_bid_id, '') || '|' || b.seq::text
        || '|' || to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS canonical
    FROM bids b
    ORDER BY b.sub_event_id, b.seq, b.serial, b.created_at, b.id
  LOOP
    IF cur IS DISTINCT FROM r.sub_event_id THEN
      cur := r.sub_event_id;
      old_prev := repeat('0', 64);
      new_prev := repeat('0', 64);
      broken := false;
    END IF;
    CONTINUE WHEN broken;
    IF r.prev_hash <> old_prev
      OR r.hash <> encode(sha256(convert_to(r.prev_hash || '|' || r.canonical, 'UTF8')), 'hex') THEN
      broken := true;
      CONTINUE;
    END IF;
    h := encode(sha256(convert_to(new_prev || '|'
      || encode(sha256(convert_to('|' || r.canonical, 'UTF8')), 'hex'), 'UTF8')), 'hex');
    UPDATE bids SET prev_hash = new_prev, hash = h WHERE id = r.id;
    UPDATE sub_events SET last_bid_hash = h WHERE id = r.sub_event_id AND last_bid_hash = r.hash;
    old_prev := r.hash;
    new_prev := h;
  END LOOP;
END $$;
