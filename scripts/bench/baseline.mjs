// The practical limit for a page: the home page's prerendered HTML with the same inline CSS but no
// JavaScript at all. Each page's LCP is compared with this page's LCP.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Removes every <script> element and every modulepreload link; everything else (markup, the
 * styled-components <style> block, meta tags) stays as built.
 * @param {string} html
 * @returns {string}
 */
export function stripScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, '');
}

/**
 * Writes the baseline site (index.html plus the top-level static files such as favicons) to outDir.
 * @param {string} clientDir the production build's client directory
 * @param {string} outDir
 */
export function writeBaseline(clientDir, outDir) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  writeFileSync(path.join(outDir, 'index.html'), stripScripts(html));
  for (const entry of readdirSync(clientDir, { withFileTypes: true })) {
    if (entry.isFile() && /\.(svg|ico|png|webmanifest|txt)$/.test(entry.name)) {
      copyFileSync(path.join(clientDir, entry.name), path.join(outDir, entry.name));
    }
  }
  // The SPA fallback the server needs for unknown paths: the same static page.
  writeFileSync(path.join(outDir, '__spa-fallback.html'), stripScripts(html));
}
