import { CALL_STATES } from '../../../machines/wizard/steps';
import { valuePath } from './persistence';

/** Inner states in which a call is in flight: Continue is held and the view shows it is busy. */
const BUSY = new Set(CALL_STATES);

type WizardSnapshotLike = { value: unknown; context: { fieldErrors: object; gatewayError: string | null } };

/** The inner state of the current step ('editing', 'failed', …), or '' when the step has none. */
export const selectPhase = (snapshot: WizardSnapshotLike): string =>
  (valuePath(snapshot.value) ?? '').split('.').slice(2).join('.');

export const isBusy = (phase: string) => BUSY.has(phase);

export const selectHasErrors = (snapshot: WizardSnapshotLike) =>
  Object.keys(snapshot.context.fieldErrors).length > 0 || snapshot.context.gatewayError !== null;
