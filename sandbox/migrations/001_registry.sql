-- The registry core: licensees (individuals and firms), their licenses, and portal sessions.
-- Journey tables (orders, flows, DRLPs, …) come in migrations numbered 100 and up and reference
-- licensees(id).

CREATE TABLE licensees (
  id text PRIMARY KEY,
  entity_type text NOT NULL CHECK (entity_type IN ('INDIVIDUAL', 'FIRM')),
  -- Individuals
  first_name text,
  middle_name text,
  last_name text,
  name_suffix text,
  -- Firms
  company_name text,
  company_suffix text,
  fein text UNIQUE CHECK (fein IS NULL OR fein ~ '^[0-9]{2}-[0-9]{7}$'),
  npn text UNIQUE CHECK (npn IS NULL OR npn ~ '^[0-9]+$'),
  -- Never the SSN itself: SHA-256 hex of 'licensehub-ssn:' || nine digits, and of
  -- 'licensehub-ssn-last4:' || last four (see sandbox/auth/ssn.ts).
  ssn_hash text,
  ssn_last4_hash text,
  -- What identify asks for before signing in by license or NPN (docs/portal.md §Identify, ssnVerification).
  ssn_verification text NOT NULL DEFAULT 'NONE' CHECK (ssn_verification IN ('NONE', 'LAST_FOUR', 'FULL_SSN')),
  -- When set, identify answers ERROR with these messages (a JSON array of strings).
  identify_errors jsonb,
  ldap_user boolean NOT NULL DEFAULT false,
  uid text,
  CHECK ((entity_type = 'INDIVIDUAL' AND last_name IS NOT NULL AND first_name IS NOT NULL)
      OR (entity_type = 'FIRM' AND company_name IS NOT NULL))
);

CREATE TABLE licenses (
  id text PRIMARY KEY,
  licensee_id text NOT NULL REFERENCES licensees(id),
  jurisdiction_code text NOT NULL,
  license_number text NOT NULL,
  license_class_code text NOT NULL,
  license_class_name text NOT NULL,
  license_residency text NOT NULL CHECK (license_residency IN ('RESIDENT', 'NONRESIDENT', 'NONE')),
  status text NOT NULL DEFAULT 'ACTIVE',
  issue_date date,
  expiration_date date,
  UNIQUE (jurisdiction_code, license_number)
);
CREATE INDEX licenses_licensee ON licenses (licensee_id);

-- One row per signed-in session; the JWT's jti names it. Logout sets revoked_at, and the auth
-- middleware refuses a token whose session is revoked even before its exp.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  licensee_id text NOT NULL REFERENCES licensees(id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_licensee ON sessions (licensee_id);

-- Small key/value settings owned by the server (e.g. the generated JWT signing secret, so a
-- restart does not sign everybody out).
CREATE TABLE sandbox_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);
