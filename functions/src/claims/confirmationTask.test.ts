import { describe, expect, it } from 'vitest';
import { runClaimConfirmation } from './confirmationTask.js';

describe('the confirmation task', () => {
  it('drops a task that names no claim, or a malformed id, without retrying it', async () => {
    for (const data of [undefined, null, {}, { claimId: 7 }, { claimId: '../x' }, { claimId: '' }]) {
      expect(await runClaimConfirmation(data)).toBe('malformed');
    }
  });
});
