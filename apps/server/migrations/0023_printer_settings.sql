-- The shop's printing defaults beyond paper, footer and printing after a sale (decision 0012): how many
-- copies of a receipt, and whether a thermal printer opens the cash drawer and cuts the paper.
ALTER TABLE shop_settings
  ADD COLUMN receipt_copies integer NOT NULL DEFAULT 1 CHECK (receipt_copies BETWEEN 1 AND 5),
  ADD COLUMN open_drawer boolean NOT NULL DEFAULT false,
  ADD COLUMN cut_paper boolean NOT NULL DEFAULT true;
