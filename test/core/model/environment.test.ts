import { test } from 'uvu';
import { RuntimeConfig } from '../../../core/model/config';
import { MaintenanceNotifications } from '../../../core/model/maintenance';
import { Countries, Provinces, States } from '../../../core/model/reference-data';
import { UserInfo } from '../../../core/model/user-info';
import { decodes, rejects } from './expect-decode';

test('user info: decodes with the optional fields', () => {
  decodes(UserInfo, { displayName: 'Alice Morgan', ldapUser: false });
  decodes(UserInfo, {
    displayName: 'Acme',
    ldapUser: true,
    uid: 'firm-acme',
    name: 'Acme Insurance Agency',
    suffix: 'LLC',
    npn: '2000001',
    fein: '12-3456789',
  });
  rejects(UserInfo, { displayName: 'Alice', ldapUser: 'no' }, 'Invalid field(s) ldapUser');
});

test('maintenance: notifications decode with optional actions', () => {
  decodes(MaintenanceNotifications, [
    { message: 'Down Sunday', level: 'WARNING' },
    { message: 'Down now', level: 'ALERT', actions: ['disableLogin'] },
  ]);
  rejects(MaintenanceNotifications, [{ message: 'x', level: 'INFO' }], 'Invalid field(s) 0.level');
});

test('reference data: countries, states and provinces decode', () => {
  decodes(Countries, [
    { licensehubCountryCode: 1, displayName: 'United States', isoCountryCode: 'US' },
    { licensehubCountryCode: 156, displayName: 'Canada', isoCountryCode: 'CA' },
  ]);
  decodes(States, [{ stateCode: 'TX', displayName: 'Texas' }]);
  decodes(Provinces, [{ provinceCode: 'ON', displayName: 'Ontario' }]);
  rejects(Countries, [{ licensehubCountryCode: '1', displayName: 'United States', isoCountryCode: 'US' }], 'Invalid field(s) 0.licensehubCountryCode');
});

test('config: runtime configuration decodes; an unknown feature is named', () => {
  const config = {
    apiBase: '/my-licensehub/api',
    appBase: '/my-licensehub/frontend',
    homePath: '/my-licensehub/',
    logoutPath: '/my-licensehub/logout',
    providerHomepage: 'https://registry.example',
    disabledFeatures: ['continuing_education'],
  };
  decodes(RuntimeConfig, config);
  decodes(RuntimeConfig, { ...config, environmentId: 'qa', telemetry: { analyticsUrl: '/a', errorsUrl: '/e', replayUrl: '/r' } });
  rejects(RuntimeConfig, { ...config, disabledFeatures: ['payments'], environmentId: 'staging' }, 'Invalid field(s) disabledFeatures.0, environmentId');
});

test('config: the provider contact is optional, and each of its parts is text', () => {
  const config = {
    apiBase: '/my-licensehub/api',
    appBase: '/my-licensehub/frontend',
    homePath: '/my-licensehub/',
    logoutPath: '/my-licensehub/logout',
    providerHomepage: 'https://registry.example',
    disabledFeatures: [],
  };
  decodes(RuntimeConfig, { ...config, providerContact: { phone: '1-800-555-0134', email: 'help@registry.example', hours: 'Mon–Fri' } });
  decodes(RuntimeConfig, { ...config, providerContact: { phone: '1-800-555-0134' } });
  rejects(RuntimeConfig, { ...config, providerContact: { phone: 18005550134 } }, 'Invalid field(s) providerContact.phone');
});

test.run();
