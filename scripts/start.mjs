// `npm start`: the whole product on one machine — emulators, the gateway and the app.
import { Stack, StackError, appEnv, assertPortsFree, waitForPort, root } from './lib/stack.mjs';
import path from 'node:path';
import { exitWithUsageIfAsked } from './lib/usage.mjs';

exitWithUsageIfAsked(
  process.argv.slice(2),
  `Usage: npm start

Starts the whole product on this machine: the Firebase emulators (Auth, Firestore, Functions with
the gateway, built first) and the app's dev server, and prints its URL (http://127.0.0.1:5173/).
Ctrl-C stops everything it started. WORKSPACE=<Redress|Complex365|SGUK|SGUKINTERNAL> shows another
brand. Takes no arguments but --help (-h).`,
);

const stack = new Stack({ profile: 'dev' });
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the emulators and the app…');
  await stack.stop();
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  const { ports } = stack;
  await assertPortsFree(ports);
  console.log('Starting the Firebase emulators (Auth, Firestore, Functions)…');
  await stack.startEmulators();
  const app = stack.spawn(
    'app',
    path.join(root, 'node_modules', '.bin', 'react-router'),
    ['dev', '--port', String(ports.app), '--strictPort', '--host', '127.0.0.1'],
    { env: appEnv(ports) },
  );
  await waitForPort(ports.app, { name: 'App dev server', isAlive: () => !app.exited });
  console.log(`\nRedress is running: http://127.0.0.1:${ports.app}/`);
  console.log(`(Passcodes sent by the sandbox SMS sender: npm run outbox. Ctrl-C stops everything.)`);
  const watch = setInterval(() => {
    const dead = stack.children.find((c) => c.exited);
    if (dead && !stopping) {
      console.error(`${dead.name} stopped unexpectedly; its last output:\n${dead.output.slice(-2000)}`);
      clearInterval(watch);
      void shutdown(1);
    }
  }, 1000);
} catch (error) {
  console.error(error instanceof StackError ? error.message : error);
  const failed = stack.children.find((c) => c.exited);
  if (failed) console.error(`Last output of ${failed.name}:\n${failed.output.slice(-1500)}`);
  await stack.stop();
  process.exit(1);
}
