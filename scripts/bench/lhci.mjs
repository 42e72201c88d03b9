// The Lighthouse targets (performance score, TBT and CLS of the content pages, the score of
// /form/start) are Lighthouse CI assertions in lighthouserc.json, judged by Lighthouse CI's own
// assertion code (@lhci/utils) over the Lighthouse results the bench collects (decision 234). The
// bench runs Lighthouse itself, on the project's Chromium (scripts/lib/chromium.mjs): LHCI's collect
// step is not used, so nothing downloads a browser. LCP against each page's static version is not
// something LHCI can assert; targets.mjs judges that ratio.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
/** @type {{ getAllAssertionResults: (options: object, lhrs: object[]) => AssertionResult[] }} */
const { getAllAssertionResults } = require('@lhci/utils/src/assertions.js');
/** @type {{ loadRcFile: (file: string) => { ci?: { assert?: AssertOptions } } }} */
const { loadRcFile } = require('@lhci/utils/src/lighthouserc.js');

/**
 * @typedef {{ matchingUrlPattern?: string, aggregationMethod?: string, assertions: Record<string, unknown> }} AssertEntry
 * @typedef {{ assertMatrix?: AssertEntry[] } & Partial<AssertEntry>} AssertOptions
 * @typedef {{
 *   name: string, auditId: string, auditProperty?: string, auditTitle?: string, url: string,
 *   operator: string, expected: number, actual: number, values: number[], passed: boolean,
 *   message?: string, level: string,
 * }} AssertionResult
 * @typedef {{
 *   finalUrl: string,
 *   categories: Record<string, { score: number | null }>,
 *   audits: Record<string, { id: string, title?: string, score: number | null, scoreDisplayMode?: string, numericValue?: number }>,
 * }} SlimLhr
 */

export const LIGHTHOUSERC = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'lighthouserc.json',
);

/**
 * The `ci.assert` options of a lighthouserc file, read by Lighthouse CI's own loader.
 * @param {string} [file]
 * @returns {AssertOptions}
 */
export function readAssertOptions(file = LIGHTHOUSERC) {
  const assert = loadRcFile(file).ci?.assert;
  if (!assert) throw new Error(`${file} has no ci.assert section.`);
  return assert;
}

/** @param {AssertOptions} options */
function entries(options) {
  return options.assertMatrix ?? [/** @type {AssertEntry} */ (options)];
}

/**
 * The assertions that apply to a URL: each key ("categories:performance", "total-blocking-time")
 * with its limit and how it compares ("≥" a minScore, "≤" a maxNumericValue).
 * @param {AssertOptions} options
 * @param {string} url
 * @returns {Array<{ key: string, expected?: number, operator?: string }>}
 */
export function assertionsFor(options, url) {
  return entries(options)
    .filter((e) => !e.matchingUrlPattern || new RegExp(e.matchingUrlPattern).test(url))
    .flatMap((e) =>
      Object.entries(e.assertions ?? {}).map(([key, value]) => {
        const opts = Array.isArray(value) ? (value[1] ?? {}) : {};
        if (typeof opts.minScore === 'number') return { key, expected: opts.minScore, operator: '>=' };
        if (typeof opts.maxNumericValue === 'number') {
          return { key, expected: opts.maxNumericValue, operator: '<=' };
        }
        return { key };
      }),
    );
}

/**
 * A Lighthouse result cut down to what the assertions read (every category's score, and the audits
 * they name), so a bench report can keep each run's and be judged again later.
 * @param {any} lhr
 * @param {AssertOptions} options
 * @returns {SlimLhr}
 */
export function slimLhr(lhr, options) {
  const auditIds = new Set(
    entries(options)
      .flatMap((e) => Object.keys(e.assertions ?? {}))
      .map((key) => key.split(/[.:]/)[0])
      .filter((id) => id && id !== 'categories'),
  );
  /** @type {SlimLhr['audits']} */
  const audits = {};
  for (const id of auditIds) {
    const audit = lhr.audits?.[id];
    if (!audit) continue;
    audits[id] = {
      id,
      title: audit.title,
      score: audit.score ?? null,
      scoreDisplayMode: audit.scoreDisplayMode,
      ...(typeof audit.numericValue === 'number' ? { numericValue: audit.numericValue } : {}),
    };
  }
  const categories = Object.fromEntries(
    Object.entries(lhr.categories ?? {}).map(([id, c]) => [id, { score: c?.score ?? null }]),
  );
  return { finalUrl: lhr.finalUrl ?? lhr.finalDisplayedUrl, categories, audits };
}

/**
 * Stand-in results for a page of a report made before reports kept each run's result (such as
 * scripts/bench/before.json): one "run" carrying the medians it published.
 * @param {{ path?: string, score?: number | null, tbt?: number | null, cls?: number | null }} page
 * @returns {SlimLhr[]}
 */
export function lhrsFromMedians(page) {
  /** @type {SlimLhr['audits']} */
  const audits = {};
  if (typeof page.tbt === 'number') {
    audits['total-blocking-time'] = { id: 'total-blocking-time', score: null, numericValue: page.tbt };
  }
  if (typeof page.cls === 'number') {
    audits['cumulative-layout-shift'] = {
      id: 'cumulative-layout-shift',
      score: null,
      numericValue: page.cls,
    };
  }
  return [
    {
      finalUrl: `http://127.0.0.1${page.path ?? '/'}`,
      categories: { performance: { score: typeof page.score === 'number' ? page.score : null } },
      audits,
    },
  ];
}

/**
 * Lighthouse CI's verdict on each assertion that applies to these runs of one page, passed or not.
 * @param {AssertOptions} options
 * @param {SlimLhr[]} lhrs
 * @returns {AssertionResult[]}
 */
export function assertRuns(options, lhrs) {
  return getAllAssertionResults({ ...options, includePassedAssertions: true }, lhrs);
}
