-- The journey tables: what the registry offers (products, states, license classes, lines of
-- authority, fees), what licensees hold (LOAs, DRLPs, contact points), and what they do in the
-- portal (flows with module data, orders with transactions). Seeds follow in 101-104.

-- What each product offers -------------------------------------------------------------------
CREATE TABLE product_attributes (
  product_type text NOT NULL,
  application_type text NOT NULL,
  residency_type text NOT NULL,
  sort_order integer NOT NULL,
  PRIMARY KEY (product_type, application_type, residency_type)
);

-- Whether several states may be chosen at once in the start-flow wizard.
CREATE TABLE product_settings (
  product_type text PRIMARY KEY,
  display_name text NOT NULL,
  multi_select boolean NOT NULL DEFAULT false,
  -- The registry's own fee per license (docs/portal.md §Start flow "Fee summary": {product}Fee).
  registry_fee numeric(10, 2) NOT NULL DEFAULT 0,
  is_licensing boolean NOT NULL DEFAULT false
);

-- A license class a state offers for a product, with the state's fee for it.
CREATE TABLE state_license_classes (
  product_type text NOT NULL REFERENCES product_settings(product_type),
  state_code text NOT NULL REFERENCES states(state_code),
  license_class_code text NOT NULL,
  license_class_name text NOT NULL,
  state_fee numeric(10, 2) NOT NULL,
  message text,
  PRIMARY KEY (state_code, license_class_code)
);
CREATE INDEX state_license_classes_product ON state_license_classes (product_type, state_code);

CREATE TABLE state_loas (
  state_code text NOT NULL,
  license_class_code text NOT NULL,
  loa_code text NOT NULL,
  loa_name text NOT NULL,
  available boolean NOT NULL DEFAULT true,
  message text,
  sort_order integer NOT NULL,
  PRIMARY KEY (state_code, license_class_code, loa_code),
  FOREIGN KEY (state_code, license_class_code) REFERENCES state_license_classes(state_code, license_class_code)
);

-- A state that cannot take applications right now: available lines answers 400 with the message.
CREATE TABLE state_availability_problems (
  state_code text PRIMARY KEY REFERENCES states(state_code),
  message text NOT NULL
);

-- A licensee the registry will not take new applications from (available lines is empty).
CREATE TABLE licensing_holds (
  licensee_id text PRIMARY KEY REFERENCES licensees(id),
  reason text NOT NULL
);

-- An LOA that needs another LOA in the same license (checked by available-lines validation).
CREATE TABLE loa_dependencies (
  loa_code text NOT NULL,
  requires_loa_code text NOT NULL,
  message text NOT NULL,
  PRIMARY KEY (loa_code, requires_loa_code)
);

-- What licensees hold --------------------------------------------------------------------------
CREATE TABLE license_loas (
  license_id text NOT NULL REFERENCES licenses(id),
  loa_code text NOT NULL,
  loa_name text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL,
  PRIMARY KEY (license_id, loa_code)
);

-- Designated responsible licensed producers of a firm license.
CREATE TABLE drlps (
  firm_license_id text NOT NULL REFERENCES licenses(id),
  producer_id text NOT NULL REFERENCES licensees(id),
  loas text[] NOT NULL,
  active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (firm_license_id, producer_id)
);

-- The contact points on file, shown by the contact change review.
CREATE TABLE licensee_contacts (
  licensee_id text PRIMARY KEY REFERENCES licensees(id),
  address_line1 text NOT NULL,
  address_line2 text,
  city text NOT NULL,
  state text NOT NULL,
  postal_code text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  fax text
);

-- Jurisdictions whose name changes follow their own rule (primary-name post).
--   DISABLED: listed as disabled, never offered.  NO_LAST_NAME: refuses an online last-name change.
CREATE TABLE name_change_rules (
  state_code text PRIMARY KEY REFERENCES states(state_code),
  rule text NOT NULL CHECK (rule IN ('DISABLED', 'NO_LAST_NAME')),
  message text NOT NULL
);

-- Portal configuration ---------------------------------------------------------------------------
CREATE TABLE module_configs (
  path text PRIMARY KEY CHECK (path ~ '^[a-z0-9-]+$'),
  id text NOT NULL UNIQUE,
  title text NOT NULL,
  contextual_message_id text NOT NULL,
  components jsonb NOT NULL,
  -- Data a module starts with before anything is saved (e.g. the fixed rows of a DISABLE_ADD list).
  default_data jsonb NOT NULL DEFAULT '{}'
);

CREATE TABLE product_modules (
  product_type text NOT NULL REFERENCES product_settings(product_type),
  position integer NOT NULL,
  path text NOT NULL REFERENCES module_configs(path),
  PRIMARY KEY (product_type, position),
  UNIQUE (product_type, path)
);

CREATE TABLE contextual_messages (
  id serial PRIMARY KEY,
  location_id text NOT NULL,
  text text NOT NULL,
  state_codes text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX contextual_messages_location ON contextual_messages (location_id);

-- The address directory behind address lookup and verification.
CREATE TABLE address_directory (
  id serial PRIMARY KEY,
  country_code text NOT NULL,
  address_line1 text NOT NULL,
  address_line2 text NOT NULL DEFAULT '',
  address_line3 text NOT NULL DEFAULT '',
  city text NOT NULL,
  state text NOT NULL,
  postal_code text NOT NULL
);

CREATE TABLE pdb_report_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  price numeric(10, 2) NOT NULL,
  demographics_date date,
  licensing_date date,
  appointments_date date
);

-- What licensees do ------------------------------------------------------------------------------
CREATE TABLE flows (
  -- Unguessable (a random UUID): the external payment and resume pages find a flow by id alone.
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9-]+$'),
  licensee_id text NOT NULL REFERENCES licensees(id),
  product_type text NOT NULL REFERENCES product_settings(product_type),
  -- The licensing request (basis license, states, licenses, LOAs) for the licensing products.
  request jsonb,
  status text NOT NULL DEFAULT 'IN_PROGRESS' CHECK (status IN ('IN_PROGRESS', 'PAID', 'CANCELLED')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  submitter jsonb,
  name_request jsonb,
  drlp jsonb,
  -- POST /pdb-report-status.json answers 404 while this is below the threshold (report "in progress").
  status_polls integer NOT NULL DEFAULT 0
);
CREATE INDEX flows_licensee ON flows (licensee_id, updated_at DESC);

CREATE TABLE flow_module_data (
  flow_id text NOT NULL REFERENCES flows(id) ON DELETE CASCADE,
  path text NOT NULL REFERENCES module_configs(path),
  data jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (flow_id, path)
);

CREATE SEQUENCE order_code_seq START 1000100;

CREATE TABLE orders (
  order_code text PRIMARY KEY,
  licensee_id text NOT NULL REFERENCES licensees(id),
  order_date timestamptz NOT NULL,
  product text NOT NULL,
  order_total numeric(10, 2) NOT NULL,
  is_detail_available boolean NOT NULL DEFAULT true,
  flow_id text UNIQUE REFERENCES flows(id) ON DELETE SET NULL
);
CREATE INDEX orders_licensee ON orders (licensee_id, order_date DESC);

CREATE TABLE order_transactions (
  order_code text NOT NULL REFERENCES orders(order_code) ON DELETE CASCADE,
  id text NOT NULL,
  position integer NOT NULL,
  application_state text NOT NULL,
  license_class_code text,
  license_class_name text,
  license_number text,
  loas text[] NOT NULL DEFAULT '{}',
  -- [{ "actionRequired": bool, "reason": text }]
  state_messages jsonb NOT NULL DEFAULT '[]',
  transaction_result text NOT NULL,
  gateway_trans_num text,
  request_code text NOT NULL,
  state_fee numeric(10, 2) NOT NULL DEFAULT 0,
  registry_fee numeric(10, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (order_code, id)
);
