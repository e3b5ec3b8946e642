-- The cash books' month summary (decision 0018): what the expense and income reports sum,
-- by book, month and category — the expenses and other income not voided, on their entry date,
-- with how many entries. A report over more than two months reads its whole months here and only
-- its ends from the entries (three years: ~36 rows a category, not every entry). Kept in the
-- entry's own transaction when it is written or voided (modules/expenses/book-months.ts), rebuilt
-- from the entries; filled right after this migration. A category is never deleted while any
-- entry names it, so every row's category exists.
CREATE TABLE book_months (
  shop_id      text NOT NULL REFERENCES shops (id),
  book         text NOT NULL CHECK (book IN ('expense', 'income')),
  month        date NOT NULL CHECK (extract(day FROM month) = 1),
  category_id  text NOT NULL,
  amount       bigint NOT NULL DEFAULT 0,
  count        integer NOT NULL DEFAULT 0,
  PRIMARY KEY (shop_id, book, month, category_id)
);
