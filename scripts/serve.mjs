// Serves a production build (build/client) the way Firebase Hosting does: static files, clean URLs
// (/blog -> /blog/index.html), the SPA shell for the app's own routes (APP_ROUTES), and 404.html with
// status 404 for everything else.
// `node scripts/serve.mjs [--port 4173] [--dir build/client]`
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CSP_REPORT_PATH, headersFor, isAppRoute } from './lib/headers.mjs';
import { exitWithUsageIfAsked } from './lib/usage.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

function resolveFile(dir, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const safe = path.normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const candidates = [safe, path.join(safe, 'index.html'), `${safe.replace(/\/$/, '')}.html`];
  for (const candidate of candidates) {
    const file = path.join(dir, candidate);
    if (!file.startsWith(dir)) continue;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * Starts the server; resolves with the http.Server once it listens.
 * @param {{ dir: string, port: number, host?: string, workspace?: string, emulator?: boolean }} options
 * @returns {Promise<http.Server>}
 */
export function serve({
  dir,
  port,
  host = '127.0.0.1',
  workspace = process.env.WORKSPACE ?? 'Redress',
  emulator = true,
}) {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === CSP_REPORT_PATH) {
      // Hosting sends these to the cspReport function; locally they are accepted and dropped.
      req.resume();
      res.writeHead(req.method === 'POST' ? 204 : 405);
      res.end();
      return;
    }
    let file = resolveFile(root, url.pathname);
    let status = 200;
    const isAsset = /\.[a-z0-9]+$/i.test(url.pathname) && !url.pathname.endsWith('.html');
    if (!file && !isAsset) {
      if (isAppRoute(url.pathname)) file = path.join(root, '__spa-fallback.html');
      else {
        file = path.join(root, '404.html');
        status = 404;
      }
    }
    if (!file || !existsSync(file)) {
      status = 404;
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    const ext = path.extname(file);
    const headers = {
      ...headersFor(url.pathname, { workspace, emulator }),
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    };
    res.writeHead(status, headers);
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  exitWithUsageIfAsked(
    args,
    `Usage: node scripts/serve.mjs [--port 4173] [--dir build/client]

Serves a production build the way Firebase Hosting does (static files, clean URLs, the app's shell
for its routes, 404.html for everything else) at http://127.0.0.1:<port>/ until stopped.`,
  );
  const get = (flag, fallback) => {
    const i = args.indexOf(flag);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const port = Number(get('--port', '4173'));
  const dir = get('--dir', 'build/client');
  await serve({ dir, port });
  console.log(`Serving ${dir} at http://127.0.0.1:${port}/`);
}
