// Generated content for the content-scale runs: articles and lender pages shaped like the real
// ones (front matter the parser accepts, a few headings, paragraphs, lists and links), so the
// prerender does the same work per page as it would for the firm's own writing.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const CATEGORIES = ['Guides', 'News', 'Your rights', 'Fees', 'Lenders', 'The FCA scheme'];
const TAGS = [
  'PCP',
  'Hire purchase',
  'Complaints',
  'Fees',
  'Financial Ombudsman',
  'Supreme Court',
  'Discretionary commission',
  'FCA redress scheme',
  'Unfair relationship',
  'Credit file',
  'Deadlines',
  'Evidence',
  'Dealers',
  'Balloon payments',
  'Interest rates',
  'Used cars',
];

const PARAGRAPH =
  'Car finance agreements signed before 2021 may have included a commission the dealer did not ' +
  'tell you about. You may be able to complain to your lender for free, and if you are not happy ' +
  'with the answer you can take it to the Financial Ombudsman Service. Any figures here are ' +
  'examples only: nobody can say in advance whether you are owed anything, or how much.';

const pick = (list, i) => list[i % list.length];

function isoDay(i) {
  const day = new Date(Date.UTC(2024, 0, 1) + (i % 700) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** @param {number} i @returns {{ name: string, body: string }} */
export function article(i) {
  const tags = [pick(TAGS, i), pick(TAGS, i + 5), pick(TAGS, i + 11)];
  const body = [
    '---',
    `title: Sample article ${i + 1} about car finance commission`,
    `description: A generated article used to measure how the site builds with many pages (number ${i + 1}).`,
    `date: ${isoDay(i)}`,
    `category: ${pick(CATEGORIES, i)}`,
    `tags: [${[...new Set(tags)].join(', ')}]`,
    '---',
    '',
    PARAGRAPH,
    '',
    '## What you may be able to do',
    '',
    `${PARAGRAPH} See [all our articles](/blog).`,
    '',
    '- Find your old agreement or ask the lender for a copy',
    '- Complain to the lender, in writing',
    '- Go to the Financial Ombudsman Service if you are not happy',
    '',
    '## Deadlines',
    '',
    PARAGRAPH,
    '',
  ].join('\n');
  return { name: `sample-article-${String(i + 1).padStart(4, '0')}.md`, body };
}

/** @param {number} i @returns {{ name: string, body: string }} */
export function lender(i) {
  const name = `Sample Motor Finance ${i + 1}`;
  const body = [
    '---',
    `name: ${name}`,
    `title: Claims against ${name}`,
    `description: A generated lender page used to measure how the site builds with many lenders (number ${i + 1}).`,
    `updated: ${isoDay(i)}`,
    '---',
    '',
    PARAGRAPH,
    '',
    '## How to complain',
    '',
    PARAGRAPH,
    '',
  ].join('\n');
  return { name: `sample-motor-finance-${String(i + 1).padStart(3, '0')}.md`, body };
}

/**
 * Writes `articles` articles and `lenders` lender pages into dir/blog and dir/lenders, replacing
 * whatever was there.
 * @param {string} dir
 * @param {{ articles: number, lenders: number }} counts
 */
export function writeContent(dir, { articles, lenders }) {
  rmSync(dir, { recursive: true, force: true });
  for (const [folder, count, make] of [
    ['blog', articles, article],
    ['lenders', lenders, lender],
  ]) {
    const target = path.join(dir, folder);
    mkdirSync(target, { recursive: true });
    for (let i = 0; i < count; i++) {
      const { name, body } = make(i);
      writeFileSync(path.join(target, name), body);
    }
  }
}
