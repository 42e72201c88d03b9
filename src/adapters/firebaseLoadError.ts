/**
 * The SDK chunk could not be downloaded (offline, or a deploy replaced it). Its own module, so the
 * error mapping can recognise it without bringing the Firebase loader and its configuration along.
 */
export class FirebaseLoadError extends Error {
  override name = 'FirebaseLoadError';
  constructor(cause: unknown) {
    super('The sign-in service could not be loaded.', { cause });
  }
}
