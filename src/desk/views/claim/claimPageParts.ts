// What the claim page's forms need of the desk's claim machine, handed down by its container
// (src/desk/containers/deskClaimPage.ts), since views import machines' types only: the ids the
// machine keys field errors by, the words for an amount and a determination, and where a
// determination check's figures start.
import type { AMOUNT_NAMES } from '../../../../machines/desk/amount';
import type { fieldIds } from '../../../../machines/desk/deskClaimTypes';
import type {
  DETERMINATION_OUTCOME_WORDS,
  DETERMINATION_OUTCOMES,
  TypedDetermination,
} from '../../../../machines/desk/determination';
import type { figuresToStart } from '../../../../machines/desk/determinationCheck';

export interface DeskClaimPageParts {
  fieldIds: typeof fieldIds;
  amountNames: typeof AMOUNT_NAMES;
  determinationOutcomes: typeof DETERMINATION_OUTCOMES;
  determinationOutcomeWords: typeof DETERMINATION_OUTCOME_WORDS;
  noDetermination: TypedDetermination;
  figuresToStart: typeof figuresToStart;
}
