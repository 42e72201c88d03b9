import { lazy, Suspense, use, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import styled from 'styled-components';
import type { Route } from './+types/root';
import { BuildVersion } from './app/BuildVersion';
import { errorPageContent } from './app/errorPage';
import { StaticPageContext } from './app/staticPage';
import { useHydrated } from './app/useHydrated';
import { DevInspectPanel } from './app/inspect';
import { ReferralCapture } from './journey/ReferralCapture';
import { brand } from './brands/brand';
import { BrandThemes } from './brands/themes';
import { isAppPath, isDeskPath } from './config/appPaths';
import { PageConsentBanner } from './consent/PageConsentBanner';
import { CONSENT_DECIDED_SCRIPT, SITE_SCRIPT_SOURCE } from './site/page';
import { StaticCookieBanner } from './ui/CookieBanner';
import { ErrorPage } from './ui/ErrorPage';
import { Footer } from './ui/Footer';
import { GlobalStyle } from './ui/GlobalStyle';
import { AccountLink } from './ui/AccountLink';
import { Header } from './ui/Header';
import { SkipLink } from './ui/SkipLink';
import { PageMain } from './ui/Page';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: `/${brand.favicon}.svg`, type: 'image/svg+xml' },
];

/** Loaded on the app's routes only, so public pages never load the session or Firebase. */
const SessionAccount = lazy(() => import('./account/containers/SessionAccount'));
/**
 * The desk's pages: no claimant session is started, and the claimant's account entry goes once the
 * page has hydrated. It hydrates as the shell's "Sign in" first: rendering nothing at once would
 * not match the shell's HTML (React's hydration error 418).
 */
function NoClaimantAccount() {
  return useHydrated() ? null : <AccountLink />;
}

const DESK_SERVICE = { name: 'Desk', to: '/desk' } as const;

/**
 * The page's header. Staff read the desk all day: once hydrated (the shell's HTML has the public
 * header), its header names the desk and leaves out the public site's navigation. Only the header
 * renders again when the page has hydrated: in the layout, that second render took the whole page
 * (its global styles among it) once more, long tasks on the claim journey's first page.
 */
function PageHeader({ pathname, account }: { pathname: string; account: ReactNode }) {
  const deskHeader = useHydrated() && isDeskPath(pathname) ? DESK_SERVICE : undefined;
  return <Header brandName={brand.displayName} account={account} service={deskHeader} />;
}

/**
 * The default layout (spec section 2): header, footer and the cookie-consent banner on every page
 * but the staff desk's (appPaths `showsCookieBanner`).
 */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // A content page is prerendered into static HTML that never hydrates: its banner and the rest are
  // run by the content pages' script instead of React Router's (decision 123). Only the server
  // render makes one, so the browser bundle leaves the static banner out (decision 150).
  const staticPage = import.meta.env.SSR && use(StaticPageContext);
  // The same Suspense boundary on every page: the app's routes hydrate from the SPA shell, which was
  // rendered with "Sign in", and keep it until the session's entry has loaded.
  // The desk has its own sign-in and its own header line (src/desk): no claimant session there,
  // so no claimant account entry once the shell's "Sign in" has hydrated.
  const account = (
    <Suspense fallback={<AccountLink />}>
      {isDeskPath(pathname) ? (
        <NoClaimantAccount />
      ) : isAppPath(pathname) ? (
        <SessionAccount />
      ) : (
        <AccountLink />
      )}
    </Suspense>
  );
  return (
    <html lang="en-GB" className={brand.themeClass || undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {brand.noindex && <meta name="robots" content="noindex, nofollow" />}
        <Meta />
        <Links />
        {staticPage && <script dangerouslySetInnerHTML={{ __html: CONSENT_DECIDED_SCRIPT }} />}
      </head>
      <body>
        <GlobalStyle />
        <BrandThemes />
        <SkipLink />
        {staticPage ? (
          <StaticCookieBanner brandName={brand.displayName} />
        ) : (
          <PageConsentBanner pathname={pathname} brandName={brand.displayName} />
        )}
        <PageHeader pathname={pathname} account={account} />
        {children}
        <Footer brandName={brand.displayName} {...brand.sample} />
        {staticPage ? (
          <script type="module" src={SITE_SCRIPT_SOURCE} />
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <BuildVersion />
      <ReferralCapture />
      <Outlet />
      <DevInspectPanel />
    </>
  );
}

/**
 * Shown until a client-only route (the journey, /login, /auth) has loaded. It holds the page's
 * place (the main area at least a screen high), so the footer is below the fold before and after
 * and nothing visible moves when the step appears.
 */
const Pending = styled(PageMain)`
  min-height: 100vh;
`;

export function HydrateFallback() {
  return (
    <Pending>
      {/* The app shell's title until the route sets its own (a page needs one; WCAG 2.4.2). */}
      <title>{brand.title}</title>
      <p role="status">Loading…</p>
    </Pending>
  );
}

/** The error page (spec section 8), for whatever a route threw (src/app/errorPage.ts). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const content = errorPageContent(error, { development: import.meta.env.DEV });
  return <ErrorPage {...content} brandName={brand.displayName} />;
}
