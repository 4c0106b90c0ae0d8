-- A contact change may change the mailing address too (docs/portal.md §Contact change: residence,
-- business and mailing addresses): its own module, after the contact details.
INSERT INTO module_configs (path, id, title, contextual_message_id, components, default_data) VALUES
('mailing-address', 'MOD-MAILING', 'Mailing Address', 'module-mailing-address', '[
  {"kind": "field", "key": "addressLine1", "title": "Mailing Address Line 1", "type": "text", "required": true, "validation": {"maxLength": 100}},
  {"kind": "field", "key": "addressLine2", "title": "Mailing Address Line 2", "type": "text", "validation": {"maxLength": 100}},
  {"kind": "field", "key": "city", "title": "Mailing City", "type": "text", "required": true, "validation": {"maxLength": 50}},
  {"kind": "field", "key": "state", "title": "Mailing State", "type": "select", "required": true, "options": []},
  {"kind": "field", "key": "zipCode", "title": "Mailing Zip Code", "type": "zipCode", "required": true, "validation": {"regex": "^\\d{5}(-?\\d{4})?$"}}
]', '{}');

UPDATE module_configs
   SET components = jsonb_set(components, '{3,options}',
         (SELECT jsonb_agg(jsonb_build_object('label', display_name, 'value', state_code) ORDER BY display_name) FROM states))
 WHERE path = 'mailing-address';

INSERT INTO product_modules (product_type, position, path) VALUES ('CONTACT_CHANGE', 3, 'mailing-address');

INSERT INTO contextual_messages (location_id, text, state_codes) VALUES
  ('module-mailing-address', 'Where the registry and the states send your license documents. A post office box is accepted here.', '{}');
