// Answers whatever step the journey shows, from the fields' autocomplete tokens, types and labels,
// so the bench does not depend on how each step is built. Values are made-up test data.

/** Sample answers per autocomplete token. */
export function answers(session) {
  const suffix = String(100 + session).slice(-3);
  return {
    'given-name': 'Alex',
    'additional-name': '',
    'family-name': 'Sample',
    'bday-day': '27',
    'bday-month': '3',
    'bday-year': '1985',
    email: `bench.${Date.now()}.${session}@example.com`,
    tel: `07700 900${suffix}`,
    'postal-code': 'SW1A 1AA',
    'address-line1': '1 Sample Street',
    'address-line2': '',
    'address-level2': 'London',
    name: 'Alex Sample',
  };
}

/** Fields without an autocomplete token (a move-in month and year, a postcode search). */
function byLabel(label) {
  if (/postcode/i.test(label)) return 'SW1A 1AA';
  if (/^\s*month/i.test(label)) return '6';
  if (/^\s*year/i.test(label)) return '2012';
  if (/optional/i.test(label)) return '';
  return undefined;
}

/**
 * Fills the visible form of a Playwright page. Radios choose "No" where offered (e.g. "already
 * instructed another firm?"), else the first option; checkboxes are ticked (consents, agreements).
 * @param {import('playwright-core').Page} page
 * @param {Record<string, string>} values
 * @param {{ passcode?: () => Promise<string | null> }} [helpers]
 */
export async function fillStep(page, values, helpers = {}) {
  const form = page.locator('main form').first();
  if ((await form.count()) === 0) return;
  for (const select of await form.locator('select:visible').all()) {
    if ((await select.inputValue()) !== '') continue;
    const options = await select
      .locator('option')
      .evaluateAll((els) => els.map((o) => /** @type {HTMLOptionElement} */ (o).value).filter(Boolean));
    if (options[0]) await select.selectOption(options[0]);
  }
  for (const input of await form.locator('input:visible, textarea:visible').all()) {
    const type = (await input.getAttribute('type')) ?? 'text';
    const auto = (await input.getAttribute('autocomplete')) ?? '';
    if (type === 'checkbox') {
      if (!(await input.isChecked())) await input.check();
      continue;
    }
    if (type === 'radio' || type === 'hidden' || type === 'submit') continue;
    if ((await input.inputValue()) !== '') continue;
    if (auto === 'one-time-code') {
      const code = await helpers.passcode?.();
      if (code) await input.fill(code);
      continue;
    }
    const token = auto.split(/\s+/).pop() ?? '';
    const label = await input.evaluate(
      (e) => /** @type {HTMLInputElement} */ (e).labels?.[0]?.textContent ?? '',
    );
    const value =
      values[token] ??
      values[type] ??
      byLabel(label) ??
      (type === 'password' ? 'correct horse battery 42' : 'Sample');
    if (value !== '') await input.fill(value);
  }
  // A drawn signature: one stroke across each visible canvas.
  for (const canvas of await form.locator('canvas:visible').all()) {
    const box = await canvas.boundingBox();
    if (!box) continue;
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.5);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.3, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.6, { steps: 5 });
    await page.mouse.up();
  }
  const groups = new Set(
    await form
      .locator('input[type=radio]:visible')
      .evaluateAll((els) => els.map((e) => /** @type {HTMLInputElement} */ (e).name)),
  );
  for (const name of groups) {
    const radios = form.locator(`input[type=radio][name="${name}"]`);
    if (await radios.evaluateAll((els) => els.some((e) => /** @type {HTMLInputElement} */ (e).checked)))
      continue;
    const labels = await radios.evaluateAll((els) =>
      els.map((e) => /** @type {HTMLInputElement} */ (e).labels?.[0]?.textContent?.trim() ?? ''),
    );
    const no = labels.findIndex((label) => /^no\b/i.test(label));
    await radios.nth(no >= 0 ? no : 0).check();
  }
}
