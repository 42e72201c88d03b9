// Runs inside the page (added as an init script): from a Continue click, captured before the app
// sees it, to the first animation frame after the step's heading has changed. Results collect on
// window.__benchSteps for the bench to read.
export function installStepTimer() {
  const results = [];
  Object.defineProperty(window, '__benchSteps', { value: results });
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest('button') : null;
      if (!target || !/^\s*continue\s*$/i.test(target.textContent ?? '')) return;
      const before = document.querySelector('main h1')?.textContent ?? '';
      const started = performance.now();
      const observer = new MutationObserver(() => {
        const now = document.querySelector('main h1')?.textContent ?? '';
        if (now === '' || now === before) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          results.push({ from: before, to: now, ms: performance.now() - started });
        });
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      // A step that never changes heading (an error summary instead) stops being watched.
      setTimeout(() => observer.disconnect(), 15_000);
    },
    true,
  );
}
