import { describe, expect, it } from 'vitest';
import type { Db } from '~/db/client.server';
import type { Env } from './env.server';
import { createLoadContext } from './request-context.server';

const env = {
  ENVIRONMENT: 'test',
  PUBLIC_ORIGIN: 'https://eats.example/',
  SESSION_SECRET: 'test-session-secret-0123456789',
  FACEBOOK_APP_ID: 'a',
  FACEBOOK_APP_SECRET: 'b',
} as unknown as Env;

describe('createLoadContext', () => {
  it('works out the facts of a request once: origin without its slash, Fort Worth time, one viewer lookup', async () => {
    const context = createLoadContext(new Request('https://eats.example/'), {
      env,
      ctx: {} as ExecutionContext,
      db: {} as Db,
      cspNonce: 'n',
      photoCodec: { process: async () => ({ width: 0, height: 0, variants: [] }) },
      notifyOperator: async () => {},
    });
    expect(context.origin).toBe('https://eats.example');
    expect(context.now.weekday).toBeGreaterThanOrEqual(0);
    expect(context.now.weekday).toBeLessThanOrEqual(6);
    // Every loader of the request gets the same answer, from one lookup.
    expect(context.viewer()).toBe(context.viewer());
    await expect(context.viewer()).resolves.toBeNull();
  });
});
