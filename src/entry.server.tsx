import { PassThrough } from 'node:stream';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { documentStatus } from './app/documentStatus';
import { StaticPageContext } from './app/staticPage';
import { isContentPage } from './site/page';

const ABORT_AFTER_MS = 10_000;

/**
 * Only used at build time (prerendering; `ssr: false`) and by the development server. The page is rendered to completion
 * (`onAllReady`, so the route data React Router streams inside Suspense is in the HTML and the
 * page can hydrate) and buffered, so that styled-components can collect every rule it emitted;
 * the rules are inlined into <head>, so prerendered pages paint styled with no flash of
 * unstyled content.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  const sheet = new ServerStyleSheet();
  // A content page never hydrates (decision 123): leave out the route data React Router would
  // stream into inline scripts for hydration. The layout leaves out its other scripts.
  const leaf = routerContext.staticHandlerContext.matches.at(-1);
  const staticPage =
    !routerContext.isSpaMode &&
    leaf !== undefined &&
    isContentPage(routerContext.routeModules[leaf.route.id]?.handle);
  const context = staticPage ? { ...routerContext, serverHandoffStream: undefined } : routerContext;
  // The development server answers an address that names no page with 404, as Hosting does.
  const status = documentStatus(
    responseStatusCode,
    new URL(request.url).pathname,
    leaf && {
      id: leaf.route.id,
      params: leaf.params,
    },
  );
  return new Promise((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      sheet.collectStyles(
        <StaticPageContext value={staticPage}>
          <ServerRouter context={context} url={request.url} />
        </StaticPageContext>,
      ),
      {
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('error', reject);
          body.on('end', () => {
            const markup = Buffer.concat(chunks).toString('utf8');
            const html = markup
              .replace('</head>', `${sheet.getStyleTags()}</head>`)
              // React treats an `async` script that has a `src` as a hoisted resource and skips it
              // while hydrating; once the build moves the inline module script to a file (decision
              // 004) that would break hydration. A module script is deferred anyway.
              .replaceAll('<script type="module" async="">', '<script type="module">');
            sheet.seal();
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            resolve(new Response(html, { status, headers: responseHeaders }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          sheet.seal();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      },
    );
    setTimeout(abort, ABORT_AFTER_MS + 1000).unref();
  });
}
