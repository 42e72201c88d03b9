import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { matchRouteRule } from '../machines/buildVersionRules';
import { BuildMetaSchema, LatestBuildSchema } from '../machines/buildVersionSchemas';
import { devBuildFile, newBuildId, prerenderedPaths, writeBuildManifest } from './vite-build-manifest.mjs';

describe('build manifest', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'redress-manifest-'));
    for (const file of ['index.html', 'vehicle/index.html', 'blog/tags/pcp/index.html', 'privacy.html']) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), '<!doctype html>');
    }
    await writeFile(path.join(dir, '__spa-fallback.html'), '<!doctype html>');
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets', 'chunk.js'), '');
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('gives every build its own id, even two started in the same millisecond', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newBuildId(1_750_000_000_000)));
    expect(ids.size).toBe(50);
  });

  it('lists the prerendered pages, not the SPA fallback or assets', async () => {
    await expect(prerenderedPaths(dir)).resolves.toEqual(['/', '/blog/tags/pcp', '/privacy', '/vehicle']);
  });

  it('writes latest.json and meta/{id}.json in the shapes the app validates', async () => {
    await writeBuildManifest(dir, 'build-1', 1234);
    const latest: unknown = JSON.parse(await readFile(path.join(dir, 'builds', 'latest.json'), 'utf8'));
    expect(v.parse(LatestBuildSchema, latest)).toEqual({ id: 'build-1', timestamp: 1234 });
    const raw: unknown = JSON.parse(await readFile(path.join(dir, 'builds', 'meta', 'build-1.json'), 'utf8'));
    const meta = v.parse(BuildMetaSchema, raw);
    expect(meta.prerendered).toContain('/vehicle');
    expect(matchRouteRule(meta.routeRules, '/vehicle')).toEqual({ prerender: true });
    expect(matchRouteRule(meta.routeRules, '/form/start/intro')).toEqual({ prerender: false });
  });
});

describe('the dev server build files', () => {
  it('answers latest.json and the dev build meta in the shapes the app validates', () => {
    expect(v.parse(LatestBuildSchema, devBuildFile('/builds/latest.json', 99))).toEqual({
      id: 'dev',
      timestamp: 99,
    });
    const meta = v.parse(BuildMetaSchema, devBuildFile('/builds/meta/dev.json', 99));
    expect(meta.id).toBe('dev');
    expect(matchRouteRule(meta.routeRules, '/form/start/intro')).toEqual({ prerender: false });
  });

  it('leaves every other address to the dev server', () => {
    for (const pathname of ['/', '/builds/meta/other.json', '/builds/latest.json/x', '/form/start'])
      expect(devBuildFile(pathname, 99)).toBeNull();
  });
});
