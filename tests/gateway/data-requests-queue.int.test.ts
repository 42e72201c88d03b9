import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workspace } from '../../contract/firms';
import {
  DATA_REQUESTS_PAGE_SIZE,
  ListDataRequestsDataSchema,
  type ListDataRequestsData,
} from '../../contract/deskDataRequests';
import { staffCaller } from './staff';
import { adminDb, errorOf, type Caller } from './support';

/**
 * The desk's queue of data requests (decision 248): read per workspace, a page at a time, so
 * requests filed under other workspaces never push a handler's own off the page. The requests here
 * are written past the gateway, as requests made before decision 248 (by guests, naming any
 * workspace) lie in the database; the handler's workspace is one no other test files requests in.
 */
const MINE: Workspace = 'SGUKINTERNAL';
const DAY = 86_400_000;
const run = randomUUID().slice(0, 8);
const planted: string[] = [];

async function plant(
  requests: { workspaces: Workspace[]; requestedAt: number; status?: string }[],
): Promise<string[]> {
  const batch = adminDb().batch();
  const ids = requests.map((request, n) => {
    const id = `deletion-queue-${run}-${planted.length + n}`;
    batch.set(adminDb().doc(`dataRequests/${id}`), {
      uid: `queue-${run}-${planted.length + n}`,
      kind: 'deletion',
      status: request.status ?? 'requested',
      requestedAt: request.requestedAt,
      workspaces: request.workspaces,
      claimIds: [],
    });
    return id;
  });
  await batch.commit();
  planted.push(...ids);
  return ids;
}

const list = async (who: Caller, data: object = {}): Promise<ListDataRequestsData> =>
  v.parse(v.object({ data: ListDataRequestsDataSchema }), await who.call('listDataRequests', data)).data;

/** Every page of the caller's queue, in order, following each `nextCursor`. */
async function allPages(who: Caller): Promise<ListDataRequestsData[]> {
  const pages = [await list(who)];
  for (let cursor = pages[0]?.nextCursor; cursor; cursor = pages.at(-1)?.nextCursor) {
    pages.push(await list(who, { cursor }));
  }
  return pages;
}

let handler: Caller;
let realId: string;

beforeAll(async () => {
  // Nothing else is filed under this workspace: what an earlier run left is removed.
  const left = await adminDb().collection('dataRequests').where('workspaces', 'array-contains', MINE).get();
  await Promise.all(left.docs.map((doc) => doc.ref.delete()));
  handler = await staffCaller('handler', [MINE]);
  const long = Date.now() - 30 * DAY;
  // 250 requests of other workspaces, all older than the real one: the flood.
  await plant(
    Array.from({ length: 250 }, (_, n) => ({
      workspaces: [n % 2 === 0 ? 'SGUK' : 'Complex365'] as Workspace[],
      requestedAt: long + n * 1000,
    })),
  );
  [realId = ''] = await plant([{ workspaces: [MINE], requestedAt: Date.now() }]);
}, 60_000);

afterAll(async () => {
  await Promise.all(planted.map((id) => adminDb().doc(`dataRequests/${id}`).delete()));
});

describe('the desk’s queue of data requests', () => {
  it('shows a handler the real request of their workspace on the first page, past 250 older requests of other workspaces', async () => {
    const page = await list(handler);
    expect(page.requests.map((request) => request.requestId)).toEqual([realId]);
    expect(page.requests[0]).toMatchObject({ workspaces: [MINE], canApprove: true, status: 'requested' });
    expect(page.nextCursor).toBeNull();
  });

  it('names only the workspaces the caller was granted, and lets only a caller with all of them approve', async () => {
    const [shared = ''] = await plant([{ workspaces: [MINE, 'SGUK'], requestedAt: Date.now() - DAY }]);
    const asHandler = (await list(handler)).requests.find((request) => request.requestId === shared);
    expect(asHandler).toMatchObject({ workspaces: [MINE], canApprove: false });
    const supervisor = await staffCaller('supervisor', [MINE, 'SGUK']);
    const asSupervisor = (await allPages(supervisor))
      .flatMap((page) => page.requests)
      .find((request) => request.requestId === shared);
    expect(asSupervisor).toMatchObject({ canApprove: true });
    expect([...(asSupervisor?.workspaces ?? [])].sort()).toEqual(['SGUK', MINE].sort());
  });

  it('pages through every open request of the caller’s workspaces, oldest first, each once, and none completed', async () => {
    const start = Date.now() - 20 * DAY;
    await plant(Array.from({ length: 30 }, (_, n) => ({ workspaces: [MINE], requestedAt: start + n * DAY })));
    // Filed under both of the caller's workspaces: listed once.
    await plant([{ workspaces: [MINE, 'Complex365'], requestedAt: start + 1 }]);
    const [done = ''] = await plant([{ workspaces: [MINE], requestedAt: start + 2, status: 'completed' }]);
    const both = await staffCaller('handler', [MINE, 'Complex365']);

    const pages = await allPages(both);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page.requests.length).toBeLessThanOrEqual(DATA_REQUESTS_PAGE_SIZE);
    expect(pages.slice(0, -1).every((page) => page.requests.length === DATA_REQUESTS_PAGE_SIZE)).toBe(true);
    const listed = pages.flatMap((page) => page.requests);
    const ids = listed.map((request) => request.requestId);
    expect(new Set(ids).size).toBe(ids.length);
    const times = listed.map((request) => Date.parse(request.requestedAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const expected = new Set<string>();
    for (const workspace of [MINE, 'Complex365']) {
      const open = await adminDb()
        .collection('dataRequests')
        .where('workspaces', 'array-contains', workspace)
        .get();
      for (const doc of open.docs) if (doc.get('status') !== 'completed') expected.add(doc.id);
    }
    expect([...ids].sort()).toEqual([...expected].sort());
    expect(ids).not.toContain(done);
  });

  it('writes one audit entry per page read, with the workspaces it covered and how many it listed', async () => {
    const reader = await staffCaller('handler', [MINE]);
    const first = await list(reader);
    const entries = await adminDb()
      .collection('audit')
      .where('uid', '==', reader.uid)
      .where('action', '==', 'dataRequests.list')
      .get();
    expect(entries.docs.map((entry) => entry.data())).toEqual([
      expect.objectContaining({
        role: 'handler',
        workspaces: [MINE],
        outcome: 'ok',
        details: { page: 'first', results: first.requests.length },
      }),
    ]);
  });

  it('refuses a cursor from another caller’s list, and one that is no cursor', async () => {
    const both = await staffCaller('handler', [MINE, 'Complex365']);
    const { nextCursor } = await list(both);
    expect(nextCursor).not.toBeNull();
    for (const cursor of [nextCursor, 'not-a-cursor']) {
      expect(await errorOf(handler.call('listDataRequests', { cursor }))).toMatchObject({
        code: 'functions/invalid-argument',
        message: expect.stringMatching(/does not belong to this list/) as unknown,
      });
    }
  });
});
