import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { InspectionEvent } from 'xstate';
import type { deskSessionMachine } from '../../../machines/desk/deskSessionMachine';
import { formatUkMobile } from '../../../contract/fields';
import { DeskEnrolAppStep, DeskEnrolCodeStep, DeskEnrolPhoneStep } from '../views/DeskEnrol';
import { DeskCodeStep, DeskPasswordStep } from '../views/DeskSignIn';
import { DeskHeaderLine, type DeskPage } from '../views/DeskHeaderLine';
import { DeskPageWidth } from '../views/deskPageStyles';
import { PageMain } from '../../ui/Page';
import { DeskSessionContext, type DeskSession, type DeskStaff } from './DeskContext';
import type { DeskGateway } from '../adapters/deskGateway';
import { watchDeskActivity } from '../adapters/deskActivity';
import { reportingSessionEnd } from '../adapters/deskMachines';

export interface DeskLayoutContainerProps {
  /** The staff session machine with its sign-in actors provided. */
  sessionMachine: typeof deskSessionMachine;
  gateway: DeskGateway;
  brandName: string;
  inspect?: ((event: InspectionEvent) => void) | undefined;
  /** The desk's page, rendered once a staff member has signed in with both factors. */
  children: ReactNode;
  /** Which of the desk's pages is shown, marked in its navigation. */
  currentPage?: DeskPage | null;
}

/**
 * The desk: sign-in (and, for staff without a second factor, enrolling one) until the staff session
 * is complete, then who is signed in and the page. A page's call refused because the session is
 * over signs the staff member out, and the sign-in page says so.
 */
export function DeskLayoutContainer({
  sessionMachine,
  gateway,
  brandName,
  inspect,
  children,
  currentPage = null,
}: DeskLayoutContainerProps) {
  const actor = useActorRef(sessionMachine, { inspect });
  const view = useSelector(
    actor,
    (s) => ({
      step: s.hasTag('signedIn')
        ? ('signedIn' as const)
        : s.hasTag('secondFactor')
          ? ('code' as const)
          : s.hasTag('enrolPhone')
            ? ('enrolPhone' as const)
            : s.hasTag('enrolCode') || s.hasTag('enrolPreparing')
              ? s.context.enrolment?.kind === 'phone'
                ? ('enrolCode' as const)
                : ('enrolApp' as const)
              : s.hasTag('password')
                ? ('password' as const)
                : ('restoring' as const),
      busy: s.hasTag('busy'),
      email: s.context.email,
      challenge: s.context.challenge,
      enrolment: s.context.enrolment,
      staff: s.context.staff,
      fieldErrors: s.context.fieldErrors,
      problem: s.context.problem,
      notice: s.context.notice,
    }),
    shallowEqual,
  );
  const watchedGateway = useMemo(
    () => reportingSessionEnd(gateway, (reason) => actor.send({ type: 'desk.sessionEnded', reason })),
    [gateway, actor],
  );
  const session = useMemo<DeskSession | null>(
    () => (view.staff?.role ? { staff: view.staff as DeskStaff, gateway: watchedGateway } : null),
    [view.staff, watchedGateway],
  );
  const startAgain = () => actor.send({ type: 'user.startAgain' });
  // Signed in, activity here or in another desk tab restarts the idle sign-out (decision 217).
  const signedIn = view.step === 'signedIn';
  useEffect(
    () => (signedIn ? watchDeskActivity(() => actor.send({ type: 'desk.activity' })) : undefined),
    [signedIn, actor],
  );

  if (view.step === 'signedIn' && session) {
    return (
      <PageMain>
        <DeskPageWidth />
        <DeskHeaderLine
          email={session.staff.email}
          role={session.staff.role}
          workspaces={session.staff.workspaces}
          signingOut={view.busy}
          onSignOut={() => actor.send({ type: 'user.signOut' })}
          currentPage={currentPage}
        />
        <DeskSessionContext value={session}>{children}</DeskSessionContext>
      </PageMain>
    );
  }
  return (
    <PageMain>
      <DeskPageWidth />
      {view.step === 'restoring' && (
        <>
          <title>{`Sign in to the desk – ${brandName}`}</title>
          <p role="status">Checking your sign-in…</p>
        </>
      )}
      {view.step === 'password' && (
        <DeskPasswordStep
          brandName={brandName}
          email={view.email}
          fieldErrors={view.fieldErrors}
          problem={view.problem}
          notice={view.notice}
          busy={view.busy}
          onSignIn={(email, password) => actor.send({ type: 'user.signIn', email, password })}
        />
      )}
      {view.step === 'code' && view.challenge && (
        <DeskCodeStep
          brandName={brandName}
          challenge={view.challenge}
          fieldErrors={view.fieldErrors}
          problem={view.problem}
          notice={view.notice}
          busy={view.busy}
          onSubmitCode={(code) => actor.send({ type: 'user.submitCode', code })}
          onResendCode={() => actor.send({ type: 'user.resendCode' })}
          onStartAgain={startAgain}
        />
      )}
      {view.step === 'enrolPhone' && (
        <DeskEnrolPhoneStep
          brandName={brandName}
          fieldErrors={view.fieldErrors}
          problem={view.problem}
          busy={view.busy}
          onSubmitPhone={(phoneNumber) => actor.send({ type: 'user.submitPhone', phoneNumber })}
          onStartAgain={startAgain}
        />
      )}
      {view.step === 'enrolCode' && (
        <DeskEnrolCodeStep
          brandName={brandName}
          phoneNumber={formatUkMobile(view.enrolment?.phoneNumber ?? '')}
          fieldErrors={view.fieldErrors}
          problem={view.problem}
          notice={view.notice}
          busy={view.busy}
          onSubmitCode={(code) => actor.send({ type: 'user.submitCode', code })}
          onResendCode={() => actor.send({ type: 'user.resendCode' })}
          onChangePhone={() => actor.send({ type: 'user.changePhone' })}
          onStartAgain={startAgain}
        />
      )}
      {view.step === 'enrolApp' && (
        <DeskEnrolAppStep
          brandName={brandName}
          secret={view.enrolment?.secret ?? null}
          fieldErrors={view.fieldErrors}
          problem={view.problem}
          busy={view.busy}
          onSubmitCode={(code) => actor.send({ type: 'user.submitCode', code })}
          onStartAgain={startAgain}
        />
      )}
    </PageMain>
  );
}
