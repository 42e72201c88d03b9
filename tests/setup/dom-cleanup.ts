import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts what a test rendered after each test by registering this hook when it is
// first imported; component test files share one module graph (isolate: false), so every file
// registers it here instead. Storage is cleared too, so no file sees another's answers.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
