-- Sending failed SMS again (decision 0014): a campaign's failed messages go again as a new campaign,
-- a failed due notice as a new notice; each is sent again once (the old row names the new one,
-- set by the one request that wins).
ALTER TABLE sms_campaigns ADD COLUMN resend_of text;
ALTER TABLE sms_campaigns ADD COLUMN resent_as text;
ALTER TABLE sms_messages ADD COLUMN resent_as text;
-- the shop's due notices and reminders, newest first (the SMS list)
CREATE INDEX sms_messages_notices ON sms_messages (shop_id, id DESC) WHERE purpose IN ('due-notice', 'due-reminder');
-- a delivery report finds its message by the gateway's reference
CREATE INDEX sms_messages_provider_ref ON sms_messages (provider, provider_message_id) WHERE provider_message_id IS NOT NULL;
