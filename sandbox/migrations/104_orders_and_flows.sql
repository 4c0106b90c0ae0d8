-- Order history and incomplete applications of the demo licensees. Alice has 12 orders spread
-- over a year (three pages of 5), one of them a pending Texas Life request (the duplicate-order
-- branch); Acme has 3. Alice has two incomplete applications: one payable, one not.

INSERT INTO orders (order_code, licensee_id, order_date, product, order_total, is_detail_available) VALUES
  ('LH1000001', 'ind-alice', '2025-12-04T15:12:00Z', 'Producer Licensing', 55.60, false),
  ('LH1000002', 'ind-alice', '2026-01-15T17:40:00Z', 'PDB Detail Report', 20.00, true),
  ('LH1000003', 'ind-alice', '2026-02-09T14:05:00Z', 'Contact Change Request', 10.00, true),
  ('LH1000004', 'ind-alice', '2026-03-02T16:30:00Z', 'Producer Licensing', 60.60, true),
  ('LH1000005', 'ind-alice', '2026-04-20T13:15:00Z', 'Adjuster Licensing', 85.60, true),
  ('LH1000006', 'ind-alice', '2026-05-11T19:45:00Z', 'Name Change', 10.00, true),
  ('LH1000007', 'ind-alice', '2026-06-03T15:00:00Z', 'Producer Licensing', 55.60, true),
  ('LH1000008', 'ind-alice', '2026-07-14T18:20:00Z', 'PDB Detail Report', 20.00, true),
  ('LH1000009', 'ind-alice', '2026-08-22T14:50:00Z', 'Demographic Update', 10.00, true),
  ('LH1000010', 'ind-alice', '2026-09-30T16:10:00Z', 'Producer Licensing', 55.60, true),
  ('LH1000011', 'ind-alice', '2026-10-18T20:35:00Z', 'Adjuster Licensing', 55.60, true),
  ('LH1000012', 'ind-alice', '2026-11-06T15:25:00Z', 'Producer Licensing', 371.20, true),
  ('LH1000013', 'firm-acme', '2026-03-15T14:00:00Z', 'Producer Licensing', 55.60, true),
  ('LH1000014', 'firm-acme', '2026-08-01T17:30:00Z', 'License Update', 5.00, true),
  ('LH1000015', 'firm-acme', '2026-10-10T13:45:00Z', 'PDB Detail Report', 20.00, true);

INSERT INTO order_transactions (order_code, id, position, application_state, license_class_code, license_class_name, license_number, loas, state_messages, transaction_result, gateway_trans_num, request_code, state_fee, registry_fee) VALUES
  ('LH1000001', 'T1000001-1', 1, 'OK', 'PRODUCER', 'Insurance Producer', 'OK-200001', '{Life,"Accident & Health"}', '[]', 'APPROVED', 'GW-88120001', 'R1000001-1', 50.00, 5.60),
  ('LH1000002', 'T1000002-1', 1, 'TX', NULL, 'PDB Detail Report', NULL, '{}', '[]', 'COMPLETE', 'GW-88120002', 'R1000002-1', 0, 20.00),
  ('LH1000003', 'T1000003-1', 1, 'TX', NULL, NULL, 'TX-100001', '{}', '[]', 'APPROVED', 'GW-88120003', 'R1000003-1', 0, 5.00),
  ('LH1000003', 'T1000003-2', 2, 'OK', NULL, NULL, 'OK-200001', '{}', '[]', 'APPROVED', 'GW-88120004', 'R1000003-2', 0, 5.00),
  ('LH1000004', 'T1000004-1', 1, 'FL', 'PRODUCER', 'General Lines Agent', NULL, '{Property}', '[{"actionRequired": false, "reason": "Fingerprint results were not received within 90 days."}]', 'REJECTED', 'GW-88120005', 'R1000004-1', 55.00, 5.60),
  ('LH1000005', 'T1000005-1', 1, 'AZ', 'ADJUSTER', 'Independent Adjuster', NULL, '{"All Lines"}', '[{"actionRequired": false, "reason": "Withdrawn at the applicant''s request."}]', 'WITHDRAWN', 'GW-88120006', 'R1000005-1', 80.00, 5.60),
  ('LH1000006', 'T1000006-1', 1, 'TX', NULL, NULL, 'TX-100001', '{}', '[]', 'APPROVED', 'GW-88120007', 'R1000006-1', 0, 5.00),
  ('LH1000006', 'T1000006-2', 2, 'OK', NULL, NULL, 'OK-200001', '{}', '[]', 'APPROVED', 'GW-88120008', 'R1000006-2', 0, 5.00),
  ('LH1000007', 'T1000007-1', 1, 'GA', 'PRODUCER', 'Insurance Producer', NULL, '{Life}', '[{"actionRequired": false, "reason": "Georgia requires a resident license in good standing for 12 months."}]', 'REJECTED', 'GW-88120009', 'R1000007-1', 50.00, 5.60),
  ('LH1000008', 'T1000008-1', 1, 'TX', NULL, 'PDB Detail Report', NULL, '{}', '[]', 'COMPLETE', 'GW-88120010', 'R1000008-1', 0, 20.00),
  ('LH1000009', 'T1000009-1', 1, 'TX', NULL, NULL, 'TX-100001', '{}', '[]', 'APPROVED', 'GW-88120011', 'R1000009-1', 0, 5.00),
  ('LH1000009', 'T1000009-2', 2, 'OK', NULL, NULL, 'OK-200001', '{}', '[]', 'APPROVED', 'GW-88120012', 'R1000009-2', 0, 5.00),
  ('LH1000010', 'T1000010-1', 1, 'TX', 'PRODUCER', 'General Lines Agent', 'TX-100001', '{Life}', '[{"actionRequired": true, "reason": "Upload proof of Life prelicensing education."}]', 'PENDING', NULL, 'R1000010-1', 50.00, 5.60),
  ('LH1000011', 'T1000011-1', 1, 'TX', 'ADJUSTER', 'Independent Adjuster', NULL, '{"Property & Casualty"}', '[]', 'APPROVED', 'GW-88120014', 'R1000011-1', 50.00, 5.60),
  ('LH1000012', 'T1000012-1', 1, 'IL', 'PRODUCER', 'Insurance Producer', NULL, '{Property,Casualty}', '[{"actionRequired": false, "reason": "Under review by the Illinois Department of Insurance."}]', 'PENDING', NULL, 'R1000012-1', 180.00, 5.60),
  ('LH1000012', 'T1000012-2', 2, 'CA', 'PRODUCER', 'Insurance Producer', NULL, '{Property}', '[{"actionRequired": true, "reason": "Schedule a fingerprint appointment."}]', 'PENDING', NULL, 'R1000012-2', 180.00, 5.60),
  ('LH1000013', 'T1000013-1', 1, 'OK', 'AGENCY', 'Business Entity', 'AG-5002', '{Life,"Accident & Health"}', '[]', 'APPROVED', 'GW-88120016', 'R1000013-1', 50.00, 5.60),
  ('LH1000014', 'T1000014-1', 1, 'TX', 'AGENCY', 'General Lines Agency', 'AG-5001', '{}', '[]', 'APPROVED', 'GW-88120017', 'R1000014-1', 0, 5.00),
  ('LH1000015', 'T1000015-1', 1, 'TX', NULL, 'PDB Detail Report', NULL, '{}', '[]', 'COMPLETE', 'GW-88120018', 'R1000015-1', 0, 20.00);

-- Alice's incomplete applications (their batch code is the flow id, the portal resumes by it).
INSERT INTO flows (id, licensee_id, product_type, request, status, created_at, updated_at) VALUES
  ('0b8e4a52-6c1f-4d3e-9a7b-2f5c8d1e6a01', 'ind-alice', 'PRODUCER_LICENSING',
   '{"productType": "PRODUCER_LICENSING", "applicationType": "NEW", "residencyType": "NONRESIDENT",
     "basisLicense": {"jurisdictionCode": "TX", "licenseNumber": "TX-100001"},
     "states": [{"stateCode": "AZ", "licenses": [{"licenseClassCode": "PRODUCER", "loaCodes": ["PROP", "CAS"]}]}]}',
   'IN_PROGRESS', '2026-10-28T15:00:00Z', '2026-10-29T16:20:00Z'),
  ('0b8e4a52-6c1f-4d3e-9a7b-2f5c8d1e6a02', 'ind-alice', 'ADJUSTER_LICENSING',
   '{"productType": "ADJUSTER_LICENSING", "applicationType": "NEW", "residencyType": "NONRESIDENT",
     "basisLicense": {"jurisdictionCode": "OK", "licenseNumber": "OK-200001"},
     "states": [{"stateCode": "LA", "licenses": [{"licenseClassCode": "ADJUSTER", "loaCodes": ["PC"]}]}]}',
   'IN_PROGRESS', '2026-11-10T14:00:00Z', '2026-11-10T14:10:00Z');

-- The first one is complete (every module saved), so it is payable; the second stopped early.
INSERT INTO flow_module_data (flow_id, path, data, updated_at) VALUES
  ('0b8e4a52-6c1f-4d3e-9a7b-2f5c8d1e6a01', 'biographic',
   '{"firstName": "Alice", "lastName": "Morgan", "birthDate": "04/12/1986", "gender": "F", "contactPreference": "EMAIL", "email": "alice.morgan@example.com"}', '2026-10-28T15:05:00Z'),
  ('0b8e4a52-6c1f-4d3e-9a7b-2f5c8d1e6a01', 'residence-address',
   '{"country": "US", "addressLine1": "1600 Congress Ave", "addressLine2": "Apt 12", "city": "Austin", "state": "TX", "zipCode": "78701", "yearsAtAddress": "3_OR_MORE"}', '2026-10-28T15:10:00Z'),
  ('0b8e4a52-6c1f-4d3e-9a7b-2f5c8d1e6a01', 'background-questions',
   '{"felony": "NO", "regulatoryAction": "NO", "childSupport": "NO"}', '2026-10-29T16:00:00Z'),
  ('0b8e4a52-6c1f-4d3e-9a7b-2f5c8d1e6a01', 'employment-history',
   '{"employers": [{"employer": "Lone Star Mutual", "position": "Agent", "startDate": "01/05/2015", "current": ["YES"]}],
     "references": [{"referenceName": "Maria Lopez", "referencePhone": "(512) 555-0199"}, {"referenceName": "Tom Reed", "referencePhone": "(405) 555-0123"}]}', '2026-10-29T16:20:00Z'),
  ('0b8e4a52-6c1f-4d3e-9a7b-2f5c8d1e6a02', 'biographic',
   '{"firstName": "Alice", "lastName": "Morgan", "birthDate": "04/12/1986", "gender": "F", "contactPreference": "EMAIL", "email": "alice.morgan@example.com"}', '2026-11-10T14:10:00Z');
