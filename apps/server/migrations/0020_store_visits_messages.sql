-- The public storefront (decision 0011): visits counted by the server (one a visitor a day, no
-- third-party tracker), messages a visitor sends the shop,
-- and the shop's choice to confirm checkout with a code sent to the customer's number.

CREATE TABLE online_shop_visits (
  shop_id  text NOT NULL REFERENCES shops (id),
  day      date NOT NULL,
  visits   integer NOT NULL CHECK (visits >= 0),
  PRIMARY KEY (shop_id, day)
);

ALTER TABLE online_shops ADD COLUMN checkout_otp boolean NOT NULL DEFAULT false;

CREATE TABLE online_messages (
  shop_id      text NOT NULL REFERENCES shops (id),
  id           text NOT NULL,
  name         text NOT NULL,
  mobile       text NOT NULL CHECK (mobile ~ '^\+8801[3-9][0-9]{8}$'),
  text         text NOT NULL,
  created_ip   text,
  created_at   timestamptz NOT NULL,
  read_at      timestamptz,
  reply        text,
  replied_by   text REFERENCES users (id),
  replied_at   timestamptz,
  PRIMARY KEY (shop_id, id)
);
CREATE INDEX online_messages_list_idx ON online_messages (shop_id, created_at DESC, id DESC);
CREATE INDEX online_messages_mobile_idx ON online_messages (mobile, created_at);
