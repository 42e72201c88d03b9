// The W3C Nu HTML Checker (vnu, from the vnu-jar package) over a build's HTML (decision 158). It
// runs on the Java the emulators already need (17 or newer); the package's own install script,
// which would download a Java, is not run (package.json, allowScripts).
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** vnu.jar inside the vnu-jar package (the package's main export is its path). */
export const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

/** Files per Java run: one run checks many files; a list this long stays well inside a command line. */
const BATCH = 1000;

export class HtmlCheckError extends Error {}

/**
 * Every .html file under a directory (a build's client folder), sorted.
 * @param {string} dir
 * @returns {string[]}
 */
export function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html') && statSync(path.join(dir, name)).isFile())
    .map((name) => path.join(dir, name))
    .sort();
}

/** The Java to run: $JAVA_HOME/bin/java when set, else `java` on the PATH. */
function javaCommand(env = process.env) {
  return env.JAVA_HOME ? path.join(env.JAVA_HOME, 'bin', 'java') : 'java';
}

/**
 * @typedef {{ file: string, line: number | undefined, column: number | undefined, message: string, extract: string | undefined }} HtmlError
 */

/**
 * Runs the checker once over some files; resolves with its error messages.
 * @param {string[]} files
 * @returns {Promise<HtmlError[]>}
 */
function runVnu(files) {
  const args = [
    '-jar',
    VNU_JAR,
    '--errors-only',
    '--format',
    'json',
    '--stdout',
    '--exit-zero-always',
    '--no-langdetect',
    ...files,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(javaCommand(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.on('error', (error) =>
      reject(
        new HtmlCheckError(
          /** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT'
            ? 'The Nu HTML Checker needs Java 17 or newer: no `java` on the PATH (or in JAVA_HOME).'
            : `The Nu HTML Checker could not start: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) => {
      const text = Buffer.concat(out).toString('utf8');
      let report;
      try {
        report = JSON.parse(text);
      } catch {
        const detail = `${text}${Buffer.concat(err).toString('utf8')}`.trim().slice(-2000);
        reject(new HtmlCheckError(`The Nu HTML Checker gave no report (exit ${code}):\n${detail}`));
        return;
      }
      resolve(
        report.messages
          .filter((m) => m.type === 'error' || m.type === 'non-document-error')
          .map((m) => ({
            file: m.url ? decodeURIComponent(m.url.replace(/^file:/, '')) : '(unknown file)',
            line: m.lastLine,
            column: m.firstColumn ?? m.lastColumn,
            message: m.message,
            extract: m.extract,
          })),
      );
    });
  });
}

/**
 * Checks HTML files with the Nu HTML Checker, as few Java runs as possible.
 * @param {string[]} files
 * @returns {Promise<HtmlError[]>} every error, in file order
 */
export async function checkHtml(files) {
  const errors = [];
  for (let i = 0; i < files.length; i += BATCH) errors.push(...(await runVnu(files.slice(i, i + BATCH))));
  return errors;
}

/**
 * One line per error, as editors read them: `file:line:column: message`.
 * @param {HtmlError[]} errors
 * @param {string} [base] paths are shown relative to this
 */
export function formatErrors(errors, base = process.cwd()) {
  return errors
    .map((e) => {
      const where = [path.relative(base, e.file), e.line, e.column].filter((x) => x !== undefined).join(':');
      return `${where}: ${e.message}${e.extract ? `\n    ${e.extract.replace(/\s+/g, ' ').trim()}` : ''}`;
    })
    .join('\n');
}
