import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';

/*
 * An IPv6 host owns a whole /64 and may send every request from a new address in it.
 * The limits on forms, sign-in and reports must still count it as one client.
 */
let app: TestApp;
let slug: string;
beforeAll(async () => {
  app = await startApp();
  slug = (await app.db.prepare('SELECT slug FROM restaurants WHERE closed_at IS NULL ORDER BY id LIMIT 1').first<{ slug: string }>())!.slug;
});
afterAll(() => app?.dispose());

/** The n-th address a host in the /64 `2001:db8:<network>::/64` picks, written as clients write them. */
function rotating(network: number, n: number) {
  const forms = [
    `2001:db8:${network}:0:${n.toString(16)}:0:0:1`,
    `2001:DB8:${network}:0::${(n + 0xa000).toString(16).toUpperCase()}`,
    `2001:0db8:${network.toString().padStart(4, '0')}:0000:${n.toString(16)}:ffff:ffff:ffff`,
    `2001:db8:${network}::${n.toString(16)}:2%eth0`,
  ];
  return forms[n % forms.length]!;
}

const forms: Record<string, { limit: number; send: (ip: string, n: number) => Promise<Response> }> = {
  'contact form': {
    limit: 10,
    send: (ip, n) =>
      app.fetch('/contact', {
        method: 'POST',
        body: new URLSearchParams({ website: '', name: 'Rotating Host', email: 'host@example.com', message: `Message ${n} from somewhere in one network.` }),
        headers: { 'CF-Connecting-IP': ip },
      }),
  },
  'sign-in': {
    limit: 20,
    send: (ip) => app.fetch('/auth/facebook', { method: 'POST', body: new URLSearchParams({ redirectTo: '/' }), headers: { 'CF-Connecting-IP': ip } }),
  },
  'listing report': {
    limit: 10,
    send: (ip, n) =>
      app.fetch(`/restaurant/${slug}/report`, {
        method: 'POST',
        body: new URLSearchParams({ reason: 'hours', note: `Report ${n}`, reference: '' }),
        headers: { 'CF-Connecting-IP': ip },
      }),
  },
};

describe('rate limits for an IPv6 host', () => {
  let network = 0x100;
  for (const [name, { limit, send }] of Object.entries(forms)) {
    it(`counts every address of one /64 as one client: ${name}`, async () => {
      network += 1;
      const statuses: number[] = [];
      // Fixed windows: at most twice the limit passes when a run spans a window's end.
      for (let n = 0; n <= 2 * limit && !statuses.includes(429); n++) statuses.push((await send(rotating(network, n), n)).status);
      expect(statuses, `statuses: ${statuses.join(',')}`).toContain(429);
      expect(statuses.filter((s) => s !== 429).length).toBeGreaterThanOrEqual(limit);

      // The next /64 is another client, with a limit of its own.
      expect((await send(rotating(network + 0x1000, 0), 0)).status).not.toBe(429);
    });
  }
});
