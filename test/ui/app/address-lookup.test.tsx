/** The address hook and its provider (docs/portal.md §Address lookup "using the address hook outside its provider throws"). */
import { Component, type ReactNode } from 'react';
import * as assert from 'uvu/assert';
import { ADDRESS_HOOK_OUTSIDE_PROVIDER } from '../../../core/use-cases/address-lookup/search-view';
import { AddressProvider, useAddressLookup } from '../../../ui/app/address-lookup';
import { click, screenSuite, waitFor } from '../render';

// Quiet: React reports the error the first test throws on purpose.
const { t, mount } = screenSuite('address lookup hook', { quiet: true });

class Caught extends Component<{ children: ReactNode }, { message?: string }> {
  override state: { message?: string } = {};
  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.message === undefined ? this.props.children : <p role="alert">{this.state.message}</p>;
  }
}

function Lookup() {
  const { status, outcome, search } = useAddressLookup();
  return (
    <button type="button" onClick={() => search('  congress ')}>
      {status} {outcome?.kind ?? 'none'}
    </button>
  );
}

t('address hook: used outside an AddressProvider it throws "useAddressLookup must be used within an AddressProvider"', async () => {
  assert.is(ADDRESS_HOOK_OUTSIDE_PROVIDER, 'useAddressLookup must be used within an AddressProvider');
  await mount({
    element: (
      <Caught>
        <Lookup />
      </Caught>
    ),
  });
  const alert = await waitFor(() => document.querySelector('[role=alert]'), 'the error');
  assert.is(alert.textContent, ADDRESS_HOOK_OUTSIDE_PROVIDER);
});

t('address hook: inside its provider it searches through the address service and gives the answer', async () => {
  const app = await mount({
    element: (
      <AddressProvider>
        <Lookup />
      </AddressProvider>
    ),
    answers: { '/addresses.json': [] },
  });
  const button = await waitFor(() => document.querySelector('button'), 'the button');
  assert.is(button.textContent, 'idle none');
  await click(button);
  await waitFor(() => button.textContent === 'idle FOUND' || undefined, 'the answer');
  assert.ok(app.calls.includes('/addresses.json'));
});

t.run();
