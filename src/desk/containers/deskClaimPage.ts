// What the claim page's views need of the desk's claim machine besides its state: the ids it keys
// field errors by, the words for an amount and a determination, and where a determination check's
// figures start. The container hands them down, as views import machines' types only.
import { AMOUNT_NAMES } from '../../../machines/desk/amount';
import { fieldIds } from '../../../machines/desk/deskClaimTypes';
import {
  DETERMINATION_OUTCOME_WORDS,
  DETERMINATION_OUTCOMES,
  NO_DETERMINATION,
} from '../../../machines/desk/determination';
import { figuresToStart } from '../../../machines/desk/determinationCheck';
import type { DeskClaimPageParts } from '../views/claim/claimPageParts';

export const DESK_CLAIM_PAGE_PARTS: DeskClaimPageParts = {
  fieldIds,
  amountNames: AMOUNT_NAMES,
  determinationOutcomes: DETERMINATION_OUTCOMES,
  determinationOutcomeWords: DETERMINATION_OUTCOME_WORDS,
  noDetermination: NO_DETERMINATION,
  figuresToStart,
};
