import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { initialContext } from '../../machines/wizard/context';
import { selectSaveForLater } from '../../machines/wizard/selectors';
import { wizardMachine } from '../../machines/wizard/wizardMachine';
import { AXE_TAGS } from '../../e2e/support/browser';
import { stepTitles, type StepTitleKey } from '../../src/journey/views/titles';

const require = createRequire(import.meta.url);
const AXE_SOURCE = require.resolve('axe-core/axe.min.js');

export type RenderOutcome = 'rendered' | 'errored' | 'threw' | 'missing';

interface Channel {
  on: (event: string, listener: (...args: unknown[]) => void) => void;
  off: (event: string, listener: (...args: unknown[]) => void) => void;
  emit: (event: string, payload: unknown) => void;
}

/** The story each preview shows now: asking for it again remounts it instead (Storybook ignores
 * a selection of the story already selected, and no render event would come). */
const current = new WeakMap<Page, string>();

/**
 * Opens Storybook's preview once and switches stories through its channel, the way the
 * Storybook UI does: a full page load per story would spend most of the run reloading the bundle.
 */
export async function openPreview(page: Page, base: string, firstStoryId: string): Promise<void> {
  await page.goto(`${base}/iframe.html?id=${firstStoryId}&viewMode=story`);
  await page.waitForFunction(() => document.body.classList.contains('sb-show-main'));
  await page.addScriptTag({ path: AXE_SOURCE });
  current.set(page, firstStoryId);
}

/** Shows one story and resolves with how Storybook reports its render. */
export function showStory(page: Page, storyId: string): Promise<RenderOutcome> {
  const again = storyId === current.get(page);
  current.set(page, storyId);
  return page.evaluate(
    ({ id, remount }) =>
      new Promise<RenderOutcome>((resolve) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const outcomes: Array<[string, RenderOutcome]> = [
          ['storyRendered', 'rendered'],
          ['storyErrored', 'errored'],
          ['storyThrewException', 'threw'],
          ['storyMissing', 'missing'],
        ];
        const listeners = outcomes.map(([event, outcome]) => {
          const listener = (...args: unknown[]) => {
            if (event === 'storyRendered' && args[0] !== id) return;
            listeners.forEach(([name, fn]) => channel.off(name, fn));
            resolve(outcome);
          };
          channel.on(event, listener);
          return [event, listener] as const;
        });
        if (remount) channel.emit('forceRemount', { storyId: id });
        else channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    { id: storyId, remount: again },
  );
}

interface AxeViolation {
  id: string;
  nodes: Array<{ target: unknown[] }>;
}

/** axe-core over the whole preview document with the project's WCAG tags. */
export async function previewViolations(page: Page): Promise<string[]> {
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    // Only violations are read, so axe is asked for nothing else (no passes or incomplete results).
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  }, AXE_TAGS);
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * A wizard story (title `Wizard/…`) names the wizard state it shows (`data-story-state`,
 * `section.step[.inner]`): the running wizard must be in that state (`data-wizard-state`) and the
 * page must be that step's (its h1). Lists what differs; empty for a right page and for every
 * other story.
 */
export async function wizardPageMismatches(page: Page, story: { title: string }): Promise<string[]> {
  if (!story.title.startsWith('Wizard/')) return [];
  const root = page.locator('#storybook-root');
  const named = root.locator('[data-story-state]');
  if ((await named.count()) !== 1) return ['the story does not name the wizard state it shows'];
  const state = (await named.getAttribute('data-story-state')) ?? '';
  const [section, step, inner] = state.split('.');
  // "Save and come back later" is not a step: its page is named by its phase.
  const saving =
    section === 'saveForLater'
      ? selectSaveForLater(
          wizardMachine.resolveState({ value: { saveForLater: step ?? '' }, context: initialContext() }),
        )
      : null;
  const key = (
    saving ? `save/${saving}` : inner === 'noneFound' ? 'check/agreements-none' : `${section}/${step}`
  ) as StepTitleKey;
  const live = await named.getAttribute('data-wizard-state');
  const heading = (await root.locator('h1').first().textContent())?.trim();
  return [
    ...(live === state ? [] : [`the wizard is in ${live} instead of ${state}`]),
    ...(heading === stepTitles[key] ? [] : [`the heading is "${heading}" instead of "${stepTitles[key]}"`]),
  ];
}
