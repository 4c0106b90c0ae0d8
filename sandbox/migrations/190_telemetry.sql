-- The telemetry ingest (recordings, error reports, analytics) the portal sends to by default.
-- Rows older than the retention (30 days) are deleted as new ones arrive.
CREATE TABLE telemetry_sessions (
  session_id text PRIMARY KEY,
  started_at timestamptz NOT NULL,
  last_at timestamptz NOT NULL,
  identity smallint NOT NULL DEFAULT 0,
  display_name text,
  npn text,
  fein text,
  bytes integer NOT NULL DEFAULT 0,
  batches integer NOT NULL DEFAULT 0
);
CREATE INDEX telemetry_sessions_last_at ON telemetry_sessions (last_at);
CREATE INDEX telemetry_sessions_npn ON telemetry_sessions (npn);
CREATE INDEX telemetry_sessions_fein ON telemetry_sessions (fein);

CREATE TABLE telemetry_recordings (
  id bigserial PRIMARY KEY,
  session_id text NOT NULL REFERENCES telemetry_sessions (session_id) ON DELETE CASCADE,
  received_at timestamptz NOT NULL,
  -- The batch's events and journey commands as sent (JSON text).
  events text NOT NULL,
  commands text NOT NULL DEFAULT '[]'
);
CREATE INDEX telemetry_recordings_session ON telemetry_recordings (session_id, id);

CREATE TABLE telemetry_errors (
  id bigserial PRIMARY KEY,
  received_at timestamptz NOT NULL,
  at text NOT NULL,
  session_id text,
  page text,
  error_type text NOT NULL,
  name text NOT NULL,
  message text NOT NULL,
  stack text
);
CREATE INDEX telemetry_errors_received_at ON telemetry_errors (received_at);

CREATE TABLE telemetry_analytics (
  id bigserial PRIMARY KEY,
  received_at timestamptz NOT NULL,
  session_id text,
  type text NOT NULL,
  data text NOT NULL
);
CREATE INDEX telemetry_analytics_received_at ON telemetry_analytics (received_at);
