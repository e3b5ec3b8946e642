-- The contact summaries (decision 0018): what the customer, supplier and employee
-- reports sum, by contact and month, and by contact and year, keyed by the contact's type first
-- (a contact's type never changes) so that a report reads the rows of its own contacts only. A contact's row holds the invoices
-- it is the customer, supplier or employee of (standing: counted; void: their totals apart, on
-- the invoice's date; returns on standing invoices, on the return's date), its due-book entries
-- (on the entry's date) and, for an employee, the expenses paid to them (not voided, on the
-- entry's date). A report reads the whole months and years of its period here and only its ends
-- from the ledgers. Kept in the same transaction as the invoice, return, void, due entry or
-- expense (modules/contacts/contact-summaries.ts), rebuilt from the ledgers; filled right after
-- this migration.
CREATE TABLE contact_months (
  shop_id              text NOT NULL REFERENCES shops (id),
  contact_type         text NOT NULL CHECK (contact_type IN ('customer', 'supplier', 'employee')),
  contact_id           text NOT NULL,
  month                date NOT NULL CHECK (extract(day FROM month) = 1),
  sale_count           integer NOT NULL DEFAULT 0,
  sale_void_count      integer NOT NULL DEFAULT 0,
  sale_total           bigint NOT NULL DEFAULT 0,
  sale_voids           bigint NOT NULL DEFAULT 0,
  sale_returns         bigint NOT NULL DEFAULT 0,
  purchase_count       integer NOT NULL DEFAULT 0,
  purchase_void_count  integer NOT NULL DEFAULT 0,
  purchase_total       bigint NOT NULL DEFAULT 0,
  purchase_voids       bigint NOT NULL DEFAULT 0,
  purchase_returns     bigint NOT NULL DEFAULT 0,
  due_given            bigint NOT NULL DEFAULT 0,
  due_received         bigint NOT NULL DEFAULT 0,
  paid                 bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (shop_id, contact_type, month, contact_id),
  FOREIGN KEY (shop_id, contact_id) REFERENCES contacts (shop_id, id)
);

CREATE TABLE contact_years (
  shop_id              text NOT NULL REFERENCES shops (id),
  contact_type         text NOT NULL CHECK (contact_type IN ('customer', 'supplier', 'employee')),
  contact_id           text NOT NULL,
  year                 date NOT NULL CHECK (extract(month FROM year) = 1 AND extract(day FROM year) = 1),
  sale_count           integer NOT NULL DEFAULT 0,
  sale_void_count      integer NOT NULL DEFAULT 0,
  sale_total           bigint NOT NULL DEFAULT 0,
  sale_voids           bigint NOT NULL DEFAULT 0,
  sale_returns         bigint NOT NULL DEFAULT 0,
  purchase_count       integer NOT NULL DEFAULT 0,
  purchase_void_count  integer NOT NULL DEFAULT 0,
  purchase_total       bigint NOT NULL DEFAULT 0,
  purchase_voids       bigint NOT NULL DEFAULT 0,
  purchase_returns     bigint NOT NULL DEFAULT 0,
  due_given            bigint NOT NULL DEFAULT 0,
  due_received         bigint NOT NULL DEFAULT 0,
  paid                 bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (shop_id, contact_type, year, contact_id),
  FOREIGN KEY (shop_id, contact_id) REFERENCES contacts (shop_id, id)
);
