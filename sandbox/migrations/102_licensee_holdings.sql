-- What the demo licensees hold beyond their licenses (migration 002): lines of authority, the
-- firms' DRLPs, contact points, and the jurisdictions with their own name-change rules.

-- Dan also holds a Texas nonresident license, so he can be found and added as a DRLP on Acme's
-- Texas license; Cora (California only) is the "holds no license in this state" search branch.
INSERT INTO licenses (id, licensee_id, jurisdiction_code, license_number, license_class_code, license_class_name, license_residency, issue_date, expiration_date) VALUES
  ('lic-dan-tx', 'ind-dan', 'TX', 'TX-500002', 'PRODUCER', 'General Lines Agent', 'NONRESIDENT', '2020-02-03', '2027-02-28'),
  ('lic-acme-ok', 'firm-acme', 'OK', 'AG-5002', 'AGENCY', 'Business Entity', 'NONRESIDENT', '2017-04-11', '2027-04-30');

INSERT INTO license_loas (license_id, loa_code, loa_name, sort_order) VALUES
  ('lic-alice-tx', 'PROP', 'Property', 3), ('lic-alice-tx', 'CAS', 'Casualty', 4),
  ('lic-alice-ok', 'LIFE', 'Life', 1), ('lic-alice-ok', 'AH', 'Accident & Health', 2),
  ('lic-ben-fl', 'PROP', 'Property', 3), ('lic-ben-fl', 'CAS', 'Casualty', 4),
  ('lic-cora-ca', 'PROP', 'Property', 3), ('lic-cora-ca', 'CAS', 'Casualty', 4),
  ('lic-dan-ny', 'LIFE', 'Life', 1), ('lic-dan-ny', 'AH', 'Accident & Health', 2),
  ('lic-dan-tx', 'LIFE', 'Life', 1), ('lic-dan-tx', 'AH', 'Accident & Health', 2), ('lic-dan-tx', 'PROP', 'Property', 3),
  ('lic-acme-tx', 'LIFE', 'Life', 1), ('lic-acme-tx', 'AH', 'Accident & Health', 2),
  ('lic-acme-tx', 'PROP', 'Property', 3), ('lic-acme-tx', 'CAS', 'Casualty', 4),
  ('lic-acme-ok', 'LIFE', 'Life', 1), ('lic-acme-ok', 'AH', 'Accident & Health', 2),
  ('lic-summit-il', 'PROP', 'Property', 3), ('lic-summit-il', 'CAS', 'Casualty', 4);
INSERT INTO license_loas (license_id, loa_code, loa_name, active, sort_order) VALUES
  ('lic-ben-fl', 'LIFE', 'Life', false, 1);

-- Acme's Texas license has Alice as its only active DRLP (Dan was one until 2024), so removing
-- Alice leaves the license without an active DRLP: the DRLP error branch.
INSERT INTO drlps (firm_license_id, producer_id, loas, active) VALUES
  ('lic-acme-tx', 'ind-alice', '{Property,Casualty}', true),
  ('lic-acme-ok', 'ind-alice', '{Life,"Accident & Health"}', true),
  ('lic-acme-tx', 'ind-ben', '{Property}', false);

INSERT INTO licensee_contacts (licensee_id, address_line1, address_line2, city, state, postal_code, email, phone, fax) VALUES
  ('ind-alice', '1600 Congress Ave', 'Apt 12', 'Austin', 'TX', '78701', 'alice.morgan@example.com', '(512) 555-0134', NULL),
  ('ind-ben', '200 E Gaines St', NULL, 'Tallahassee', 'FL', '32399', 'ben.carter@example.com', '(850) 555-0172', NULL),
  ('ind-cora', '300 Capitol Mall', NULL, 'Sacramento', 'CA', '95814', 'cora.diaz@example.com', '(916) 555-0148', NULL),
  ('ind-dan', '1 Commerce Plaza', NULL, 'Albany', 'NY', '12257', 'dan.evans@example.com', '(518) 555-0191', NULL),
  ('ind-erin', '500 W 2nd St', NULL, 'Austin', 'TX', '78701', 'erin.fox@example.com', '(512) 555-0110', NULL),
  ('firm-acme', '100 Main St', 'Suite 400', 'Dallas', 'TX', '75201', 'licensing@acme-agency.example.com', '(214) 555-0100', '(214) 555-0101'),
  ('firm-summit', '320 W Washington St', NULL, 'Springfield', 'IL', '62701', 'compliance@summit-risk.example.com', '(217) 555-0165', NULL);

INSERT INTO name_change_rules (state_code, rule, message) VALUES
  ('OK', 'NO_LAST_NAME', 'Oklahoma requires a certified court order for a last-name change; send it to the Oklahoma Insurance Department by mail.'),
  ('NY', 'DISABLED', 'New York name changes are filed with the New York Department of Financial Services.');

INSERT INTO address_directory (country_code, address_line1, address_line2, city, state, postal_code) VALUES
  ('US', '1600 Congress Ave', '', 'Austin', 'TX', '78701'),
  ('US', '1600 Congress Ave', 'Apt 12', 'Austin', 'TX', '78701'),
  ('US', '500 W 2nd St', '', 'Austin', 'TX', '78701'),
  ('US', '100 Main St', '', 'Austin', 'TX', '78701'),
  ('US', '100 Main St', 'Suite 400', 'Dallas', 'TX', '75201'),
  ('US', '100 Main St', '', 'Tulsa', 'OK', '74103'),
  ('US', '2300 N Lincoln Blvd', '', 'Oklahoma City', 'OK', '73105'),
  ('US', '200 E Gaines St', '', 'Tallahassee', 'FL', '32399'),
  ('US', '300 Capitol Mall', '', 'Sacramento', 'CA', '95814'),
  ('US', '1 Commerce Plaza', '', 'Albany', 'NY', '12257'),
  ('US', '320 W Washington St', '', 'Springfield', 'IL', '62701'),
  ('US', '1700 W Washington St', '', 'Phoenix', 'AZ', '85007'),
  ('US', '2 Martin Luther King Jr Dr SE', '', 'Atlanta', 'GA', '30334'),
  ('US', '1702 N 3rd St', '', 'Baton Rouge', 'LA', '70802'),
  ('US', '1000 Washington St', '', 'Boston', 'MA', '02118');

INSERT INTO pdb_report_settings (id, price, demographics_date, licensing_date, appointments_date) VALUES
  (1, 20.00, '2026-11-20', '2026-11-20', '2026-11-19');
