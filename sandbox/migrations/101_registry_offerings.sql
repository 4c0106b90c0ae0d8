-- What the registry offers: products, the states and license classes each one covers, lines of
-- authority, fees, and the rules the start-flow wizard meets (README lists which demo identity
-- reaches which branch).

INSERT INTO product_settings (product_type, display_name, multi_select, registry_fee, is_licensing) VALUES
  ('PRODUCER_LICENSING', 'Producer Licensing', true, 5.60, true),
  ('ADJUSTER_LICENSING', 'Adjuster Licensing', true, 5.60, true),
  ('OTHER_LICENSING', 'Other Licensing', false, 5.60, true),
  ('CONTACT_CHANGE', 'Contact Change Request', false, 5.00, false),
  ('PDB_DETAIL_REPORT', 'PDB Detail Report', false, 0, false),
  ('DEMOGRAPHIC_UPDATE', 'Demographic Update', false, 5.00, false),
  ('DEMOGRAPHIC_UPDATE_2', 'Name Change', false, 5.00, false),
  ('LICENSE_UPDATE', 'License Update', false, 5.00, false);

INSERT INTO product_attributes (product_type, application_type, residency_type, sort_order) VALUES
  ('PRODUCER_LICENSING', 'NEW', 'RESIDENT', 1),
  ('PRODUCER_LICENSING', 'NEW', 'NONRESIDENT', 2),
  ('PRODUCER_LICENSING', 'ADD_LOA', 'RESIDENT', 3),
  ('PRODUCER_LICENSING', 'ADD_LOA', 'NONRESIDENT', 4),
  ('ADJUSTER_LICENSING', 'NEW', 'RESIDENT', 5),
  ('ADJUSTER_LICENSING', 'NEW', 'NONRESIDENT', 6),
  ('OTHER_LICENSING', 'NEW', 'NONRESIDENT', 7);

-- State fees per license class (what the state charges, before the registry's own fee).
CREATE TEMPORARY TABLE seed_state_fees (state_code text, producer numeric, adjuster numeric, surplus numeric) ON COMMIT DROP;
INSERT INTO seed_state_fees VALUES
  ('TX', 50.00, 50.00, 50.00), ('OK', 50.00, 40.00, 100.00), ('FL', 55.00, 55.00, 75.00),
  ('CA', 188.00, 100.00, 250.00), ('NY', 40.00, 50.00, 200.00), ('IL', 180.00, 100.00, 100.00),
  ('MA', 75.00, 75.00, 300.00), ('AZ', 120.00, 80.00, 80.00), ('GA', 50.00, 50.00, 150.00),
  ('LA', 100.00, 100.00, 100.00);

INSERT INTO state_license_classes (product_type, state_code, license_class_code, license_class_name, state_fee, message)
SELECT 'PRODUCER_LICENSING', state_code, 'PRODUCER',
       CASE state_code WHEN 'TX' THEN 'General Lines Agent' WHEN 'FL' THEN 'General Lines Agent' ELSE 'Insurance Producer' END,
       producer, CASE state_code WHEN 'CA' THEN 'California requires fingerprints for every new producer license.' END
  FROM seed_state_fees;
INSERT INTO state_license_classes (product_type, state_code, license_class_code, license_class_name, state_fee)
SELECT 'ADJUSTER_LICENSING', state_code, 'ADJUSTER', 'Independent Adjuster', adjuster FROM seed_state_fees;
INSERT INTO state_license_classes (product_type, state_code, license_class_code, license_class_name, state_fee)
SELECT 'OTHER_LICENSING', state_code, 'SURPLUS_LINES', 'Surplus Lines Broker', surplus FROM seed_state_fees;

INSERT INTO state_loas (state_code, license_class_code, loa_code, loa_name, available, message, sort_order)
SELECT f.state_code, 'PRODUCER', l.code, l.name,
       NOT (f.state_code = 'CA' AND l.code = 'PL'),
       CASE WHEN f.state_code = 'CA' AND l.code = 'PL' THEN 'California issues Personal Lines only to residents.' END,
       l.sort
  FROM seed_state_fees f
 CROSS JOIN (VALUES ('LIFE', 'Life', 1), ('AH', 'Accident & Health', 2), ('PROP', 'Property', 3),
                    ('CAS', 'Casualty', 4), ('VLVA', 'Variable Life & Variable Annuity', 5), ('PL', 'Personal Lines', 6)) AS l(code, name, sort);
INSERT INTO state_loas (state_code, license_class_code, loa_code, loa_name, sort_order)
SELECT f.state_code, 'ADJUSTER', l.code, l.name, l.sort
  FROM seed_state_fees f
 CROSS JOIN (VALUES ('ALL', 'All Lines', 1), ('PC', 'Property & Casualty', 2), ('WC', 'Workers Compensation', 3), ('CROP', 'Crop', 4)) AS l(code, name, sort);
INSERT INTO state_loas (state_code, license_class_code, loa_code, loa_name, sort_order)
SELECT state_code, 'SURPLUS_LINES', 'SL', 'Surplus Lines', 1 FROM seed_state_fees;

INSERT INTO state_availability_problems (state_code, message) VALUES
  ('MA', 'Massachusetts is not accepting applications through LicenseHub while its licensing system is upgraded. Please try again later.');

INSERT INTO licensing_holds (licensee_id, reason) VALUES
  ('ind-ben', 'A compliance review of this licensee is open; no new license can be applied for until it closes.');

INSERT INTO loa_dependencies (loa_code, requires_loa_code, message) VALUES
  ('VLVA', 'LIFE', 'Variable Life & Variable Annuity requires the Life line of authority in the same license.');
