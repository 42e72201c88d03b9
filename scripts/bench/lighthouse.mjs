// Lighthouse with its default (mobile) settings, driving the project's Chromium (scripts/lib/chromium.mjs)
// through chrome-launcher.
// Each page is measured several times and the median of each figure is reported; each run's result,
// cut down to what lighthouserc.json asserts, is kept for Lighthouse CI's assertions (lhci.mjs).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.mjs';
import { stopOnInterrupt } from '../lib/interrupt.mjs';
import { readAssertOptions, slimLhr } from './lhci.mjs';
import { median } from './stats.mjs';

const FLAGS = [...CHROMIUM_ARGS, '--headless=new'];

/** The figures the bench keeps from one Lighthouse result. */
export function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    score: lhr.categories.performance?.score ?? null,
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    transfer: audit('total-byte-weight'),
    lcpElement: lcpElement(lhr),
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

/** What Lighthouse saw as the largest contentful paint, to tell which part of a page to speed up. */
function lcpElement(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = items[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? ''} "${String(node.nodeLabel ?? '').slice(0, 60)}"` : null;
}

/** Medians of each figure over runs. */
export function medians(runs) {
  const keys = ['score', 'lcp', 'fcp', 'tbt', 'cls', 'transfer'];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))]));
}

/**
 * Runs Lighthouse `runs` times on each url (or the page's own `runs`), one Chromium for all of them
 * (Lighthouse resets storage and cache before each run).
 * @param {Array<{ key: string, url: string, path: string, runs?: number }>} pages
 * @param {{ runs?: number, log?: (line: string) => void }} [options]
 */
export async function measurePages(pages, { runs = 3, log = console.log } = {}) {
  const assertOptions = readAssertOptions();
  // The bench's own interrupt handler stops Chromium with the emulators; chrome-launcher's would
  // exit the process at once, before the emulators had stopped.
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: FLAGS,
    handleSIGINT: false,
  });
  const releaseChrome = stopOnInterrupt(() => chrome.kill());
  const results = {};
  try {
    for (const page of pages) {
      const all = [];
      const lhrs = [];
      for (let i = 0; i < (page.runs ?? runs); i++) {
        const result = await lighthouse(page.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
        const one = figures(result.lhr);
        if (one.runtimeError) log(`  ${page.key} run ${i + 1}: ${one.runtimeError}`);
        all.push(one);
        lhrs.push(slimLhr(result.lhr, assertOptions));
        log(`  ${page.key} run ${i + 1}: score ${one.score} LCP ${Math.round(one.lcp ?? 0)} ms`);
      }
      results[page.key] = { path: page.path, ...medians(all), runs: all, lhrs };
    }
  } finally {
    await chrome.kill();
    releaseChrome();
  }
  return results;
}
