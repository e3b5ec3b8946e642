-- App training (/tutorial): the guides a user has followed, kept per user (whichever shop they
-- are in). The guide keys are the contracts' TUTORIAL_GUIDES, checked at the route.
CREATE TABLE tutorial_progress (
  user_id  text NOT NULL REFERENCES users (id),
  guide    text NOT NULL,
  done_at  timestamptz NOT NULL,
  PRIMARY KEY (user_id, guide)
);
