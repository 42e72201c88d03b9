// `npm run check-html -- [dir]`: the W3C Nu HTML Checker over every HTML file of a build (default
// build/client: every prerendered page, 404.html and the app shell). Fails on any error. `npm test`
// runs it over the build it makes (step "html", decision 158).
import path from 'node:path';
import { HtmlCheckError, checkHtml, formatErrors, htmlFiles } from './lib/html-check.mjs';
import { exitWithUsageIfAsked } from './lib/usage.mjs';

exitWithUsageIfAsked(
  process.argv.slice(2),
  `Usage: npm run check-html [-- <dir>]

Runs the W3C Nu HTML Checker (Java) over every HTML file of a build: every prerendered page,
404.html and the app shell. Fails on any error. \`npm test -- html\` runs it over the build it makes.

Arguments:
  <dir>         the build's client folder to check (default build/client, from \`npm run build\`)
  --help, -h    this text`,
);

const dir = path.resolve(process.argv[2] ?? 'build/client');
let files;
try {
  files = htmlFiles(dir);
} catch {
  console.error(`No build at ${dir}: run \`npm run build\` first, or name the folder to check.`);
  process.exit(1);
}
if (files.length === 0) {
  console.error(`No HTML files in ${dir}.`);
  process.exit(1);
}
try {
  const errors = await checkHtml(files);
  if (errors.length > 0) console.error(formatErrors(errors));
  const pages = new Set(errors.map((e) => e.file)).size;
  console.log(
    `Nu HTML Checker: ${errors.length} error${errors.length === 1 ? '' : 's'} in ${files.length} HTML files` +
      (errors.length ? ` (${pages} with errors)` : ''),
  );
  process.exit(errors.length ? 1 : 0);
} catch (error) {
  console.error(error instanceof HtmlCheckError ? error.message : error);
  process.exit(1);
}
