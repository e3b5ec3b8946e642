-- The due a return or a void took off (modules/contacts/contact-summaries.ts): until now the
-- contact summaries counted those due-book entries as "received" (a customer's) or "given" (a
-- supplier's), so a customer report read a return as money the customer paid. They now go to
-- their own column, `due_lowered`, and leave due_given / due_received; the fill
-- (src/migration-fills.ts) rebuilds both tables from the ledgers.
ALTER TABLE contact_months ADD COLUMN due_lowered bigint NOT NULL DEFAULT 0;
ALTER TABLE contact_years ADD COLUMN due_lowered bigint NOT NULL DEFAULT 0;
