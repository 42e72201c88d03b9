import type { AddressEntry as SavedEntry, AddressField } from '../../../machines/wizard/context';
import { formatYearMonth } from '../../../contract/dates';
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
    const suggested = snapshot.context.suggestedAddresses[0];
    return {
      // Prefilled from the credit file when nothing was entered yet (WCAG 3.3.7).
      values: {
        currentAddress:
          currentAddress || !suggested
            ? toView(currentAddress)
            : { ...emptyAddressEntry, address: suggested },
      },
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
);

export const addressHistoryStep = defineStep(
  AddressHistory,
  (snapshot: WizardSnapshot) => {
    const previous = snapshot.context.answers.previousAddresses;
    const start = earliestStart(snapshot.context);
    return {
      values: {
        previousAddresses: [toView(previous[0]), toView(previous[1])] as [AddressEntry, AddressEntry],
      },
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
);
