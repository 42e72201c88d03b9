/**
 * The uid a Firebase custom token is for, read from its payload (the middle part of the JWT)
 * without checking its signature: the sign-in checks that. Null when it cannot be read.
 */
export function customTokenUid(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload || payload.length > 8192) return null;
  try {
    const parsed: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    if (typeof parsed !== 'object' || parsed === null || !('uid' in parsed)) return null;
    const { uid } = parsed;
    return typeof uid === 'string' && uid !== '' ? uid : null;
  } catch {
    return null;
  }
}
