import type { AddressEntry as SavedEntry, AddressField } from '../../../machines/wizard/context';
import * as v from 'valibot';
import { formatYearMonth, monthIndex, parseYearMonth } from '../../../contract/dates';
import { ADDRESS_LINE_MAX_LENGTH } from '../../../contract/fields';
import { earliestStart } from '../../../machines/wizard/history';
import { selectBusy, selectLookupFailed } from '../../../machines/wizard/selectors';
import type { AddressLookup } from '../views/AddressBlock';
import { AddressHistory, type AddressHistoryValues } from '../views/AddressHistory';
import { CurrentAddress, type CurrentAddressValues } from '../views/CurrentAddress';
import { emptyAddressEntry, type AddressEntry } from '../views/types';
import { monthYearParts } from './format';
import { answerAndBack, defineStep, type Intents, type WizardSnapshot } from './viewModel';

/** A saved address entry as the view shows it: the month moved in as month and year boxes. */
const toView = (entry: SavedEntry | null | undefined): AddressEntry =>
  entry ? { address: entry.address, movedIn: monthYearParts(entry.movedIn) } : emptyAddressEntry;

/** What a draft of an address page may hold: the view's address boxes and month and year boxes. */
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const EntryDraftSchema = v.strictObject({
  address: v.strictObject({
    addressLine1: text(ADDRESS_LINE_MAX_LENGTH),
    addressLine2: text(ADDRESS_LINE_MAX_LENGTH),
    city: text(ADDRESS_LINE_MAX_LENGTH),
    postcode: text(ADDRESS_LINE_MAX_LENGTH),
  }),
  movedIn: v.strictObject({ month: text(10), year: text(10) }),
});

/** Two addresses alike, whatever the case and spacing they were written in. */
const sameAddress = (a: SavedEntry['address'], b: SavedEntry['address']) => {
  const key = (x: SavedEntry['address']) =>
    `${x.addressLine1}|${x.postcode}`.replace(/\s+/g, '').toUpperCase();
  return key(a) === key(b);
};

/**
 * The credit file's earlier addresses to offer as previous ones: those that are not the current
 * address and were moved into before it, most recent first.
 */
function earlierOnFile(suggested: readonly SavedEntry[], current: SavedEntry | null): SavedEntry[] {
  const since = current ? parseYearMonth(current.movedIn) : null;
  return suggested.filter((entry) => {
    if (current && sameAddress(entry.address, current.address)) return false;
    const movedIn = parseYearMonth(entry.movedIn);
    return since === null || movedIn === null || monthIndex(movedIn) < monthIndex(since);
  });
}

const isBlank = ({ address, movedIn }: AddressEntry) =>
  [address.addressLine1, address.addressLine2, address.city, address.postcode, movedIn.month, movedIn.year]
    .join('')
    .trim() === '';

/** The postcode finder's state for one address answer: only the one the last lookup was for shows it. */
function lookupOf(snapshot: WizardSnapshot, field: AddressField): AddressLookup {
  if (snapshot.context.lookupFor !== field) return { status: 'idle' };
  if (selectBusy(snapshot)) return { status: 'searching' };
  if (selectLookupFailed(snapshot)) return { status: 'failed' };
  const found = snapshot.context.addressResults;
  return found.length > 0 ? { status: 'found', addresses: found } : { status: 'none' };
}

export const currentAddressStep = defineStep(
  CurrentAddress,
  (snapshot: WizardSnapshot) => {
    const { currentAddress } = snapshot.context.answers;
    const suggested = currentAddress ? undefined : snapshot.context.suggestedAddresses[0];
    return {
      // Prefilled from the credit file, with the month moved in, when nothing was entered yet
      // (WCAG 3.3.7); the claimant confirms it with Continue or changes it.
      values: { currentAddress: toView(currentAddress ?? suggested) },
      fromCreditFile: suggested !== undefined,
      errors: snapshot.context.fieldErrors,
      busy: selectBusy(snapshot),
      lookup: lookupOf(snapshot, 'currentAddress'),
    };
  },
  (intents: Intents) => ({
    ...answerAndBack<CurrentAddressValues>()(intents),
    onFindAddress: (postcode: string) =>
      intents.send({ type: 'user.lookupPostcode', postcode, field: 'currentAddress' }),
  }),
  { draft: v.strictObject({ currentAddress: EntryDraftSchema }) },
);

export const addressHistoryStep = defineStep(
  AddressHistory,
  (snapshot: WizardSnapshot) => {
    const { previousAddresses: saved, currentAddress } = snapshot.context.answers;
    const offered =
      saved.length > 0 ? [] : earlierOnFile(snapshot.context.suggestedAddresses, currentAddress);
    const previous = saved.length > 0 ? saved : offered;
    const start = earliestStart(snapshot.context);
    return {
      values: {
        previousAddresses: [toView(previous[0]), toView(previous[1])] as [AddressEntry, AddressEntry],
      },
      fromCreditFile: offered.length > 0,
      errors: snapshot.context.fieldErrors,
      busy: selectBusy(snapshot),
      since: start ? formatYearMonth(start) : 'your earliest agreement started',
      lookups: {
        'previousAddresses.0': lookupOf(snapshot, 'previousAddresses.0'),
        'previousAddresses.1': lookupOf(snapshot, 'previousAddresses.1'),
      },
    };
  },
  ({ send }: Intents) => ({
    // The address before the previous one is optional: left blank, it is not an answer.
    onContinue: ({ previousAddresses }: AddressHistoryValues) =>
      send({
        type: 'user.continue',
        answers: {
          previousAddresses: previousAddresses.filter((entry, index) => index === 0 || !isBlank(entry)),
        },
      }),
    onBack: () => send({ type: 'user.back' }),
    onFindAddress: (field: AddressField, postcode: string) =>
      send({ type: 'user.lookupPostcode', postcode, field }),
  }),
  { draft: v.strictObject({ previousAddresses: v.tuple([EntryDraftSchema, EntryDraftSchema]) }) },
);
