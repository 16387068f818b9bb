import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

/**
 * The offline worker (public/sw.js) as a browser runs it, with its caches and network
 * stood in: a feed, a diner's private one above all, is fetched by the browser itself
 * and never kept on the device, while a public page still is.
 */
const ORIGIN = 'https://fwe.example';
const SOURCE = readFileSync(new URL('../../public/sw.js', import.meta.url), 'utf8');

type Handler = (event: Record<string, unknown>) => void;

function bootWorker(answer: (url: string) => Response) {
  const stored = new Map<string, Response>();
  const fetched: string[] = [];
  const handlers = new Map<string, Handler>();
  const cache = {
    match: async (key: string) => stored.get(String(key))?.clone(),
    put: async (key: string, response: Response) => void stored.set(String(key), response),
    keys: async () => [...stored.keys()].map((url) => ({ url })),
    delete: async (key: { url: string }) => stored.delete(key.url),
    addAll: async () => {},
  };
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    registration: {},
    clients: { claim: async () => {} },
  };
  const caches = { open: async () => cache, match: cache.match, keys: async () => [] };
  const fetch = async (input: string | { url: string }) => {
    const url = typeof input === 'string' ? input : input.url;
    fetched.push(url);
    return answer(url);
  };
  runInNewContext(SOURCE, {
    self,
    caches,
    fetch,
    URL,
    Response,
    Headers,
    setTimeout,
    clearTimeout,
    Promise,
    Map,
    Set,
    Date,
    encodeURIComponent,
    decodeURIComponent,
  });

  /** A navigation to `path`: whether the worker answered it, once everything it started has settled. */
  async function navigate(path: string) {
    const work: Promise<unknown>[] = [];
    let answered: Promise<Response> | null = null;
    handlers.get('fetch')!({
      request: { method: 'GET', mode: 'navigate', url: `${ORIGIN}${path}` },
      preloadResponse: Promise.resolve(undefined),
      respondWith: (response: Promise<Response>) => (answered = response),
      waitUntil: (promise: Promise<unknown>) => work.push(promise),
    });
    if (answered) await answered;
    await Promise.all(work);
    return answered !== null;
  }

  /** A page's request that the worker keep these pages for offline use. */
  async function askToKeep(paths: string[]) {
    const work: Promise<unknown>[] = [];
    handlers.get('message')!({ data: { type: 'cache-pages', urls: paths.map((p) => `${ORIGIN}${p}`) }, waitUntil: (p: Promise<unknown>) => work.push(p) });
    await Promise.all(work);
  }

  return { navigate, askToKeep, storedPaths: () => [...stored.keys()].map((url) => new URL(url).pathname), fetched };
}

const page = () =>
  new Response('<!doctype html><title>Joe T. Garcia’s | Fort Worth Eats</title>', {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
const feed = (cacheControl: string) => () =>
  new Response('<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"/>', {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': cacheControl },
  });

describe('the offline worker and feeds', () => {
  it('keeps a public page a diner opened (the stand-ins work)', async () => {
    const worker = bootWorker(page);
    expect(await worker.navigate('/restaurant/joe-t-garcias')).toBe(true);
    expect(worker.storedPaths()).toEqual(['/restaurant/joe-t-garcias']);
  });

  it('leaves a private feed and a followed search feed, in either language, to the network and keeps neither', async () => {
    const worker = bootWorker(feed('private, no-store'));
    for (const path of [
      '/feeds/places/AbCdEfGhIjKlMnOpQrStUv.xml',
      '/es/feeds/places/AbCdEfGhIjKlMnOpQrStUv.xml',
      '/feeds/follow.xml?has=vegan',
      '/es/feeds/follow.xml',
    ]) {
      expect(await worker.navigate(path), path).toBe(false);
    }
    expect(worker.storedPaths()).toEqual([]);
  });

  it('never fetches a feed in the background, even when a page asks to keep it', async () => {
    const worker = bootWorker(feed('no-cache'));
    await worker.askToKeep(['/feeds/places/AbCdEfGhIjKlMnOpQrStUv.xml', '/feeds/follow.xml?cuisine=thai']);
    expect(worker.fetched).toEqual([]);
    expect(worker.storedPaths()).toEqual([]);
  });
});
