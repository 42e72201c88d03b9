// `npm test`: every check, in order. Static checks and unit tests first; then the emulators are
// started on the test ports (so a running `npm start` is not disturbed), the app is built against
// them and served, and the integration and browser tests run; then everything is stopped.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { Stack, StackError, adminEnv, appEnv, root } from './lib/stack.mjs';
import { chromiumPath } from './lib/chromium.mjs';
import { serve } from './serve.mjs';

const timings = [];
const buildDir = process.env.REDRESS_PORT_OFFSET
  ? `build-test-${process.env.REDRESS_PORT_OFFSET}`
  : 'build-test';
const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);

// Asynchronous on purpose: the build server runs in this process and must keep answering.
async function run(name, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const status = await new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name}: ${seconds} s`);
  if (status !== 0) {
    console.error(`✗ ${name} failed after ${seconds} s`);
    return false;
  }
  return true;
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
let ok = true;
const step = async (name, ...rest) => {
  if (ok && (wanted(name) || name.startsWith('build'))) ok = await run(name, ...rest);
};

await step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
await step('lint', bin('eslint'), ['.', '--max-warnings=0']);
await step('format', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
await step('unit', bin('vitest'), ['run', '--project', 'unit', '--project', 'component']);
await step('stories', bin('vitest'), ['run', '--project', 'stories']);

const needsStack = ['integration', 'e2e'].some(wanted);
if (ok && needsStack) {
  const stack = new Stack({ profile: 'test' });
  let server;
  const cleanup = async () => {
    server?.close();
    await stack.stop();
  };
  process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));
  try {
    const chrome = chromiumPath();
    const started = Date.now();
    await stack.startEmulators();
    timings.push(`emulators up: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const env = { ...adminEnv(stack.ports), ...appEnv(stack.ports) };
    await step('build (test)', bin('react-router'), ['build'], {
      ...appEnv(stack.ports),
      REDRESS_BUILD_DIR: buildDir,
    });
    if (ok) {
      server = await serve({ dir: path.join(root, buildDir, 'client'), port: stack.ports.app });
      const testEnv = {
        ...env,
        APP_URL: `http://127.0.0.1:${stack.ports.app}`,
        CHROME_PATH: chrome,
        BUILD_CLIENT_DIR: path.join(root, buildDir, 'client'),
      };
      await step('integration', bin('vitest'), ['run', '--project', 'integration'], testEnv);
      await step('e2e', bin('vitest'), ['run', '--project', 'e2e'], testEnv);
    }
  } catch (error) {
    ok = false;
    console.error(error instanceof StackError ? error.message : error);
  } finally {
    await cleanup();
  }
}

console.log(`\n${timings.join('\n')}`);
console.log(ok ? '\n✓ all checks passed' : '\n✗ some checks failed');
process.exit(ok ? 0 : 1);
