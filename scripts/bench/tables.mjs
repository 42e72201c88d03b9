// The pieces docs/performance.md's tables are made of, shared by the whole report (markdown.mjs)
// and the sections a one-part run rewrites alone (partSections.mjs).

/** A Markdown table: the header row, its rule, and the rows. */
export const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

export const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
export const bytes = (n) => `${n.toLocaleString('en-GB')} B`;
export const or = (value, format) => (value === null || value === undefined ? '–' : format(value));
/** A target's verdict as the tables show it. */
export const verdictText = (v) => (v.met === null ? 'not measured' : v.met ? '✅ met' : `❌ ${v.detail}`);
