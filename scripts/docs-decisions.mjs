// `npm run docs:decisions`: writes docs/decisions/README.md, the index of the decision records with
// each one's status (scripts/lib/decisions-index.mjs). Refuses while a record is malformed.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { INDEX_FILE, readDecisions, renderIndex } from './lib/decisions-index.mjs';
import { exitWithUsageIfAsked } from './lib/usage.mjs';

exitWithUsageIfAsked(
  process.argv.slice(2),
  `Usage: npm run docs:decisions

Writes docs/decisions/${INDEX_FILE}, the index of the decision records with each one's status. Refuses,
listing the problems, while a record is malformed. Takes no arguments but --help (-h).`,
);

const dir = path.resolve(import.meta.dirname, '..', 'docs', 'decisions');
const { records, problems } = readDecisions(dir);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
const file = path.join(dir, INDEX_FILE);
const options = (await prettier.resolveConfig(file)) ?? {};
writeFileSync(file, await prettier.format(renderIndex(records), { ...options, filepath: file }));
console.log(`Wrote docs/decisions/${INDEX_FILE}: ${records.length} records.`);
