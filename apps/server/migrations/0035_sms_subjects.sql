-- What a shop's one-by-one SMS is about (decision 0014, "Who pays"): the sale of a receipt link,
-- the storefront message answered, the online order, the due entry. The limits count by it — a
-- receipt at most twice a sale, an answer three times a message — under the shop's credit lock.
ALTER TABLE sms_messages ADD COLUMN subject_id text;
CREATE INDEX sms_messages_subject ON sms_messages (shop_id, purpose, subject_id) WHERE subject_id IS NOT NULL;
-- The SMS list's transactional tab now lists every charged SMS to one person, not only the due book's.
DROP INDEX sms_messages_notices;
CREATE INDEX sms_messages_notices ON sms_messages (shop_id, id DESC) WHERE purpose IN ('due-notice', 'due-reminder', 'receipt', 'online-message', 'online-order');
