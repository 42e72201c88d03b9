import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';

/**
 * Only used at build time (prerendering; `ssr: false`). The page is rendered to a string so
 * that styled-components can collect every rule it emitted; the rules are inlined into <head>
 * so prerendered pages paint styled, with no flash of unstyled content.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Response {
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(
      sheet.collectStyles(<ServerRouter context={routerContext} url={request.url} />),
    );
    const html = '<!DOCTYPE html>' + markup.replace('</head>', `${sheet.getStyleTags()}</head>`);
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    return new Response(html, { status: responseStatusCode, headers: responseHeaders });
  } finally {
    sheet.seal();
  }
}
