import { describe, expect, it } from 'vitest';
import { documentStatus } from './documentStatus';

const form = (section: string, id?: string) => ({ id: `form-${section}-id`, params: { id } });

describe('the status of a page the server renders (npm start answers as Hosting does)', () => {
  it.each([
    ['/no/such/page', { id: 'not-found', params: { '*': 'no/such/page' } }],
    ['/form/start/bogus', form('start', 'bogus')],
    ['/form/check/intro', form('check', 'intro')],
  ])('answers %s, which names no page, with 404', (pathname, leaf) => {
    expect(documentStatus(200, pathname, leaf)).toBe(404);
  });

  it.each([
    ['/form/start', form('start')],
    ['/form/sign/review', form('sign', 'review')],
    ['/', { id: 'index', params: {} }],
    ['/404', { id: 'not-found', params: { '*': '404' } }],
    ['/404/', { id: 'not-found', params: { '*': '404/' } }],
  ])('keeps 200 for %s (a page, or the not-found page prerendered for 404.html)', (pathname, leaf) => {
    expect(documentStatus(200, pathname, leaf)).toBe(200);
  });

  it('keeps a status React Router already chose', () => {
    expect(documentStatus(404, '/blog/no-such-article', { id: 'blog-blog', params: {} })).toBe(404);
    expect(documentStatus(500, '/form/start', form('start'))).toBe(500);
  });
});
