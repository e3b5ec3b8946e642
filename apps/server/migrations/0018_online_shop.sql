-- The online shop, first part: the store's settings and web address, and its shipping
-- packages. A shop has no row until its owner first saves the store; `slug` is its address
-- (/store/<slug>), unique across the platform whatever its case.

CREATE TABLE online_shops (
  shop_id      text PRIMARY KEY REFERENCES shops (id),
  slug         text CHECK (slug ~ '^[a-z0-9-]{3,40}$'),
  published    boolean NOT NULL DEFAULT false,
  name         text,
  address      text,
  mobile       text,
  social       jsonb NOT NULL DEFAULT '{}'::jsonb,
  theme_id     text NOT NULL DEFAULT 'classic',
  seo          jsonb NOT NULL DEFAULT '{}'::jsonb,
  policies     jsonb NOT NULL DEFAULT '{}'::jsonb,
  banner_url   text,
  -- Set by an operator (the owner sees it, cannot change it).
  domain       text,
  updated_at   timestamptz NOT NULL,
  CONSTRAINT online_shops_published_needs_slug CHECK (NOT published OR slug IS NOT NULL)
);
CREATE UNIQUE INDEX online_shops_slug_uq ON online_shops (slug);
CREATE UNIQUE INDEX online_shops_domain_uq ON online_shops (lower(domain));

CREATE TABLE shipping_packages (
  shop_id     text NOT NULL REFERENCES shops (id),
  id          text NOT NULL,
  name        text NOT NULL,
  fee         bigint NOT NULL CHECK (fee >= 0),
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id)
);
CREATE UNIQUE INDEX shipping_packages_name_uq ON shipping_packages (shop_id, lower(name));
