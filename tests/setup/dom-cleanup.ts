import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts what a test rendered after each test by registering this hook when it is
// first imported; component test files share one module graph (isolate: false), so every file
// registers it here instead. Storage is cleared too, so no file sees another's answers.
// findBy… and waitFor wait up to 5 s, not Testing Library's 1 s: `npm test` runs these beside the
// emulators, the stories and the browser tests on two cores, where an answer from MSW can take longer
// than a second to render. A wait ends as soon as what it looks for is there.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
