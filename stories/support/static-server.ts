import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * Files under assets/ carry a hash of their content in their names (Vite's output), so the
 * browser may keep them: the story check opens every story in a page of its own, and a cached
 * script (with the code Chromium compiled from it) is what keeps each of those pages quick.
 */
const HASHED = /^\/assets\/.+-[\w-]{8}\.(?:js|css)$/;

/**
 * Serves a built Storybook on a free port, and `extra` (URL path → file, each path naming its
 * content's version, so kept like the hashed assets) beside it. The app's own server adds the
 * site's security headers, which are written for the site and not for Storybook's manager and
 * preview.
 */
export async function serveStatic(
  dir: string,
  extra: Record<string, string> = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const file =
      extra[pathname] ?? path.join(root, path.normalize(pathname === '/' ? '/index.html' : pathname));
    if (!(pathname in extra || file.startsWith(root)) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const keep = pathname in extra || HASHED.test(pathname);
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': keep ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
