import { notFound } from '../content/notFound';

/** A route guard: returns what the route needs from the request, or throws the error to show. */
export type RouteGuard<T> = (request: Request) => T;

/**
 * A custom-token sign-in link's token: JWT-shaped (three base64url parts, the signature may be
 * empty for emulator tokens) and of a bounded length. Anything else is not a sign-in link.
 */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]*$/;
export const MAX_TOKEN_LENGTH = 4096;

export function isWellFormedToken(token: string | null): token is string {
  return token !== null && token.length <= MAX_TOKEN_LENGTH && TOKEN_SHAPE.test(token);
}

/** secret-auth (spec section 2): only a well-formed `token` parameter gets through. */
const secretAuth: RouteGuard<{ token: string }> = (request) => {
  const url = new URL(request.url);
  const tokens = url.searchParams.getAll('token');
  const token = tokens.length === 1 ? tokens[0]! : null;
  if (!isWellFormedToken(token)) throw notFound(url.pathname);
  return { token };
};

/** Guards by the name a route gives; adding one here is the only way to make a name valid. */
export const routeGuards = { 'secret-auth': secretAuth } as const;

export type GuardName = keyof typeof routeGuards;

/** Runs the named guard. A name with no guard is an error, never a silent pass. */
export function runGuard<N extends string>(
  name: N,
  request: Request,
): N extends GuardName ? ReturnType<(typeof routeGuards)[N]> : never {
  if (!Object.hasOwn(routeGuards, name)) throw new Error(`Unknown route guard: ${name}`);
  return routeGuards[name as GuardName](request) as never;
}
