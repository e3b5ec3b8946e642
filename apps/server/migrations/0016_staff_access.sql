-- Staff access: members get ids of their own (the API's member id), numbers that are
-- not registered yet wait as invitations and join when they sign up, and every shop has three
-- ready roles, named from i18n by `default_key` until the owner renames one (as the default
-- expense categories are).

ALTER TABLE shop_members ADD COLUMN id text;
UPDATE shop_members SET id = user_id;
ALTER TABLE shop_members ALTER COLUMN id SET NOT NULL;
CREATE UNIQUE INDEX shop_members_id_uq ON shop_members (shop_id, id);

ALTER TABLE roles ALTER COLUMN name DROP NOT NULL;
ALTER TABLE roles ADD COLUMN default_key text CHECK (default_key IN ('cashier', 'manager', 'accountant'));
ALTER TABLE roles ADD CONSTRAINT roles_named CHECK (name IS NOT NULL OR default_key IS NOT NULL);
CREATE UNIQUE INDEX roles_default_key_uq ON roles (shop_id, default_key);

-- A number added to a shop before it has an account; it becomes a member in the sign-up's own
-- transaction, keeping the invitation's id.
CREATE TABLE shop_invites (
  shop_id     text NOT NULL REFERENCES shops (id),
  id          text NOT NULL,
  mobile      text NOT NULL CHECK (mobile ~ '^\+8801[3-9][0-9]{8}$'),
  role_id     text NOT NULL,
  invited_by  text NOT NULL REFERENCES users (id),
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id),
  UNIQUE (shop_id, mobile),
  FOREIGN KEY (shop_id, role_id) REFERENCES roles (shop_id, id)
);
CREATE INDEX shop_invites_mobile_idx ON shop_invites (mobile);
