import { describe, expect, it } from 'vitest';
import { stateText } from './stateText';

describe('state value as text', () => {
  it('shows simple and nested states as dotted paths', () => {
    expect(stateText('idle')).toBe('idle');
    expect(stateText({ start: 'intro' })).toBe('start.intro');
    expect(stateText({ check: { otp: 'verifying' } })).toBe('check.otp.verifying');
  });

  it('joins parallel regions', () => {
    expect(stateText({ form: 'editing', save: { remote: 'idle' } })).toBe('form.editing, save.remote.idle');
  });
});
