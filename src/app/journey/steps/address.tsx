import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { AddressEntry } from '../../../../machines/wizard/context';
import { formatYearMonth } from '../../../../contract/dates';
import { earliestStart } from '../../../../machines/wizard/history';
import type { AddressLookup } from '../../../views/form/AddressBlock';
import { AddressHistory } from '../../../views/form/AddressHistory';
import { CurrentAddress } from '../../../views/form/CurrentAddress';
import { emptyDatedAddress, type DatedAddress } from '../../../views/form/types';
import type { JourneyActor } from '../actor';
import { monthYearParts } from './format';
import { continueWith, useRenamedErrors, type StepPage } from './shared';

const toView = (entry: AddressEntry | null | undefined): DatedAddress =>
  entry ? { ...entry.address, movedIn: monthYearParts(entry.movedIn) } : emptyDatedAddress;

const toEntry = ({ movedIn, ...address }: DatedAddress) => ({ address, movedIn });

const isBlank = (value: DatedAddress) =>
  [
    value.addressLine1,
    value.addressLine2,
    value.city,
    value.postcode,
    value.movedIn.month,
    value.movedIn.year,
  ]
    .join('')
    .trim() === '';

/** The postcode finder's state for the block that asked last. */
function useLookup(actor: JourneyActor, phase: string) {
  const results = useSelector(actor, (s) => s.context.addressResults);
  const [asked, setAsked] = useState<string | null>(null);
  const status = (target: string): AddressLookup => {
    if (asked !== target) return { status: 'idle' };
    if (phase === 'lookingUp') return { status: 'searching' };
    if (phase === 'failed') return { status: 'failed' };
    return results.length > 0 ? { status: 'found', addresses: results } : { status: 'none' };
  };
  const find = (target: string, postcode: string) => {
    setAsked(target);
    // A failed lookup is left first, so the finder can be used again.
    if (phase === 'failed') actor.send({ type: 'user.back' });
    actor.send({ type: 'user.lookupPostcode', postcode });
  };
  return { status, find, asked };
}

export function CurrentAddressStep(page: StepPage) {
  const { actor, phase, leave: _leave, busy: _busy, ...view } = page;
  const saved = useSelector(actor, (s) => s.context.answers.currentAddress);
  const suggested = useSelector(actor, (s) => s.context.suggestedAddresses[0]);
  const lookup = useLookup(actor, phase);
  const errors = useRenamedErrors(
    useSelector(actor, (s) => s.context.fieldErrors),
    (key) =>
      key === 'postcode'
        ? 'lookupPostcode'
        : key.startsWith('current.address.')
          ? key.slice('current.address.'.length)
          : key === 'current.movedIn'
            ? 'movedIn'
            : key.startsWith('current')
              ? 'addressLine1'
              : key,
  );
  // Prefilled from the credit file when nothing was entered yet (WCAG 3.3.7).
  const values = saved
    ? toView(saved)
    : suggested
      ? { ...emptyDatedAddress, ...suggested }
      : emptyDatedAddress;
  return (
    <CurrentAddress
      values={values}
      errors={errors}
      lookup={lookup.status('current')}
      onFindAddress={(postcode) => lookup.find('current', postcode)}
      onContinue={(value) =>
        continueWith(page, { type: 'user.continue', answers: { current: toEntry(value) } })
      }
      busy={phase === 'lookingUp'}
      {...view}
    />
  );
}

const targets = ['previousAddress', 'previousPreviousAddress'] as const;

export function AddressHistoryStep(page: StepPage) {
  const { actor, phase, leave: _leave, busy: _busy, ...view } = page;
  const previous = useSelector(actor, (s) => s.context.answers.previousAddresses);
  const since = useSelector(actor, (s) => {
    const start = earliestStart(s.context);
    return start ? formatYearMonth(start) : 'your earliest agreement started';
  });
  const lookup = useLookup(actor, phase);
  const errors = useRenamedErrors(
    useSelector(actor, (s) => s.context.fieldErrors),
    (key) => {
      if (key === 'postcode') return `${lookup.asked ?? 'previousAddress'}.lookupPostcode`;
      // The history as a whole stops short: the first address's moved-in date is what to look at.
      if (key === 'previousAddresses') return 'previousAddress.movedIn';
      const match = /^previousAddresses\.(\d)\.(?:address\.)?(.+)$/.exec(key);
      if (!match) return key;
      return `${targets[Number(match[1])] ?? 'previousAddress'}.${match[2]}`;
    },
  );
  return (
    <AddressHistory
      values={{ previousAddress: toView(previous[0]), previousPreviousAddress: toView(previous[1]) }}
      errors={errors}
      since={since}
      lookups={{
        previousAddress: lookup.status('previousAddress'),
        previousPreviousAddress: lookup.status('previousPreviousAddress'),
      }}
      onFindAddress={(target, postcode) => lookup.find(target, postcode)}
      onContinue={(value) => {
        const entries = [value.previousAddress, value.previousPreviousAddress]
          .filter((entry, index) => index === 0 || !isBlank(entry))
          .map(toEntry);
        continueWith(page, { type: 'user.continue', answers: { previousAddresses: entries } });
      }}
      busy={phase === 'lookingUp'}
      {...view}
    />
  );
}
