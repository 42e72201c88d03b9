// Starts the app's development server (`react-router dev`) for a browser check of development-only
// features: the machine panel (docs/decisions/129) is not in production builds at all.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { root } from './stack.mjs';

/** A TCP port nothing listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the dev server on a free port and waits until it answers.
 * @param {{ env?: Record<string, string>, timeoutMs?: number }} [options]
 * @returns {Promise<{ url: string, close: () => void }>}
 */
export async function startDevServer({ env = {}, timeoutMs = 90_000 } = {}) {
  const port = await freePort();
  const child = spawn(
    path.join(root, 'node_modules', '.bin', 'react-router'),
    ['dev', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  // The server and everything it started (esbuild) form one process group.
  const close = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/`);
      if (response.ok) return { url, close };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  close();
  throw new Error(`The dev server did not answer on ${url}:\n${output.slice(-2000)}`);
}
