/** Common email domains in the UK, most used first: a close miss is suggested as the first match. */
const knownDomains = [
  'gmail.com',
  'hotmail.co.uk',
  'hotmail.com',
  'yahoo.co.uk',
  'yahoo.com',
  'outlook.com',
  'icloud.com',
  'live.co.uk',
  'btinternet.com',
  'googlemail.com',
  'aol.com',
  'sky.com',
  'virginmedia.com',
  'ntlworld.com',
  'talktalk.net',
  'msn.com',
  'me.com',
  'outlook.co.uk',
  'live.com',
  'mail.com',
  'gmx.com',
  'yahoo.com.au',
  'proton.me',
  'protonmail.com',
] as const;

/** Edit distance counting a swap of two neighbouring letters as one edit (gmial → gmail). */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      d[i]![j] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * A likely correction of a mistyped common domain ("jo@gmial.com" → "jo@gmail.com"), or null.
 * Only suggests: the claimant may really use an unusual domain, so nothing is changed for them.
 */
export function suggestEmail(email: string): string | null {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1 || at === trimmed.length - 1) return null;
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1).toLowerCase();
  if ((knownDomains as readonly string[]).includes(domain) || !domain.includes('.')) return null;
  // Short domains are easy to confuse with real ones, so they get less room for error.
  const allowed = domain.length >= 8 ? 2 : 1;
  let best: { domain: string; distance: number } | null = null;
  for (const known of knownDomains) {
    const d = distance(domain, known);
    if (d <= allowed && (!best || d < best.distance)) best = { domain: known, distance: d };
  }
  return best ? `${local}@${best.domain}` : null;
}
