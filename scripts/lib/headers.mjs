// Response headers for the served build; kept in step with firebase.json's hosting headers.
export function headersFor(pathname) {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': pathname.startsWith('/auth') ? 'no-referrer' : 'strict-origin-when-cross-origin',
  };
}
