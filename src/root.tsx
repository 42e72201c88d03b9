import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/root';
import { brand } from './config/brand';
import { GlobalStyle } from './ui/GlobalStyle';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: `/${brand.favicon}.svg`, type: 'image/svg+xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" className={brand.themeClass || undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <GlobalStyle />
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function HydrateFallback() {
  return <p>Loading…</p>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const statusMessage = status === 404 ? 'Page Not Found' : 'Internal Server Error';
  const message = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : statusMessage;
  return (
    <main>
      <h1>{status}</h1>
      <p>{statusMessage}</p>
      <p>{message}</p>
    </main>
  );
}
