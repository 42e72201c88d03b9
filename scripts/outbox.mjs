// `npm run outbox`: the passcode texts the sandbox gateway "sent" while `npm start` runs. They are
// documents in the Firestore emulator's sandboxOutbox collection, read here over its REST API.
// Options: --watch (keep printing new texts), --limit N (default 10).
const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-redress';
const args = process.argv.slice(2);
const watch = args.includes('--watch');
const limitIndex = args.indexOf('--limit');
const limit = limitIndex >= 0 ? Math.max(1, Number(args[limitIndex + 1]) || 10) : 10;

const url = `http://${host}/v1/projects/${projectId}/databases/(default)/documents:runQuery`;

/** Newest texts first; "Bearer owner" is the emulator's way to read past the security rules. */
async function latestTexts(count) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'sandboxOutbox' }],
        orderBy: [{ field: { fieldPath: 'sentAt' }, direction: 'DESCENDING' }],
        limit: count,
      },
    }),
  });
  if (!res.ok) throw new Error(`The Firestore emulator answered ${res.status}: ${await res.text()}`);
  const rows = await res.json();
  return rows
    .filter((row) => row.document)
    .map(({ document }) => {
      const f = document.fields ?? {};
      return {
        id: document.name.split('/').pop(),
        sentAt: Number(f.sentAt?.integerValue ?? f.sentAt?.doubleValue ?? 0),
        to: f.to?.stringValue ?? '',
        claimId: f.claimId?.stringValue ?? '',
        body: f.body?.stringValue ?? '',
      };
    })
    .reverse();
}

function print(text) {
  const time = new Date(text.sentAt).toLocaleTimeString('en-GB');
  console.log(`${time}  to ${text.to}  claim ${text.claimId}\n          ${text.body}`);
}

try {
  const texts = await latestTexts(limit);
  if (texts.length === 0) console.log('No texts yet: start a credit check in the app, then run this again.');
  texts.forEach(print);
  if (watch) {
    const seen = new Set(texts.map((t) => t.id));
    console.log('Watching for new texts (Ctrl-C to stop)…');
    setInterval(async () => {
      const fresh = (await latestTexts(20).catch(() => [])).filter((t) => !seen.has(t.id));
      for (const text of fresh) {
        seen.add(text.id);
        print(text);
      }
    }, 2000);
  }
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`Cannot read the outbox at ${host} (${reason}). Is \`npm start\` running?`);
  process.exit(1);
}
