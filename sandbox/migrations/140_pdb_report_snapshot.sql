-- The producer database detail report as sold (docs/portal.md §PDB report): the appointments it
-- lists, and the report kept with its order when paid, so a report reads as of its purchase.
CREATE TABLE appointments (
  licensee_id text NOT NULL REFERENCES licensees(id),
  state_code text NOT NULL REFERENCES states(state_code),
  company_name text NOT NULL,
  line_of_authority text NOT NULL,
  appointed_on date NOT NULL
);
CREATE INDEX appointments_licensee ON appointments (licensee_id);

INSERT INTO appointments (licensee_id, state_code, company_name, line_of_authority, appointed_on) VALUES
  ('ind-alice', 'TX', 'Lone Star Mutual Insurance Company', 'Property', '2019-03-01'),
  ('ind-alice', 'TX', 'Lone Star Mutual Insurance Company', 'Casualty', '2019-03-01'),
  ('ind-alice', 'OK', 'Red River Life Insurance Company', 'Life', '2021-06-15'),
  ('ind-ben', 'FL', 'Gulf Coast Indemnity Company', 'Property', '2020-09-01'),
  ('firm-acme', 'TX', 'Lone Star Mutual Insurance Company', 'Life', '2017-05-01');

ALTER TABLE orders ADD COLUMN report jsonb;

-- The seeded reports' orders keep the report as the seed holds the licensee (pdb-report-content.ts writes the same shape at Pay).
UPDATE orders o SET report = jsonb_build_object(
  'asOf', to_char(o.order_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'name', coalesce(l.company_name, concat_ws(' ', l.first_name, l.last_name)),
  'identifier', CASE WHEN l.npn IS NOT NULL THEN 'NPN ' || l.npn ELSE 'FEIN ' || l.fein END,
  'demographics', coalesce((
    SELECT jsonb_build_object('address', concat_ws(', ', c.address_line1, c.address_line2, c.city, c.state, c.postal_code), 'email', c.email, 'phone', c.phone)
      FROM licensee_contacts c WHERE c.licensee_id = l.id), '{}'::jsonb),
  'licenses', coalesce((
    SELECT jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
             'state', s.display_name, 'number', li.license_number, 'className', li.license_class_name,
             'residency', CASE li.license_residency WHEN 'RESIDENT' THEN 'Resident' WHEN 'NONRESIDENT' THEN 'Nonresident' ELSE 'Not given' END,
             'status', initcap(li.status), 'expires', to_char(li.expiration_date, 'MM/DD/YYYY'),
             'loas', (SELECT coalesce(jsonb_agg(a.loa_name ORDER BY a.sort_order), '[]'::jsonb) FROM license_loas a WHERE a.license_id = li.id AND a.active)))
           ORDER BY s.display_name, li.license_number)
      FROM licenses li JOIN states s ON s.state_code = li.jurisdiction_code WHERE li.licensee_id = l.id), '[]'::jsonb),
  'appointments', coalesce((
    SELECT jsonb_agg(jsonb_build_object('state', s.display_name, 'company', a.company_name, 'lineOfAuthority', a.line_of_authority,
                                        'since', to_char(a.appointed_on, 'MM/DD/YYYY'))
           ORDER BY s.display_name, a.appointed_on, a.company_name)
      FROM appointments a JOIN states s ON s.state_code = a.state_code WHERE a.licensee_id = l.id), '[]'::jsonb)
)
FROM licensees l
WHERE l.id = o.licensee_id AND o.product = 'PDB Detail Report';
