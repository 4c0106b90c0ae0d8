import { test } from 'uvu';
import { ContextualMessages, ContextualMessagesByLocation, ContextualMessagesRequest } from '../../../core/model/contextual-messages';
import { ErrorResponse } from '../../../core/model/error-response';
import { IncompleteApplications } from '../../../core/model/incomplete';
import { FlowCreated, PdbReportMetadata, PdbReportStatus } from '../../../core/model/pdb-report';
import { decodes, rejects } from './expect-decode';

test('contextual messages: by flow location and keyed by locationId', () => {
  decodes(ContextualMessages, [{ text: 'Fingerprints are required in Oklahoma.', stateCodes: ['OK'] }]);
  decodes(ContextualMessagesRequest, { flowId: 'f-1', locationIds: ['bio', 'review'] });
  decodes(ContextualMessagesByLocation, { bio: [{ text: 'Check your name.', stateCodes: [] }], review: [] });
  rejects(ContextualMessagesByLocation, { bio: [{ text: 'x' }] }, 'Invalid field(s) bio.0.stateCodes');
});

test('pdb report: metadata, created flow and status decode', () => {
  decodes(PdbReportMetadata, { residentStates: ['TX'], price: '15.00' });
  decodes(PdbReportMetadata, {
    residentStates: [],
    price: '15.00',
    demographicsDate: '2026-01-01',
    licensingDate: '2026-01-02',
    appointmentsDate: '2026-01-03',
  });
  decodes(FlowCreated, { flowId: 'f-1' });
  decodes(PdbReportStatus, { flowId: 'f-1', status: 'READY', orderCode: 'ORD-9' });
  rejects(PdbReportMetadata, { residentStates: 'TX', price: 15 }, 'Invalid field(s) residentStates, price');
});

test('incomplete applications decode', () => {
  decodes(IncompleteApplications, [
    {
      batchCode: 'B-1',
      gatewayProductName: 'Producer Licensing',
      isLicensing: true,
      dateModified: '2026-02-01T10:00:00Z',
      isPayable: false,
      licenses: [{ stateName: 'Oklahoma', licenseClassName: 'GLA', loaNames: ['Life'] }],
    },
  ]);
  rejects(
    IncompleteApplications,
    [{ batchCode: 'B-1', gatewayProductName: 'P', isLicensing: true, dateModified: 'x', isPayable: false, licenses: [{ stateName: 'OK' }] }],
    'Invalid field(s) 0.licenses.0.licenseClassName, 0.licenses.0.loaNames',
  );
});

test('error response: a list of messages', () => {
  decodes(ErrorResponse, { errors: ['Email is not valid'] });
  rejects(ErrorResponse, { errors: 'Email is not valid' }, 'Invalid field(s) errors');
});

test.run();
