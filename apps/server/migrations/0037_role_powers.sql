-- Two powers apart from selling (the features list, packages/contracts/src/features.ts): `sell-void`
-- (voiding a sale, taking goods back on it) and `see-profit` (cost and profit in every answer).
-- Every role keeps what it could do until now — except the ready Cashier, which sells without them.
UPDATE roles SET features = features || ARRAY['sell-void']
  WHERE 'sell' = ANY (features) AND default_key IS DISTINCT FROM 'cashier' AND NOT ('sell-void' = ANY (features));
UPDATE roles SET features = features || ARRAY['see-profit']
  WHERE features && ARRAY['sell', 'purchase', 'products', 'stock', 'reports'] AND default_key IS DISTINCT FROM 'cashier' AND NOT ('see-profit' = ANY (features));
