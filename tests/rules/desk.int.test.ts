import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { deskSearchPath, lenderKey } from '../../contract/search';
import { deskListMonthPath, deskListScopePath } from '../../contract/deskList';
import { listWhere, rulesSuite, staffSignedIn } from './env';

/** The Redress claim's row under its lender (decision 231), and that lender's rows. */
const ROWS = `deskLenders/${lenderKey('black horse')}/deskClaims`;
const ROW = `${ROWS}/claim-redress`;
/** The search index's document for the Redress claimant's email (decision 286). */
const SEARCH = deskSearchPath({ by: 'email', email: 'alice@example.com' });
/** The Redress workspace's list document, and its partition of a month, listing the claim (decision 290). */
const LIST = deskListScopePath({ workspace: 'Redress', lender: null });
const PARTITION = deskListMonthPath('submitted', { workspace: 'Redress', lender: null }, '2026-11', 0);
const PARTITIONS = `${LIST}/months`;
const BY_LENDER = { workspace: 'Redress' as const, lender: 'black horse' };
const LENDER_LIST = deskListScopePath(BY_LENDER);
const LENDER_PARTITION = deskListMonthPath('due', BY_LENDER, '2026-12', 3);
/** One of the Redress workspace's overview counter documents (decision 273). */
const OVERVIEW = 'deskOverview/Redress/shards/0';

const auditEntry = {
  at: 1_790_000_000_000,
  uid: 'handler-redress',
  role: 'handler',
  action: 'claim.open',
  claimId: 'claim-redress',
  workspaces: ['Redress'],
  outcome: 'ok',
  details: {},
};

const rules = rulesSuite({
  // The gateway's writes (Admin SDK), which the rules do not apply to.
  beforeEach: async (db) => {
    await setDoc(doc(db, 'claims/claim-redress'), {
      uid: 'alice',
      status: 'submitted',
      workspace: 'Redress',
    });
    await setDoc(doc(db, 'claims/claim-sguk'), { uid: 'bob', status: 'submitted', workspace: 'SGUK' });
    await setDoc(doc(db, 'claims/claim-redress/notes/note-1'), {
      text: 'Claimant called about the lender.',
      at: 1_790_000_000_000,
      uid: 'handler-redress',
      role: 'handler',
    });
    await setDoc(doc(db, 'audit/entry-1'), auditEntry);
    await setDoc(doc(db, ROW), {
      workspace: 'Redress',
      status: 'submitted',
      submittedAt: 1,
      responseDueAt: null,
    });
    await setDoc(doc(db, OVERVIEW), { workspace: 'Redress', counts: { complaints: 3 } });
    await setDoc(doc(db, LIST), { workspace: 'Redress', months: ['2026-11'] });
    await setDoc(doc(db, LENDER_LIST), { workspace: 'Redress', lender: 'black horse', months: ['2026-11'] });
    await setDoc(doc(db, LENDER_PARTITION), { claims: {} });
    await setDoc(doc(db, PARTITION), {
      claims: {
        'claim-redress': {
          workspace: 'Redress',
          status: 'submitted',
          submittedAt: 1_793_000_000_000,
          responseDueAt: null,
        },
      },
    });
    await setDoc(doc(db, SEARCH), { claims: { 'claim-redress': { workspace: 'Redress', submittedAt: 1 } } });
  },
});

/** A staff member signed in with both factors, their role and workspaces in the token. */
const staff = (uid: string, role: 'handler' | 'supervisor', workspaces: string[]): Firestore =>
  staffSignedIn(rules.env, uid, role, workspaces);

describe('a claimant never sees the firm’s data', () => {
  it('reads their own claim but not its internal notes, one by one or listed', async () => {
    await assertSucceeds(getDoc(doc(rules.alice, 'claims/claim-redress')));
    await assertFails(getDoc(doc(rules.alice, 'claims/claim-redress/notes/note-1')));
    await assertFails(getDocs(collection(rules.alice, 'claims/claim-redress/notes')));
  });

  it('cannot write a note on their own claim', async () => {
    await assertFails(setDoc(doc(rules.alice, 'claims/claim-redress/notes/note-2'), { text: 'mine' }));
  });

  it('cannot read the audit log, even the entries about their own claim', async () => {
    await assertFails(getDoc(doc(rules.alice, 'audit/entry-1')));
    await assertFails(listWhere(rules.alice, 'audit', 'claimId', 'claim-redress'));
  });

  it('cannot read another workspace’s claims', async () => {
    await assertFails(getDoc(doc(rules.alice, 'claims/claim-sguk')));
    await assertFails(listWhere(rules.alice, 'claims', 'workspace', 'SGUK'));
  });
});

describe('staff read claims through the gateway only, which keeps them to their workspaces', () => {
  it('refuses a handler of one workspace another workspace’s claim, by id or by query', async () => {
    const handler = staff('handler-redress', 'handler', ['Redress']);
    await assertFails(getDoc(doc(handler, 'claims/claim-sguk')));
    await assertFails(listWhere(handler, 'claims', 'workspace', 'SGUK'));
  });

  it('gives no direct read of their own workspace’s claims either, so every opening is audited', async () => {
    const handler = staff('handler-redress', 'handler', ['Redress']);
    await assertFails(getDoc(doc(handler, 'claims/claim-redress')));
    await assertFails(getDocs(collection(handler, 'claims/claim-redress/notes')));
  });

  it('refuses a handler writing a claim or a note directly', async () => {
    const handler = staff('handler-redress', 'handler', ['Redress']);
    await assertFails(updateDoc(doc(handler, 'claims/claim-redress'), { status: 'closed' }));
    await assertFails(addDoc(collection(handler, 'claims/claim-redress/notes'), { text: 'direct' }));
  });
});

describe('the rows under each lender: the gateway’s, read through the desk’s list only', () => {
  it('gives a claimant no read or write of their own claim’s rows', async () => {
    await assertFails(getDoc(doc(rules.alice, ROW)));
    await assertFails(getDocs(collection(rules.alice, ROWS)));
    await assertFails(setDoc(doc(rules.alice, ROW), { workspace: 'Redress', status: 'closed' }));
  });

  it('gives a handler of the claim’s workspace no direct read or write of them either', async () => {
    const handler = staff('handler-redress', 'handler', ['Redress']);
    await assertFails(getDoc(doc(handler, ROW)));
    await assertFails(listWhere(handler, ROWS, 'workspace', 'Redress'));
    await assertFails(updateDoc(doc(handler, ROW), { status: 'closed' }));
    await assertFails(deleteDoc(doc(handler, ROW)));
  });
});

describe('the search index: the gateway’s, read through the desk’s searches only', () => {
  it('gives a claimant no read or write of the search that finds their own claim', async () => {
    await assertFails(getDoc(doc(rules.alice, SEARCH)));
    await assertFails(getDocs(collection(rules.alice, 'deskSearch')));
    await assertFails(setDoc(doc(rules.alice, SEARCH), { claims: {} }));
  });

  it('gives a handler of the claim’s workspace no direct read or write of it either', async () => {
    const handler = staff('handler-redress', 'handler', ['Redress']);
    await assertFails(getDoc(doc(handler, SEARCH)));
    await assertFails(getDocs(collection(handler, 'deskSearch')));
    await assertFails(updateDoc(doc(handler, SEARCH), { claims: {} }));
    await assertFails(deleteDoc(doc(handler, SEARCH)));
  });

  it('gives a caller not signed in nothing', async () => {
    await assertFails(getDoc(doc(rules.nobody, SEARCH)));
    await assertFails(setDoc(doc(rules.nobody, SEARCH), { claims: {} }));
  });
});

describe('the list index: the gateway’s, read through the desk’s list only', () => {
  it('gives a claimant no read or write of the month listing their own claim, nor of the months listed', async () => {
    await assertFails(getDoc(doc(rules.alice, PARTITION)));
    await assertFails(getDocs(collection(rules.alice, PARTITIONS)));
    await assertFails(getDoc(doc(rules.alice, LIST)));
    await assertFails(setDoc(doc(rules.alice, PARTITION), { claims: {} }));
    await assertFails(getDoc(doc(rules.alice, LENDER_LIST)));
    await assertFails(getDoc(doc(rules.alice, LENDER_PARTITION)));
    await assertFails(getDocs(collection(rules.alice, `${LENDER_LIST}/months`)));
    await assertFails(setDoc(doc(rules.alice, LENDER_PARTITION), { claims: {} }));
  });

  it('gives a handler of the claim’s workspace no direct read or write of them either', async () => {
    const handler = staff('handler-redress', 'handler', ['Redress']);
    await assertFails(getDoc(doc(handler, PARTITION)));
    await assertFails(getDocs(collection(handler, PARTITIONS)));
    await assertFails(getDoc(doc(handler, LIST)));
    await assertFails(updateDoc(doc(handler, PARTITION), { claims: {} }));
    await assertFails(updateDoc(doc(handler, LIST), { months: [] }));
    await assertFails(deleteDoc(doc(handler, PARTITION)));
    await assertFails(getDoc(doc(handler, LENDER_LIST)));
    await assertFails(getDoc(doc(handler, LENDER_PARTITION)));
    await assertFails(updateDoc(doc(handler, LENDER_PARTITION), { claims: {} }));
    await assertFails(deleteDoc(doc(handler, LENDER_LIST)));
  });
});

describe('the overview’s counters: the gateway’s, read through the desk’s overview only', () => {
  it('gives a claimant no read or write of them', async () => {
    await assertFails(getDoc(doc(rules.alice, OVERVIEW)));
    await assertFails(setDoc(doc(rules.alice, OVERVIEW), { counts: { complaints: 0 } }));
  });

  it('gives a supervisor of the workspace no direct read or write of them either', async () => {
    const supervisor = staff('supervisor-redress', 'supervisor', ['Redress']);
    await assertFails(getDoc(doc(supervisor, OVERVIEW)));
    await assertFails(getDocs(collection(supervisor, 'deskOverview/Redress/shards')));
    await assertFails(updateDoc(doc(supervisor, OVERVIEW), { 'counts.complaints': 4 }));
    await assertFails(deleteDoc(doc(supervisor, OVERVIEW)));
  });
});

describe('the audit log: appended by the gateway, changed by no one', () => {
  for (const [who, role] of [
    ['handler-redress', 'handler'],
    ['supervisor-redress', 'supervisor'],
  ] as const) {
    it(`refuses a ${role} editing, deleting or adding an entry`, async () => {
      const member = staff(who, role, ['Redress']);
      await assertFails(updateDoc(doc(member, 'audit/entry-1'), { action: 'claims.list' }));
      await assertFails(setDoc(doc(member, 'audit/entry-1'), { ...auditEntry, uid: 'someone-else' }));
      await assertFails(deleteDoc(doc(member, 'audit/entry-1')));
      await assertFails(addDoc(collection(member, 'audit'), { ...auditEntry, uid: who }));
    });
  }

  it('is read by supervisors through the gateway, not directly', async () => {
    const supervisor = staff('supervisor-redress', 'supervisor', ['Redress']);
    await assertFails(getDoc(doc(supervisor, 'audit/entry-1')));
    await assertFails(getDocs(collection(supervisor, 'audit')));
  });
});
