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

/** A build's patterns, ready to match: the plain ones by path, the wildcard ones as expressions. */
interface CompiledRules {
  /** A plain pattern matches its own path, with or without one trailing slash. */
  plain: Map<string, number>;
  wildcard: { index: number; expression: RegExp }[];
  patterns: string[];
}

/**
 * Compiled once per build's rules: a navigation matches against them at once, however many pages
 * the build prerendered (a rule per page), where compiling every pattern on every navigation grew
 * with the site.
 */
const compiledRules = new WeakMap<Record<string, RouteRule>, CompiledRules>();

function compile(rules: Record<string, RouteRule>): CompiledRules {
  const cached = compiledRules.get(rules);
  if (cached) return cached;
  const patterns = Object.keys(rules);
  const compiled: CompiledRules = { plain: new Map(), wildcard: [], patterns };
  patterns.forEach((pattern, index) => {
    if (pattern.includes('*')) {
      compiled.wildcard.push({ index, expression: patternToRegExp(pattern) });
      return;
    }
    compiled.plain.set(pattern, index);
  });
  compiledRules.set(rules, compiled);
  return compiled;
}

/**
 * The rule for a path: every matching pattern's rule merged, the more specific (longer) pattern
 * winning. Throws on a path that is not valid percent-encoding, which the machine logs.
 */
export function matchRouteRule(rules: Record<string, RouteRule>, target: string): RouteRule {
  const path = decodeURI(pathOf(target));
  const { plain, wildcard, patterns } = compile(rules);
  const matched = [
    plain.get(path),
    path.endsWith('/') ? plain.get(path.slice(0, -1)) : undefined,
    ...wildcard.filter(({ expression }) => expression.test(path)).map(({ index }) => index),
  ].filter((index): index is number => index !== undefined);
  // In the rules' own order, then by length: the order the patterns were always merged in.
  return matched
    .sort((a, b) => a - b)
    .map((index) => patterns[index] as string)
    .sort((a, b) => a.length - b.length)
    .reduce<RouteRule>((merged, pattern) => ({ ...merged, ...rules[pattern] }), {});
}
