// Ctrl-C (SIGINT) or a SIGTERM on a long command (the bench, the soak) stops what it started, once,
// then exits 130 or 143 as a shell expects of a command ended by that signal (decision 263). The
// emulators run detached, in process groups of their own, which a terminal's Ctrl-C does not reach,
// and a SIGTERM sent to the command reaches none of its children: without this they outlive the
// command and hold their ports, and the next run cannot start.
//
// A command calls handleInterrupts() once, before it starts anything, then stopOnInterrupt() for
// each thing it starts (an emulator Stack, a server, a browser, a build) and the function that
// returns once it has stopped that thing itself. A command that ends with process.exit() asks
// interrupted() first.

/** The exit code of a command ended by each signal: 128 + the signal's number. */
export const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 };

/** How long the stops may take before the command exits anyway. */
export const STOP_TIMEOUT_MS = 20_000;

/**
 * @typedef {{ stop: () => unknown } | (() => unknown)} Stoppable
 *   an object with stop() (a Stack) or a function that stops the thing; either may return a promise
 */

/**
 * A set of things to stop, and the handler that stops them on a signal. The command's own is
 * `interrupts`; a test makes one with a fake exit and a fake process.
 * @param {{
 *   exit?: (code: number) => void,
 *   log?: (line: string) => void,
 *   timeoutMs?: number,
 * }} [options]
 */
export function createInterrupts({
  exit = (code) => process.exit(code),
  log = (line) => console.error(line),
  timeoutMs = STOP_TIMEOUT_MS,
} = {}) {
  /** @type {Set<Stoppable>} */
  const resources = new Set();
  /** @type {Promise<void> | null} */
  let stopping = null;

  /**
   * Stops everything registered, once: a second signal while it stops changes nothing.
   * @param {'SIGINT' | 'SIGTERM'} signal
   */
  function onSignal(signal) {
    if (stopping) return stopping;
    const code = SIGNAL_EXIT_CODES[signal] ?? 1;
    const all = [...resources];
    resources.clear();
    log(`\nInterrupted (${signal}): stopping the emulators and servers it started…`);
    const stops = Promise.allSettled(
      all.map(async (resource) => (typeof resource === 'function' ? resource() : resource.stop())),
    );
    let timer;
    const timeout = new Promise((resolve) => {
      timer = setTimeout(() => {
        log(`Not everything stopped within ${timeoutMs / 1000} s; exiting anyway.`);
        resolve(undefined);
      }, timeoutMs);
    });
    stopping = Promise.race([stops, timeout]).then(() => {
      clearTimeout(timer);
      exit(code);
    });
    return stopping;
  }

  return {
    /**
     * Registers something to stop on a signal.
     * @param {Stoppable} resource
     * @returns {() => void} unregisters it (once the command has stopped it itself)
     */
    stopOnInterrupt(resource) {
      resources.add(resource);
      return () => {
        resources.delete(resource);
      };
    },
    /** Whether a signal has come: the handler is stopping things, and exits when it has. */
    get interrupted() {
      return stopping !== null;
    },
    onSignal,
    /**
     * Listens for SIGINT and SIGTERM on the process (or a stand-in for it).
     * @param {Pick<NodeJS.Process, 'on'>} [target]
     */
    listen(target = process) {
      for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
        target.on(signal, () => void onSignal(signal));
      }
    },
  };
}

/** This process's: what the command started, stopped on SIGINT or SIGTERM. */
const interrupts = createInterrupts();
let listening = false;

/**
 * Registers something this command started, to be stopped when it is interrupted.
 * @param {Stoppable} resource
 * @returns {() => void} unregisters it
 */
export const stopOnInterrupt = (resource) => interrupts.stopOnInterrupt(resource);

/**
 * Whether this command has been interrupted: it then leaves the exit to the handler, which exits
 * 130 or 143 once everything has stopped, rather than exiting itself with its own code.
 */
export const interrupted = () => interrupts.interrupted;

/** Listens for SIGINT and SIGTERM (once, however often it is called). */
export function handleInterrupts() {
  if (listening) return;
  listening = true;
  interrupts.listen();
}
