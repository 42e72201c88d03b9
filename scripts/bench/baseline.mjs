// The practical limit for a content page: its own prerendered HTML with the same inline CSS but no
// JavaScript at all. Each content page's LCP is compared with its static version's (decision 151).
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

function htmlFiles(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'assets' || entry.name === '.vite' ? [] : htmlFiles(full, base);
    return entry.name.endsWith('.html') ? [path.relative(base, full)] : [];
  });
}

/**
 * Writes the static site: every prerendered page at its own path with its scripts removed, plus
 * the top-level static files such as favicons, to outDir.
 * @param {string} clientDir the production build's client directory
 * @param {string} outDir
 */
export function writeBaseline(clientDir, outDir) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const file of htmlFiles(clientDir)) {
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    writeFileSync(path.join(outDir, file), stripScripts(readFileSync(path.join(clientDir, file), 'utf8')));
  }
  for (const entry of readdirSync(clientDir, { withFileTypes: true })) {
    if (entry.isFile() && /\.(svg|ico|png|webmanifest|txt)$/.test(entry.name)) {
      copyFileSync(path.join(clientDir, entry.name), path.join(outDir, entry.name));
    }
  }
}
