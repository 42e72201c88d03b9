// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installStepTimer } from './page-timer.mjs';

interface Sample {
  from: string;
  to: string;
  ms: number;
}
const samples = () => (window as unknown as { __benchSteps: Sample[] }).__benchSteps;
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function showStep(title: string, button = 'Continue') {
  document.body.innerHTML = `<main><h1>${title}</h1><form><button type="submit">${button}</button></form></main>`;
  document.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
}

describe('step timer (runs in the page during the bench)', () => {
  beforeAll(() => installStepTimer());
  afterEach(() => samples().splice(0));

  it('records one step from a Continue click to the frame after the heading changes', async () => {
    showStep('What is your name?');
    document.querySelector('button')?.click();
    document.querySelector('h1')!.textContent = 'What is your date of birth?';
    await nextFrame();
    expect(samples()).toHaveLength(1);
    expect(samples()[0]).toMatchObject({ from: 'What is your name?', to: 'What is your date of birth?' });
    expect(samples()[0]!.ms).toBeGreaterThanOrEqual(0);
  });

  it('ignores buttons other than Continue', async () => {
    showStep('What is your name?', 'Back');
    document.querySelector('button')?.click();
    document.querySelector('h1')!.textContent = 'Claim for car finance commission';
    await nextFrame();
    expect(samples()).toHaveLength(0);
  });

  it('records nothing while the heading stays the same (an error summary instead of a new step)', async () => {
    showStep('What is your name?');
    document.querySelector('button')?.click();
    document
      .querySelector('main')!
      .insertAdjacentHTML('afterbegin', '<div><h2>There is a problem</h2></div>');
    await nextFrame();
    expect(samples()).toHaveLength(0);
  });
});
