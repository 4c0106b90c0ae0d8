-- Module configurations (docs/portal.md §Modules "Module config component kinds"). Together they use every kind and
-- option: text fields with mask and placeholder, zipCode, radio, checkbox, select; required as a
-- boolean and as conditions; when with is / isNot combined by AND and OR; regex, minLength,
-- maxLength; help, sensitive, disabled, defaultValue; groups (one disabled); lists with and
-- without DISABLE_ADD; questions with a comment and params.

INSERT INTO module_configs (path, id, title, contextual_message_id, components, default_data) VALUES
('biographic', 'MOD-BIOGRAPHIC', 'Biographic Information', 'module-biographic', '[
  {"kind": "group", "key": "personal", "title": "Personal information", "components": [
    {"kind": "field", "key": "firstName", "title": "First Name", "type": "text", "required": true,
     "help": "As it appears on your government-issued ID.",
     "validation": {"regex": "^[A-Za-z .''-]+$", "maxLength": 25}},
    {"kind": "field", "key": "middleName", "title": "Middle Name", "type": "text", "validation": {"maxLength": 25}},
    {"kind": "field", "key": "lastName", "title": "Last Name", "type": "text", "required": true,
     "validation": {"regex": "^[A-Za-z .''-]+$", "maxLength": 100}},
    {"kind": "field", "key": "birthDate", "title": "Date of Birth", "type": "text", "mask": "99/99/9999", "placeholder": "MM/DD/YYYY",
     "required": true, "validation": {"regex": "^(0[1-9]|1[0-2])/(0[1-9]|[12][0-9]|3[01])/(19|20)[0-9]{2}$"}},
    {"kind": "field", "key": "gender", "title": "Gender", "type": "radio", "required": true,
     "options": [{"label": "Female", "value": "F"}, {"label": "Male", "value": "M"}, {"label": "Not specified", "value": "X"}]}
  ]},
  {"kind": "group", "key": "registry", "title": "Registry record", "disabled": true, "components": [
    {"kind": "field", "key": "npn", "title": "National Producer Number (NPN)", "type": "text", "disabled": true},
    {"kind": "field", "key": "ssn", "title": "Social Security Number (SSN)", "type": "text", "mask": "999-99-9999", "sensitive": true,
     "defaultValue": "***-**-****", "help": "Kept on file by the registry; contact customer service to correct it."}
  ]},
  {"kind": "field", "key": "contactPreference", "title": "Preferred contact method", "type": "select", "required": true, "defaultValue": "EMAIL",
   "options": [{"label": "Email", "value": "EMAIL"}, {"label": "Phone", "value": "PHONE"}, {"label": "Mail", "value": "MAIL"}]},
  {"kind": "field", "key": "email", "title": "Email", "type": "text", "placeholder": "name@example.com",
   "required": {"conditions": [{"key": "contactPreference", "is": "EMAIL"}]},
   "validation": {"regex": "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$", "maxLength": 100}},
  {"kind": "field", "key": "textAlerts", "title": "Text alerts", "type": "checkbox",
   "options": [{"label": "Text me about my application", "value": "YES"}]},
  {"kind": "field", "key": "phone", "title": "Phone", "type": "text", "mask": "(999) 999-9999", "placeholder": "(555) 555-5555",
   "required": {"operator": "OR", "conditions": [{"key": "contactPreference", "is": "PHONE"}, {"key": "textAlerts", "is": "YES"}]},
   "validation": {"regex": "^\\(\\d{3}\\) \\d{3}-\\d{4}$"}}
]', '{"contactPreference": "EMAIL"}'),

('residence-address', 'MOD-RESIDENCE', 'Residence Address', 'module-residence-address', '[
  {"kind": "field", "key": "country", "title": "Country", "type": "select", "required": true, "defaultValue": "US",
   "options": [{"label": "United States", "value": "US"}, {"label": "Canada", "value": "CA"}]},
  {"kind": "field", "key": "addressLine1", "title": "Address Line 1", "type": "text", "required": true, "validation": {"maxLength": 100}},
  {"kind": "field", "key": "addressLine2", "title": "Address Line 2", "type": "text", "validation": {"maxLength": 100}},
  {"kind": "field", "key": "city", "title": "City", "type": "text", "required": true, "validation": {"maxLength": 50}},
  {"kind": "field", "key": "state", "title": "State", "type": "select", "required": true, "options": [],
   "when": {"conditions": [{"key": "country", "is": "US"}]}},
  {"kind": "field", "key": "zipCode", "title": "Zip Code", "type": "zipCode", "required": true,
   "when": {"conditions": [{"key": "country", "is": "US"}]}, "validation": {"regex": "^\\d{5}(-?\\d{4})?$"}},
  {"kind": "field", "key": "province", "title": "Province", "type": "text", "required": true,
   "when": {"conditions": [{"key": "country", "isNot": "US"}]}},
  {"kind": "field", "key": "postalCode", "title": "Postal Code", "type": "text", "required": true,
   "when": {"conditions": [{"key": "country", "isNot": ["US"]}]}, "validation": {"minLength": 6, "maxLength": 7}},
  {"kind": "field", "key": "yearsAtAddress", "title": "Years at this address", "type": "radio", "required": true,
   "options": [{"label": "Less than 3", "value": "LESS_THAN_3"}, {"label": "3 or more", "value": "3_OR_MORE"}]},
  {"kind": "group", "key": "previous", "title": "Previous address",
   "when": {"operator": "AND", "conditions": [{"key": "yearsAtAddress", "is": "LESS_THAN_3"}, {"key": "country", "is": "US"}]},
   "components": [
    {"kind": "field", "key": "previousAddressLine1", "title": "Previous Address Line 1", "type": "text", "required": true},
    {"kind": "field", "key": "previousCity", "title": "Previous City", "type": "text", "required": true},
    {"kind": "field", "key": "previousZipCode", "title": "Previous Zip Code", "type": "zipCode", "required": true,
     "validation": {"regex": "^\\d{5}(-?\\d{4})?$"}}
  ]}
]', '{"country": "US"}'),

('background-questions', 'MOD-BACKGROUND', 'Background Questions', 'module-background-questions', '[
  {"kind": "question",
   "field": {"kind": "field", "key": "felony", "title": "Have you ever been convicted of a felony?", "type": "radio", "required": true,
             "options": [{"label": "Yes", "value": "YES"}, {"label": "No", "value": "NO"}]},
   "comment": {"kind": "field", "key": "felonyExplanation", "title": "Felony explanation", "type": "text",
               "required": {"conditions": [{"key": "felony", "is": "YES"}]}, "when": {"conditions": [{"key": "felony", "is": "YES"}]},
               "validation": {"minLength": 20, "maxLength": 500}},
   "params": {"headerText": "Criminal history", "supplementalText": "Include convictions that were expunged or sealed.",
              "answerText": "If you answered Yes, describe each conviction: the date, the court and the outcome."}},
  {"kind": "question",
   "field": {"kind": "field", "key": "regulatoryAction", "title": "Has an insurance regulator ever taken action against you?", "type": "radio",
             "required": true, "options": [{"label": "Yes", "value": "YES"}, {"label": "No", "value": "NO"}]},
   "comment": {"kind": "field", "key": "regulatoryExplanation", "title": "Regulatory action explanation", "type": "text",
               "required": {"conditions": [{"key": "regulatoryAction", "is": "YES"}]}, "when": {"conditions": [{"key": "regulatoryAction", "isNot": "NO"}]},
               "validation": {"maxLength": 500}},
   "params": {"headerText": "Regulatory history"}},
  {"kind": "question",
   "field": {"kind": "field", "key": "childSupport", "title": "Are you more than 12 months behind on child support?", "type": "radio",
             "required": true, "defaultValue": "NO", "options": [{"label": "Yes", "value": "YES"}, {"label": "No", "value": "NO"}]}}
]', '{}'),

('employment-history', 'MOD-EMPLOYMENT', 'Employment History', 'module-employment-history', '[
  {"kind": "list", "key": "employers", "title": "Employment history", "components": [
    {"kind": "field", "key": "employer", "title": "Employer", "type": "text", "required": true, "validation": {"maxLength": 100}},
    {"kind": "field", "key": "position", "title": "Position", "type": "text", "required": true, "validation": {"maxLength": 60}},
    {"kind": "field", "key": "startDate", "title": "Start Date", "type": "text", "mask": "99/99/9999", "placeholder": "MM/DD/YYYY", "required": true,
     "validation": {"regex": "^(0[1-9]|1[0-2])/(0[1-9]|[12][0-9]|3[01])/(19|20)[0-9]{2}$"}},
    {"kind": "field", "key": "current", "title": "Current employer", "type": "checkbox", "options": [{"label": "I still work here", "value": "YES"}]},
    {"kind": "field", "key": "endDate", "title": "End Date", "type": "text", "mask": "99/99/9999", "placeholder": "MM/DD/YYYY", "required": true,
     "when": {"conditions": [{"key": "current", "isNot": "YES"}]},
     "validation": {"regex": "^(0[1-9]|1[0-2])/(0[1-9]|[12][0-9]|3[01])/(19|20)[0-9]{2}$"}}
  ]},
  {"kind": "list", "key": "references", "title": "Professional references", "flags": ["DISABLE_ADD"], "components": [
    {"kind": "field", "key": "referenceName", "title": "Reference Name", "type": "text", "required": true, "validation": {"maxLength": 100}},
    {"kind": "field", "key": "referencePhone", "title": "Reference Phone", "type": "text", "mask": "(999) 999-9999", "required": true,
     "validation": {"regex": "^\\(\\d{3}\\) \\d{3}-\\d{4}$"}}
  ]}
]', '{"employers": [], "references": [{}, {}]}'),

('contact-details', 'MOD-CONTACT', 'Contact Details', 'module-contact-details', '[
  {"kind": "field", "key": "email", "title": "Email", "type": "text", "placeholder": "name@example.com", "required": true,
   "validation": {"regex": "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$", "maxLength": 100}},
  {"kind": "field", "key": "phone", "title": "Phone", "type": "text", "mask": "(999) 999-9999", "required": true,
   "validation": {"regex": "^\\(\\d{3}\\) \\d{3}-\\d{4}$"}},
  {"kind": "field", "key": "fax", "title": "Fax", "type": "text", "mask": "(999) 999-9999", "validation": {"regex": "^\\(\\d{3}\\) \\d{3}-\\d{4}$"}}
]', '{}');

-- The State select lists the US states and territories of the reference list (migration 003).
UPDATE module_configs
   SET components = jsonb_set(components, '{4,options}',
         (SELECT jsonb_agg(jsonb_build_object('label', display_name, 'value', state_code) ORDER BY display_name) FROM states))
 WHERE path = 'residence-address';

INSERT INTO product_modules (product_type, position, path) VALUES
  ('PRODUCER_LICENSING', 1, 'biographic'), ('PRODUCER_LICENSING', 2, 'residence-address'),
  ('PRODUCER_LICENSING', 3, 'background-questions'), ('PRODUCER_LICENSING', 4, 'employment-history'),
  ('ADJUSTER_LICENSING', 1, 'biographic'), ('ADJUSTER_LICENSING', 2, 'residence-address'),
  ('ADJUSTER_LICENSING', 3, 'background-questions'), ('ADJUSTER_LICENSING', 4, 'employment-history'),
  ('OTHER_LICENSING', 1, 'biographic'), ('OTHER_LICENSING', 2, 'residence-address'), ('OTHER_LICENSING', 3, 'background-questions'),
  ('CONTACT_CHANGE', 1, 'residence-address'), ('CONTACT_CHANGE', 2, 'contact-details');

INSERT INTO contextual_messages (location_id, text, state_codes) VALUES
  ('module-biographic', 'Enter your legal name exactly as it appears on your government-issued ID.', '{}'),
  ('module-residence-address', 'Your residence address must be a physical address; post office boxes are not accepted.', '{}'),
  ('module-residence-address', 'California mails license documents to the residence address on file.', '{CA}'),
  ('module-background-questions', 'Answering Yes does not by itself disqualify an application; every answer is reviewed.', '{}'),
  ('module-background-questions', 'Texas requires certified court documents for every Yes answer.', '{TX}'),
  ('module-employment-history', 'List the last five years of employment, most recent first.', '{}'),
  ('module-contact-details', 'Each state you are licensed in receives the updated contact details.', '{}'),
  ('submitter', 'The submitter receives every notice about this application.', '{}'),
  ('attestation', 'Read each statement carefully: a false attestation may lead to license revocation.', '{}'),
  ('fee-estimate', 'State fees are set by each state and are not refundable once the application is submitted.', '{}'),
  ('fee-estimate', 'Florida adds a fingerprint processing fee that is paid to the vendor.', '{FL}');
