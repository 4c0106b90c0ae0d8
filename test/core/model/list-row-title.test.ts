/**
 * Repeated groups have one plain label (core/model/modules.ts listRowTitle): "Professional
 * reference 2", the same in the review, on the module page (ModuleFields) and in the registry's
 * messages (the sandbox's, which the module page places on the field of that row).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { listRowTitle, type Component } from '../../../core/model/modules';
import { fieldOfMessage } from '../../../core/rules/modules';
import { reviewSection } from '../../../core/use-cases/flow-steps/review';
import { validateModuleData } from '../../../sandbox/domain/module-validation';

test('repeated groups are labelled in the singular, numbered from 1: "Professional reference 1", not "Professional references 1"', () => {
  assert.is(listRowTitle('Professional references', 0), 'Professional reference 1');
  assert.is(listRowTitle('Employers', 1), 'Employer 2');
  assert.is(listRowTitle('Addresses', 0), 'Address 1');
  assert.is(listRowTitle('Activities', 2), 'Activity 3');
  assert.is(listRowTitle('Employment history', 0), 'Employment history 1');
  assert.is(listRowTitle('Business', 0), 'Business 1');
});

test('repeated groups: the review, the core and the sandbox say the same row label', () => {
  const components: Component[] = [
    {
      kind: 'list',
      key: 'references',
      title: 'Professional references',
      components: [{ kind: 'field', key: 'referenceName', title: 'Reference Name', type: 'text', required: true }],
    },
  ];
  const data = { references: [{ referenceName: 'Maria Lopez' }, { referenceName: '' }] };
  const section = reviewSection('FLOWS', 'F-1', { id: 'M', path: 'employment', title: 'Employment', contextualMessageId: 'm' }, { components, data });
  assert.equal(
    section.rows.map((r) => r.label),
    ['Professional reference 1: Reference Name', 'Professional reference 2: Reference Name'],
  );
  const [message] = validateModuleData(components, data);
  assert.is(message, 'Professional reference 2: Reference Name is a required field');
  // The module page puts the registry's message on the field its row label names.
  assert.is(fieldOfMessage(components, data, message ?? ''), 'references.1.referenceName');
});

test.run();
