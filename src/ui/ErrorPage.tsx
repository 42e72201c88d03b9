import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';

const Main = styled.main.withConfig({ componentId: 'ErrorPage-Main' })`
  max-width: var(--page-width);
  margin: 0 auto;
  padding: var(--space-5) var(--space-3);
`;

const Detail = styled.pre.withConfig({ componentId: 'ErrorPage-Detail' })`
  white-space: pre-wrap;
  font-size: 0.875rem;
`;

export interface ErrorPageProps {
  status: number;
  statusMessage: string;
  message: ReactNode;
  /** Development builds only: the error's stack. */
  detail?: string;
  brandName: string;
}

/** The error page: status code, status message and message (spec section 8). */
export function ErrorPage({ status, statusMessage, message, detail, brandName }: ErrorPageProps) {
  return (
    <Main id="main-content" tabIndex={-1}>
      <title>{`${statusMessage} | ${brandName}`}</title>
      <h1>
        <span data-testid="error-status">{status}</span>{' '}
        <span data-testid="error-status-message">{statusMessage}</span>
      </h1>
      <p data-testid="error-message">{message}</p>
      {detail && <Detail data-testid="error-detail">{detail}</Detail>}
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </Main>
  );
}
