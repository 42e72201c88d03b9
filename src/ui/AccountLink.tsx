import { Link } from 'react-router';
import styled from 'styled-components';

const SignOut = styled.button.withConfig({ componentId: 'AccountLink-SignOut' })`
  font: inherit;
  color: inherit;
  background: none;
  border: 0;
  padding: var(--space-1) 0;
  min-height: 24px;
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid var(--colour-focus, #ffdd00);
    outline-offset: 0;
  }
`;

const Who = styled.span.withConfig({ componentId: 'AccountLink-Who' })`
  overflow-wrap: anywhere;
`;

export interface AccountLinkProps {
  /** The signed-in account's email; null for a guest or nobody, who are offered "Sign in". */
  email?: string | null;
  onSignOut?: () => void;
  signingOut?: boolean;
}

/** The header's account entry: "Sign in", or who is signed in with "Sign out". */
export function AccountLink({ email = null, onSignOut, signingOut = false }: AccountLinkProps) {
  if (!email) return <Link to="/login">Sign in</Link>;
  return (
    <>
      <Who>Signed in as {email}</Who> <Link to="/form/claims">Your claims</Link>{' '}
      <SignOut type="button" onClick={onSignOut} disabled={signingOut} aria-disabled={signingOut}>
        {signingOut ? 'Signing out…' : 'Sign out'}
      </SignOut>
    </>
  );
}
