// The end of `npm test` repeats, for each step that failed, the part of its output that names what
// failed. A step's whole output is printed when it ends, often hundreds of lines before the run
// does, and a CI log shown from its tail would otherwise end in "✗ failed: e2e" alone.

// eslint-disable-next-line no-control-regex -- the escape character is what colour codes start with
const ansi = /\u001b\[[0-9;]*m/g;
const MAX_LINES = 80;

/**
 * Returns a short block naming the failing tests in one step's output: vitest's "Failed Tests"
 * section when there is one, else the lines that report a failure or an error, else the output's
 * last lines.
 * @param {string} name the step
 * @param {string} output what the step printed
 */
export function digest(name, output) {
  const lines = output.replace(ansi, '').split('\n');
  const header = lines.findIndex((line) => /Failed Tests? \d+/.test(line));
  let picked;
  if (header >= 0) picked = lines.slice(header);
  else {
    picked = lines.filter((line) => /^\s*(FAIL\b|×|✗)|Error\b|\bfailed\b/i.test(line));
    if (picked.length === 0) picked = lines.slice(-20);
  }
  const shown = picked.slice(0, MAX_LINES);
  const more = picked.length - shown.length;
  return [
    `── what failed in ${name} ──`,
    ...shown,
    ...(more > 0 ? [`… ${more} more lines above, in ${name}'s own output`] : []),
  ].join('\n');
}
