import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importGeocoder } from './import-geocoder';

/** Which geocoder `npm run import` asks: the one the target's Worker would (decision 040). */
let dir: string;
let config: string;
const CENSUS = 'https://geocoding.geo.census.gov/geocoder';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'import-geocoder-'));
  config = join(dir, 'wrangler.toml');
  writeFileSync(
    config,
    ['name = "site"', 'main = "worker.ts"', 'compatibility_date = "2026-11-01"', '[vars]', `GEOCODER_URL = "${CENSUS}/"`, '[env.staging.vars]', 'GEOCODER_URL = ""'].join('\n'),
  );
  writeFileSync(join(dir, '.dev.vars'), 'SESSION_SECRET=local-secret-of-16\nGEOCODER_URL="http://localhost:8789/geocoder"\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const target = (remote: boolean, env?: string) => ({ remote, env, persistTo: undefined, config });

describe('the geocoder of npm run import', () => {
  it('is the local Worker’s for the local D1 (.dev.vars), the deployed one’s with --remote', () => {
    expect(importGeocoder([], target(false), {})).toEqual({ url: 'http://localhost:8789/geocoder', from: `GEOCODER_URL in ${join(dir, '.dev.vars')}` });
    expect(importGeocoder([], target(true), {})).toEqual({ url: CENSUS, from: `GEOCODER_URL in ${config} [vars]` });
    expect(importGeocoder([], target(true, 'staging'), {})).toEqual({ url: undefined, from: `GEOCODER_URL in ${config} [env.staging.vars]` });
  });

  it('takes the environment over the target, and the command line over both', () => {
    expect(importGeocoder([], target(true), { GEOCODER_URL: 'http://127.0.0.1:9000/geocoder' }).url).toBe('http://127.0.0.1:9000/geocoder');
    expect(importGeocoder(['--geocoder', 'https://geo.example.org/g'], target(false), { GEOCODER_URL: CENSUS }).url).toBe('https://geo.example.org/g');
    expect(importGeocoder(['--no-geocoder'], target(true), { GEOCODER_URL: CENSUS }).url).toBeUndefined();
  });

  it('refuses what the Worker refuses, naming where it was read', () => {
    expect(() => importGeocoder([], target(true), { GEOCODER_URL: 'http://geo.example.org/g' })).toThrow(
      'GEOCODER_URL in the environment: GEOCODER_URL must be an https address, e.g. https://geocoding.geo.census.gov/geocoder, not "http://geo.example.org/g".',
    );
    expect(() => importGeocoder(['--geocoder'], target(false), {})).toThrow('--geocoder needs an address');
  });
});
