-- A recording belongs to the licensee whose verified token first named it (docs/portal.md §Telemetry).
-- Labels a page posted itself were never verified: they are dropped.
ALTER TABLE telemetry_sessions ADD COLUMN licensee_id text;
UPDATE telemetry_sessions SET display_name = NULL, npn = NULL, fein = NULL, identity = LEAST(identity, 1);
