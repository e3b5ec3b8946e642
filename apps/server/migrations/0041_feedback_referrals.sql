-- A user's feedback to the app's makers, with the operator's answer (`npm run feedback`), and who
-- invited whom (Settings: "Feedback", "Refer / invite"). All three are a user's, not a shop's:
-- keyed by the user, with no shop_id.

-- The feedback's id is the client's ULID, unique per user (createOnce's scope is the user).
-- `answer_read_at`: when the user saw the answer (the Settings row's dot until then).
CREATE TABLE feedback (
  user_id        text NOT NULL REFERENCES users (id),
  id             text NOT NULL,
  kind           text NOT NULL CHECK (kind IN ('idea', 'problem', 'praise')),
  body           text NOT NULL,
  screenshot_url text,
  created_at     timestamptz NOT NULL,
  answer         text,
  answered_at    timestamptz,
  answer_read_at timestamptz,
  PRIMARY KEY (user_id, id),
  CHECK ((answer IS NULL) = (answered_at IS NULL)),
  CHECK (answer_read_at IS NULL OR answer IS NOT NULL)
);
-- A user's list, newest first; the daily limit counts the last 24 hours of it.
CREATE INDEX feedback_user_created_idx ON feedback (user_id, created_at DESC, id DESC);
-- The operator's open items, newest first.
CREATE INDEX feedback_open_idx ON feedback (created_at DESC) WHERE answer IS NULL;

-- Each user's referral code, made the first time they open "Refer / invite", never changed.
CREATE TABLE referral_codes (
  user_id    text PRIMARY KEY REFERENCES users (id),
  code       text NOT NULL UNIQUE CHECK (code ~ '^[2-9A-HJKMNP-Z]{8}$'),
  created_at timestamptz NOT NULL
);

-- Who joined through whose code: once per user who joined, written with their sign-up.
CREATE TABLE referrals (
  user_id     text PRIMARY KEY REFERENCES users (id),
  referrer_id text NOT NULL REFERENCES users (id),
  created_at  timestamptz NOT NULL,
  CHECK (user_id <> referrer_id)
);
CREATE INDEX referrals_referrer_idx ON referrals (referrer_id);
