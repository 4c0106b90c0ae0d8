/**
 * address search <query...>: the submitter form's address search (docs/portal.md §Address lookup, §Calls)
 * through the same address service the portal builds (adapters/address/address-service.ts) and
 * in the form's words (core/use-cases/address-lookup/search-view.ts): the addresses found,
 * numbered, or that none was found; a failed search says what the form says (exit 1). A query
 * with nothing to search is bad usage (exit 2). US addresses, as the form searches.
 */
import type { Command } from 'commander';
import { DomainFailure } from '../../core/errors';
import { ADDRESS_QUERY_EMPTY, addressQuery, addressSearchView, type AddressSearchOutcome } from '../../core/use-cases/address-lookup/search-view';
import { addressRecord } from '../output/portal-records';
import { domainFailure } from '../call';
import type { CliContext, ContextFor } from '../context';
import { topCommand } from './index';
import { failed, usage } from '../exit';

async function search(ctx: CliContext, typed: string): Promise<void> {
  const query = addressQuery(typed);
  if (query === undefined) throw usage(ADDRESS_QUERY_EMPTY);
  const service = await (await ctx.services()).addressService();
  let outcome: AddressSearchOutcome;
  try {
    outcome = { kind: 'FOUND', addresses: await service.fetchAddresses(query) };
  } catch (error) {
    // What the form says, then why (a registry failure is shown as every command shows one).
    const text = `${addressSearchView(service.state.status, { kind: 'FAILED' }).text}\n${error instanceof Error ? error.message : String(error)}`;
    throw error instanceof DomainFailure ? domainFailure(ctx, error.error, text) : failed(text);
  }
  const view = addressSearchView(service.state.status, outcome);
  ctx.out.result(
    { query, text: view.text, addresses: view.choices.map((c, i) => addressRecord(c.address, i)) },
    () => `${view.text}\n${view.choices.map((c, i) => `${i + 1}. ${c.label}\n`).join('')}`,
  );
}

export function registerAddress(program: Command, contextFor: ContextFor): void {
  topCommand(program, 'address')
    .command('search')
    .description('find US addresses by part of one (street, city or ZIP code), as the submitter form does')
    .argument('<query...>', 'part of a US address; several words are one query')
    .action(async (words: string[], _options: unknown, command: Command) => search(contextFor(command), words.join(' ')));
}
