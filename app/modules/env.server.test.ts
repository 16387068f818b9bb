import { describe, expect, it } from 'vitest';
import { mapTileOrigin, parseEnv } from './env.server';

const BASE = {
  ENVIRONMENT: 'test',
  PUBLIC_ORIGIN: 'http://localhost',
  SESSION_SECRET: 'test-session-secret-0123456789',
  FACEBOOK_APP_ID: 'id',
  FACEBOOK_APP_SECRET: 'secret',
};

describe('the map tile provider in the environment', () => {
  it('is optional, and empty means unset', () => {
    expect(parseEnv(BASE).MAP_TILE_URL).toBeUndefined();
    expect(parseEnv({ ...BASE, MAP_TILE_URL: '', MAP_TILE_ATTRIBUTION: '' }).MAP_TILE_URL).toBeUndefined();
    expect(mapTileOrigin(parseEnv(BASE))).toBeNull();
  });

  it('takes an https template with {z}, {x} and {y}, and names its origin for the CSP', () => {
    const env = parseEnv({ ...BASE, MAP_TILE_URL: 'https://tiles.example.com:8443/styles/{z}/{x}/{y}@2x.png?api_key=abc', MAP_TILE_ATTRIBUTION: '© Example' });
    expect(env.MAP_TILE_URL).toBe('https://tiles.example.com:8443/styles/{z}/{x}/{y}@2x.png?api_key=abc');
    expect(mapTileOrigin(env)).toBe('https://tiles.example.com:8443');
  });

  it.each([
    ['http://tiles.example.com/{z}/{x}/{y}.png', /https address/],
    ['https://tiles.example.com/{z}/{x}.png', /must contain \{z\}, \{x\} and \{y\}/],
    ['https://{s}.tiles.example.com/{z}/{x}/{y}.png', /https address/],
    ['tiles.example.com/{z}/{x}/{y}.png', /https address/],
  ])('refuses %s', (url, message) => {
    expect(() => parseEnv({ ...BASE, MAP_TILE_URL: url, MAP_TILE_ATTRIBUTION: '© Example' })).toThrow(message);
  });

  it('asks for the attribution with the tiles', () => {
    expect(() => parseEnv({ ...BASE, MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_ATTRIBUTION is required/);
  });
});

describe('the geocoder in the environment', () => {
  it('is optional, empty is unset, and a trailing slash comes off', () => {
    expect(parseEnv(BASE).GEOCODER_URL).toBeUndefined();
    expect(parseEnv({ ...BASE, GEOCODER_URL: ' ' }).GEOCODER_URL).toBeUndefined();
    expect(parseEnv({ ...BASE, GEOCODER_URL: 'https://geocoding.geo.census.gov/geocoder/' }).GEOCODER_URL).toBe('https://geocoding.geo.census.gov/geocoder');
    expect(parseEnv({ ...BASE, GEOCODER_URL: 'http://127.0.0.1:8789/geocoder' }).GEOCODER_URL).toBe('http://127.0.0.1:8789/geocoder');
  });

  it.each(['http://geocoding.geo.census.gov/geocoder', 'geocoding.geo.census.gov', 'http://[/geocoder'])('refuses %s, saying what it takes', (url) => {
    expect(() => parseEnv({ ...BASE, GEOCODER_URL: url })).toThrow(/GEOCODER_URL must be an https address/);
  });
});
