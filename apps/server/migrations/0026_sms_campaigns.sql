-- SMS campaigns and the durable send queue (decision 0014). Every SMS a campaign sends
-- is a row of sms_messages, queued when the campaign is accepted and sent in the background by
-- the queue: claimed with FOR UPDATE SKIP LOCKED under a lease, retried with back-off, failed for
-- good after its last attempt (its credit given back). A row being sent when the server stopped is
-- claimed again once its lease has run out, under the same id (the gateway's own reference).
ALTER TABLE sms_messages DROP CONSTRAINT sms_messages_status_check;
ALTER TABLE sms_messages ADD CONSTRAINT sms_messages_status_check CHECK (status IN ('queued', 'sending', 'sent', 'delivered', 'failed'));
ALTER TABLE sms_messages
  ADD COLUMN campaign_id text,
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz,
  ADD COLUMN lease_until timestamptz,
  ADD COLUMN delivered_at timestamptz;
-- what the queue looks at: the rows waiting, by when they are due
CREATE INDEX sms_messages_waiting ON sms_messages (next_attempt_at) WHERE status IN ('queued', 'sending');
CREATE INDEX sms_messages_campaign ON sms_messages (campaign_id) WHERE campaign_id IS NOT NULL;

CREATE TABLE sms_campaigns (
  shop_id text NOT NULL REFERENCES shops(id),
  id text NOT NULL,
  text text NOT NULL,
  encoding text NOT NULL CHECK (encoding IN ('GSM-7', 'UCS-2')),
  parts integer NOT NULL,
  recipients integer NOT NULL,
  sms_count integer NOT NULL,
  -- when it may start going out (asked for, or held for the 9 am – 9 pm window in Dhaka)
  send_at timestamptz NOT NULL,
  -- the credit it took, from each pool, and what was given back for messages that failed
  taken_free integer NOT NULL,
  taken_paid integer NOT NULL,
  credit_month text,
  refunded_free integer NOT NULL DEFAULT 0,
  refunded_paid integer NOT NULL DEFAULT 0,
  created_by text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id)
);
CREATE INDEX sms_campaigns_shop ON sms_campaigns (shop_id, created_at DESC);
