import { shallowEqual, useSelector } from '@xstate/react';
import {
  selectAsksCurrentPassword,
  selectBusy,
  selectPasswordErrors,
  selectSaveForLater,
} from '../../machines/wizard/selectors';
import type { JourneyActor } from './actor';
import { stepTitles, type StepTitleKey } from './views/titles';
import { SaveForLater } from './views/SaveForLater';

/** "Save and come back later" on the page: the wizard decides the phase; each action is one event. */
export function SaveForLaterContainer({
  actor,
  focusHeading,
}: {
  actor: JourneyActor;
  focusHeading: boolean;
}) {
  const view = useSelector(
    actor,
    (snapshot) => ({
      phase: selectSaveForLater(snapshot) ?? 'password',
      email: snapshot.context.answers.email,
      resumeAt: stepTitles[snapshot.context.current.replace('.', '/') as StepTitleKey],
      errors: selectPasswordErrors(snapshot),
      busy: selectBusy(snapshot),
      currentPasswordProblem: selectAsksCurrentPassword(snapshot) ? snapshot.context.gatewayError : null,
    }),
    shallowEqual,
  );
  return (
    <SaveForLater
      {...view}
      focusHeading={focusHeading}
      onContinue={(answers) => actor.send({ type: 'user.continue', answers })}
      onBack={() => actor.send({ type: 'user.back' })}
    />
  );
}
