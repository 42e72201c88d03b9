import type { RouteRule } from './buildVersionSchemas';

/** The path part of a target (no query, no hash): reloads are throttled per path. */
export function pathOf(target: string): string {
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*\*|\*)/)
    .map((part) => {
      if (part === '**') return '.*';
      if (part === '*') return '[^/]*';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}/?$`);
}

/**
 * The rule for a path: every matching pattern's rule merged, the more specific (longer) pattern
 * winning. Throws on a path that is not valid percent-encoding, which the machine logs.
 */
export function matchRouteRule(rules: Record<string, RouteRule>, target: string): RouteRule {
  const path = decodeURI(pathOf(target));
  return Object.keys(rules)
    .filter((pattern) => patternToRegExp(pattern).test(path))
    .sort((a, b) => a.length - b.length)
    .reduce<RouteRule>((merged, pattern) => ({ ...merged, ...rules[pattern] }), {});
}
