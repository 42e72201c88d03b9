// Reads the passcode the sandbox gateway "texted" from its outbox in the Firestore emulator (the
// emulator lets the "owner" token read any collection; there is no real phone in a lab run).
const PROJECT = 'demo-redress';

/**
 * @param {number} firestorePort
 * @param {string} phone the number as typed on the form
 * @returns {Promise<string | null>} the newest 6-digit code sent to that number
 */
export async function readPasscode(firestorePort, phone) {
  // The text is written by the gateway as it answers; give it a moment to arrive.
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = await newestCode(firestorePort, phone).catch(() => null);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return null;
}

async function newestCode(firestorePort, phone) {
  const digits = phone.replace(/\D/g, '').slice(-9);
  const url = `http://127.0.0.1:${firestorePort}/v1/projects/${PROJECT}/databases/(default)/documents/sandboxOutbox?pageSize=300`;
  const res = await fetch(url, { headers: { authorization: 'Bearer owner' } });
  if (!res.ok) return null;
  /** @type {{ documents?: Array<{ fields: Record<string, { stringValue?: string, integerValue?: string }> }> }} */
  const body = await res.json();
  const messages = (body.documents ?? [])
    .map((doc) => ({
      to: doc.fields.to?.stringValue ?? '',
      text: doc.fields.body?.stringValue ?? '',
      sentAt: Number(doc.fields.sentAt?.integerValue ?? 0),
    }))
    .filter((m) => m.to.replace(/\D/g, '').endsWith(digits))
    .sort((a, b) => b.sentAt - a.sentAt);
  return /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1] ?? null;
}
