-- The audit log is read now (GET /audit-log, feature 'audit'), newest first in keyset pages:
-- - `device`: the browser's User-Agent the change came from (cut to 300 characters), summed up
--   for the reader as "Chrome 131 · Android 14" when read;
-- - the list's index carries the id after the time, the keyset's tie-break;
-- - a second, partial index holds only what is not a sale's or a purchase's own creation: every
--   kind the log's filter offers (voids, returns, stock updates, price changes, …) is a few rows
--   among the counter's hundreds of thousands, read there without walking past the sales.
ALTER TABLE audit_log ADD COLUMN device text;
CREATE INDEX audit_log_shop_at_idx ON audit_log (shop_id, at DESC, id DESC);
DROP INDEX audit_log_shop_idx;
CREATE INDEX audit_log_shop_events_idx ON audit_log (shop_id, at DESC, id DESC)
  WHERE NOT (action = 'create' AND entity IN ('sale', 'purchase'));
