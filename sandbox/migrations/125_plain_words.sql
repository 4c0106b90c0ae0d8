-- Plain words and fair questions in the seeded modules (issue 25):
-- module titles in sentence case, with "Personal details" for the registry's "biographic" module;
-- a legal declaration starts unanswered (no "No" chosen for the licensee), and each explanation
-- box of the background questions shows once its question is answered Yes.
UPDATE module_configs SET title = 'Personal details' WHERE path = 'biographic';
UPDATE module_configs SET title = 'Residence address' WHERE path = 'residence-address';
UPDATE module_configs SET title = 'Background questions' WHERE path = 'background-questions';
UPDATE module_configs SET title = 'Employment history' WHERE path = 'employment-history';
UPDATE module_configs SET title = 'Contact details' WHERE path = 'contact-details';
UPDATE module_configs SET title = 'Mailing address' WHERE path = 'mailing-address';

UPDATE module_configs
   SET components = jsonb_set(components #- '{2,field,defaultValue}', '{1,comment,when}',
                              '{"conditions": [{"key": "regulatoryAction", "is": "YES"}]}'::jsonb)
 WHERE path = 'background-questions';
