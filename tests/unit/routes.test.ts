// The route names of the spec's table (docs/spec.md, section 2), read from the app's route config
// and from the routes React Router matches for each address.
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from '../../src/routes';

/** The spec's routes: path and name, word for word. */
const SPEC_ROUTES: [path: string, name: string][] = [
  ['/', 'index'],
  ['/vehicle', 'vehicle'],
  ['/blog', 'blog'],
  ['/blog/{blog}', 'blog-blog'],
  ['/blog/tags/{tag}', 'blog-tags-tag'],
  ['/blog/categories/{category}', 'blog-categories-category'],
  ['/lenders/{page}', 'lenders-page'],
  ['/form/start/{id?}', 'form-start-id'],
  ['/form/check/{id?}', 'form-check-id'],
  ['/form/address/{id?}', 'form-address-id'],
  ['/form/sign/{id?}', 'form-sign-id'],
  ['/form/thankyou/{id?}', 'form-thankyou-id'],
  ['/auth', 'auth'],
];

/** The spec's `{param}` and `{param?}` in React Router's notation. */
const routerPath = (specPath: string) =>
  specPath === '/' ? undefined : specPath.slice(1).replace(/\{(\w+)(\??)\}/g, ':$1$2');

const routeObjects: RouteObject[] = routes.map((route) =>
  route.index ? { id: route.id, index: true } : { id: route.id, path: route.path },
);
const matchedId = (pathname: string) => matchRoutes(routeObjects, pathname)?.at(-1)?.route.id;

describe('route names', () => {
  it.each(SPEC_ROUTES)('names the route of %s "%s" in the route config', (specPath, name) => {
    const route = routes.find((r) => r.id === name);
    expect(route, name).toBeDefined();
    if (specPath === '/') expect(route?.index).toBe(true);
    else expect(route?.path).toBe(routerPath(specPath));
  });

  it.each([
    ['/', 'index'],
    ['/vehicle', 'vehicle'],
    ['/blog', 'blog'],
    ['/blog/what-is-a-dca', 'blog-blog'],
    ['/blog/tags/commission', 'blog-tags-tag'],
    ['/blog/categories/guides', 'blog-categories-category'],
    ['/lenders/black-horse', 'lenders-page'],
    ['/form/start', 'form-start-id'],
    ['/form/start/details', 'form-start-id'],
    ['/form/check/otp', 'form-check-id'],
    ['/form/address/current', 'form-address-id'],
    ['/form/sign/review', 'form-sign-id'],
    ['/form/thankyou/done', 'form-thankyou-id'],
    ['/auth', 'auth'],
  ])('matches %s to the route named "%s"', (pathname, name) => {
    expect(matchedId(pathname)).toBe(name);
  });

  it('gives every route a unique id, and answers any other address with the not-found route', () => {
    const ids = routes.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(matchedId('/no/such/page')).toBe('not-found');
    expect(matchedId('/form/start/details/more')).toBe('not-found');
  });

  it('answers the desk with its list, each claim with the desk’s claim page, and its audit log and data requests', () => {
    const tree: RouteObject[] = routes.map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      children: route.children?.map((child) =>
        child.index ? { id: child.id, index: true } : { id: child.id, path: child.path },
      ),
    })) as RouteObject[];
    const leaf = (pathname: string) => matchRoutes(tree, pathname)?.at(-1)?.route.id;
    expect(leaf('/desk')).toBe('desk-index');
    expect(leaf('/desk/claims/claim-1234abcd')).toBe('desk-claims-claimId');
    expect(matchRoutes(tree, '/desk/claims/claim-1234abcd')?.map((m) => m.route.id)).toEqual([
      'desk',
      'desk-claims-claimId',
    ]);
    expect(leaf('/desk/audit')).toBe('desk-audit');
    expect(leaf('/desk/data-requests')).toBe('desk-data-requests');
    expect(matchRoutes(tree, '/desk/overview')?.map((m) => m.route.id)).toEqual(['desk', 'desk-overview']);
    expect(leaf('/desk/imports')).toBe('desk-imports');
    expect(leaf('/desk/imports/c0ffee00-1111-4222-8333-444455556666')).toBe('desk-imports-importId');
    expect(matchRoutes(tree, '/desk/audit')?.map((m) => m.route.id)).toEqual(['desk', 'desk-audit']);
    expect(matchRoutes(tree, '/desk/data-requests')?.map((m) => m.route.id)).toEqual([
      'desk',
      'desk-data-requests',
    ]);
    expect(leaf('/desk/nowhere')).toBe('not-found');
    expect(leaf('/desk/audit/more')).toBe('not-found');
  });
});
