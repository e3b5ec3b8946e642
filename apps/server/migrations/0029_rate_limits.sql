-- Rate limits counted in the database (decision 0016): a second app process sees the same counts, so a
-- limit holds however requests are spread over the processes. One row a key (the route and who is
-- asking), its hits in the current window and when the window ends; counted with one upsert, whose
-- row lock makes concurrent requests count one after another. Rows whose window has ended are
-- deleted now and then (platform/rate-limit.ts).
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset ON rate_limits (reset_at);
