import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_REQUESTS } from './dataRequests.js';

interface Index {
  collectionGroup: string;
  queryScope: string;
  fields: { fieldPath: string; order?: string; arrayConfig?: string }[];
}

const { indexes } = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../firestore.indexes.json'), 'utf8'),
) as { indexes: Index[] };

describe('the desk’s queue of data requests (decision 248)', () => {
  it('has the composite index its per-workspace query needs: workspaces (contains), status, requestedAt', () => {
    const queue = indexes.filter((index) => index.collectionGroup === DATA_REQUESTS);
    expect(queue).toContainEqual({
      collectionGroup: DATA_REQUESTS,
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'workspaces', arrayConfig: 'CONTAINS' },
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'requestedAt', order: 'ASCENDING' },
      ],
    });
  });
});
