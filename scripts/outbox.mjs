// `npm run outbox`: what the sandbox gateway "sent" while `npm start` runs: passcode texts (the
// sandboxOutbox collection) and emails (the `mail` collection, in the format of the Firebase
// "Trigger Email" extension, which delivers them in production; no extension runs locally). Both are
// read from the Firestore emulator over its REST API.
// Options: --watch (keep printing new messages), --limit N (default 10 of each).
import { exitWithUsageIfAsked } from './lib/usage.mjs';

exitWithUsageIfAsked(
  process.argv.slice(2),
  `Usage: npm run outbox [-- --watch] [--limit N]

Prints the passcode texts and emails the sandbox gateway "sent" while \`npm start\` runs, read from
the Firestore emulator at FIRESTORE_EMULATOR_HOST (else 127.0.0.1:8080), project GCLOUD_PROJECT
(else demo-redress). Nothing real is sent locally.

Options:
  --watch       keep printing new texts and emails as they come (Ctrl-C stops)
  --limit N     the latest N texts and N emails (default 10)
  --help, -h    this text`,
);
const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-redress';
const args = process.argv.slice(2);
const watch = args.includes('--watch');
const limitIndex = args.indexOf('--limit');
const limit = limitIndex >= 0 ? Math.max(1, Number(args[limitIndex + 1]) || 10) : 10;

const url = `http://${host}/v1/projects/${projectId}/databases/(default)/documents:runQuery`;

const number = (value) => Number(value?.integerValue ?? value?.doubleValue ?? 0);
const string = (value) => value?.stringValue ?? '';

/** Newest documents of a collection first; "Bearer owner" is the emulator's way past the rules. */
async function latest(collectionId, count) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId }],
        orderBy: [{ field: { fieldPath: 'sentAt' }, direction: 'DESCENDING' }],
        limit: count,
      },
    }),
  });
  if (!res.ok) throw new Error(`The Firestore emulator answered ${res.status}: ${await res.text()}`);
  const rows = await res.json();
  return rows.filter((row) => row.document).map(({ document }) => document);
}

function text(document) {
  const f = document.fields ?? {};
  return {
    id: `text/${document.name.split('/').pop()}`,
    sentAt: number(f.sentAt),
    print: () => `to ${string(f.to)}  claim ${string(f.claimId)}\n          ${string(f.body)}`,
  };
}

function mail(document) {
  const f = document.fields ?? {};
  const message = f.message?.mapValue?.fields ?? {};
  const attachments = (message.attachments?.arrayValue?.values ?? []).map((a) =>
    string(a.mapValue?.fields?.filename),
  );
  return {
    id: `mail/${document.name.split('/').pop()}`,
    sentAt: number(f.sentAt),
    print: () =>
      [
        `email to ${string(f.to)}  claim ${string(f.claimId)}`,
        `Subject: ${string(message.subject)}`,
        ...string(message.text).split('\n'),
        ...attachments.map((name) => `[attached: ${name}]`),
      ].join('\n          '),
  };
}

/** Texts and emails together, oldest first. */
async function latestMessages(count) {
  const [texts, mails] = await Promise.all([latest('sandboxOutbox', count), latest('mail', count)]);
  return [...texts.map(text), ...mails.map(mail)].sort((a, b) => a.sentAt - b.sentAt);
}

function print(message) {
  const time = new Date(message.sentAt).toLocaleTimeString('en-GB');
  console.log(`${time}  ${message.print()}`);
}

try {
  const messages = await latestMessages(limit);
  if (messages.length === 0) {
    console.log('Nothing sent yet: start a credit check in the app, then run this again.');
  }
  messages.forEach(print);
  if (watch) {
    const seen = new Set(messages.map((m) => m.id));
    console.log('Watching for new texts and emails (Ctrl-C to stop)…');
    setInterval(async () => {
      const fresh = (await latestMessages(20).catch(() => [])).filter((m) => !seen.has(m.id));
      for (const message of fresh) {
        seen.add(message.id);
        print(message);
      }
    }, 2000);
  }
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`Cannot read the outbox at ${host} (${reason}). Is \`npm start\` running?`);
  process.exit(1);
}
