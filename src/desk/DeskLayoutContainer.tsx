import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import type { InspectionEvent } from 'xstate';
import type { deskSessionMachine } from '../../machines/desk/deskSessionMachine';
import { DeskCodeStep, DeskPasswordStep } from '../views/desk/DeskSignIn';
import { DeskHeaderLine, type DeskPage } from '../views/desk/DeskHeaderLine';
import { PageMain } from '../views/site/Page';
import { DeskSessionContext, type DeskSession, type DeskStaff } from './DeskContext';
import type { DeskGateway } from './deskGateway';

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

/** The desk: sign-in until the staff session is complete, then who is signed in and the page. */
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
          : s.hasTag('password')
            ? ('password' as const)
            : ('restoring' as const),
      busy: s.hasTag('busy'),
      email: s.context.email,
      challenge: s.context.challenge,
      staff: s.context.staff,
      fieldErrors: s.context.fieldErrors,
      problem: s.context.problem,
      notice: s.context.notice,
    }),
    shallowEqual,
  );
  const session = useMemo<DeskSession | null>(
    () => (view.staff?.role ? { staff: view.staff as DeskStaff, gateway } : null),
    [view.staff, gateway],
  );

  if (view.step === 'signedIn' && session) {
    return (
      <PageMain>
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
          onStartAgain={() => actor.send({ type: 'user.startAgain' })}
        />
      )}
    </PageMain>
  );
}
