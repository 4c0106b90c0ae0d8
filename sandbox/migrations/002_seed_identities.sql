-- The demo roster (README.md and sandbox/seed/demo-identities.json list how to sign in as each).
-- Ids are fixed: journey migrations (100+) attach orders, flows, licenses and DRLPs to them.
-- SSNs are stored only as salted SHA-256 hashes (sandbox/auth/ssn.ts); the demo values are fake.

INSERT INTO licensees (id, entity_type, first_name, last_name, npn, ssn_hash, ssn_last4_hash, ssn_verification, identify_errors) VALUES
  ('ind-alice', 'INDIVIDUAL', 'Alice', 'Morgan', '1000001',
   '157850c76034b1500a5b8c0dacac582fd0d61f8cbb791aeae919891b4dd3be56',
   '99e7d4735ae6ba320b0936c4f6c400cc382ee57a721577956ff32115f8a00b37', 'NONE', NULL),
  ('ind-ben', 'INDIVIDUAL', 'Ben', 'Carter', '1000002',
   'f6d4598a1f61bde52ddbdf75626d9f4ac75568385d5d02c905b1a3641a2979b3',
   '479ee9f00647f59a2c175e223dc5559389e76b0be7543db7259dc3d173e5eddb', 'NONE', NULL),
  ('ind-cora', 'INDIVIDUAL', 'Cora', 'Diaz', '1000003',
   'b36a6dd3625a3276c8cb6cb7191af3e84017f85b6f2c6b7beb4893733a1402c1',
   'd5c699f6ce5ea8f12c1f41c42c80eb118c357cd7cbec7270b9e97d842d6fd87d', 'LAST_FOUR', NULL),
  ('ind-dan', 'INDIVIDUAL', 'Dan', 'Evans', '1000004',
   '579dd300e3974821d4af12fa5e3c883a92419909825f260870f8f9f314f1dac6',
   '5464fc360ff526b83f86bc9528b48a4eb9a9ad30b26f1fa929fa24a6cc14a40d', 'FULL_SSN', NULL),
  ('ind-erin', 'INDIVIDUAL', 'Erin', 'Fox', '1000005',
   '4952e5d9bf73009adb987d51441d0c4c51948a9c80c289219753b7da1b1570b9',
   '71ba49f07002848c6bc3ff66f741fe5a9d1e724d06cdb509ff366aa6434b1e8c', 'NONE',
   '["This record is under review by the registry.", "Contact customer service to continue."]');

INSERT INTO licensees (id, entity_type, company_name, company_suffix, fein, npn, ldap_user, uid) VALUES
  ('firm-acme', 'FIRM', 'Acme Insurance Agency', 'LLC', '12-3456789', '2000001', false, NULL),
  -- A directory (LDAP) user, so the ldapUser/uid branch of user info is reachable.
  ('firm-summit', 'FIRM', 'Summit Risk Partners', 'Inc.', '98-7654321', '2000002', true, 'summit.admin');

INSERT INTO licenses (id, licensee_id, jurisdiction_code, license_number, license_class_code, license_class_name, license_residency, issue_date, expiration_date) VALUES
  ('lic-alice-tx', 'ind-alice', 'TX', 'TX-100001', 'PRODUCER', 'General Lines Agent', 'RESIDENT', '2015-03-02', '2027-03-31'),
  ('lic-alice-ok', 'ind-alice', 'OK', 'OK-200001', 'PRODUCER', 'Insurance Producer', 'NONRESIDENT', '2018-06-15', '2027-03-31'),
  ('lic-ben-fl', 'ind-ben', 'FL', 'FL-300001', 'PRODUCER', 'General Lines Agent', 'RESIDENT', '2012-09-10', '2026-12-31'),
  ('lic-cora-ca', 'ind-cora', 'CA', 'CA-400001', 'PRODUCER', 'Property & Casualty Broker-Agent', 'RESIDENT', '2019-01-22', '2027-01-31'),
  ('lic-dan-ny', 'ind-dan', 'NY', 'NY-500001', 'PRODUCER', 'Insurance Producer', 'RESIDENT', '2016-11-04', '2026-11-30'),
  ('lic-acme-tx', 'firm-acme', 'TX', 'AG-5001', 'AGENCY', 'General Lines Agency', 'RESIDENT', '2010-05-17', '2028-05-31'),
  ('lic-summit-il', 'firm-summit', 'IL', 'IL-600001', 'AGENCY', 'Business Entity Producer', 'RESIDENT', '2014-08-01', '2026-08-31');
