/**
 * Which geocoder `npm run import` asks for rows without coordinates: the one the Worker
 * it writes for would ask, so the command line places exactly what the desk's preview
 * would (decision 040). In order:
 * - `--geocoder <url>`, or `--no-geocoder` to look nothing up;
 * - GEOCODER_URL in the environment;
 * - the target's own setting: for the local D1, `.dev.vars` (as `npm start` runs the
 *   Worker) over wrangler.toml's [vars]; with --remote, wrangler.toml's [vars] or
 *   [env.<name>.vars].
 * The value is checked by the Worker's own rule (https, or http on a loopback host).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { geocoderUrlSchema } from '../../app/modules/env.server';
import type { D1Target } from './d1-target';
import { PlainError } from './wrangler-run';
import { readTarget } from '../wrangler-target';

export type ImportGeocoderSetting = { url: string | undefined; from: string };

/** GEOCODER_URL in a .dev.vars file (dotenv lines: NAME=value, optionally quoted), or undefined. */
export function devVarsValue(text: string, name: string): string | undefined {
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match?.[1] === name) return match[2]!.replace(/^(["'])(.*)\1$/, '$2');
  }
  return undefined;
}

function fromTarget(target: D1Target): { value: string | undefined; from: string } {
  const section = target.env ? `[env.${target.env}.vars]` : '[vars]';
  const configured = readTarget(target.env, target.config).vars?.GEOCODER_URL;
  const fromToml = { value: typeof configured === 'string' ? configured : undefined, from: `GEOCODER_URL in ${target.config} ${section}` };
  if (target.remote) return fromToml;
  const devVars = join(dirname(target.config), '.dev.vars');
  const local = existsSync(devVars) ? devVarsValue(readFileSync(devVars, 'utf8'), 'GEOCODER_URL') : undefined;
  return local === undefined ? fromToml : { value: local, from: `GEOCODER_URL in ${devVars}` };
}

export function importGeocoder(args: string[], target: D1Target, environment: NodeJS.ProcessEnv = process.env): ImportGeocoderSetting {
  if (args.includes('--no-geocoder')) return { url: undefined, from: '--no-geocoder' };
  const at = args.indexOf('--geocoder');
  const flag = at === -1 ? undefined : args[at + 1];
  if (at !== -1 && (!flag || flag.startsWith('--'))) throw new PlainError('--geocoder needs an address, e.g. --geocoder https://geocoding.geo.census.gov/geocoder.');
  const { value, from } =
    flag !== undefined ? { value: flag, from: '--geocoder' } : environment.GEOCODER_URL !== undefined ? { value: environment.GEOCODER_URL, from: 'GEOCODER_URL in the environment' } : fromTarget(target);
  const parsed = geocoderUrlSchema().safeParse(value);
  if (!parsed.success) throw new PlainError(`${from}: ${parsed.error.issues[0]!.message}, not "${value}".`);
  return { url: parsed.data, from };
}
