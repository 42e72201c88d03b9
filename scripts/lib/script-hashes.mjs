// Pins the inline scripts of every built HTML file with a per-page Content-Security-Policy <meta>
// listing their SHA-256 hashes, so scripts run only from 'self', the allow-listed widget origin, or
// these exact inline blocks. (Moving them into files is not an option: React hydrates the <script>
// elements and treats a changed body as a mismatch.) See decision 004.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scriptSources } from './headers.mjs';

const INLINE_SCRIPT = /<script((?:\s+[\w-]+(?:="[^"]*")?)*)>([\s\S]*?)<\/script>/g;
const MARKER = 'data-csp="scripts"';

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'assets' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

/**
 * The SHA-256 sources of a page's executable inline scripts (data blocks such as JSON-LD excluded).
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc=/.test(attrs) || body === '') continue;
    if (/\stype="(?!module|text\/javascript)[^"]*"/.test(attrs)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/**
 * Adds (or replaces) the page's script policy as the first element of <head>.
 * @param {string} html
 * @param {string} workspace
 * @param {{ widget?: boolean, recaptcha?: boolean }} [options] whether the page may load the
 *   trust-rating widget (content pages), or App Check's reCAPTCHA (the app's shell, when used)
 * @returns {string}
 */
export function pinInlineScripts(html, workspace, { widget = true, recaptcha = false } = {}) {
  const withoutOld = html.replace(new RegExp(`<meta ${MARKER}[^>]*>`), '');
  const sources = [...scriptSources(workspace, { widget, recaptcha }), ...inlineScriptHashes(withoutOld)];
  const policy = `script-src ${sources.join(' ')}`;
  const meta = `<meta ${MARKER} http-equiv="Content-Security-Policy" content="${policy}">`;
  return withoutOld.replace(/<head>/, `<head>${meta}`);
}

/** The app's shell (the claim form, /auth, /login): no third-party script may run there. */
export const APP_SHELL = '__spa-fallback.html';

/**
 * Rewrites every HTML file of a client build in place; returns the number of files.
 * @param {string} clientDir
 * @param {string} workspace
 * @param {{ recaptcha?: boolean }} [options] whether the build's App Check uses reCAPTCHA Enterprise
 */
export function pinBuildInlineScripts(clientDir, workspace, { recaptcha = false } = {}) {
  const files = htmlFiles(clientDir);
  for (const file of files) {
    const widget = path.basename(file) !== APP_SHELL;
    writeFileSync(file, pinInlineScripts(readFileSync(file, 'utf8'), workspace, { widget, recaptcha }));
  }
  return files.length;
}
