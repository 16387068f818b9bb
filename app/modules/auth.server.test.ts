import { describe, expect, it } from 'vitest';
import { usernameFor } from '~/models/users.server';
import { facebookEndpoints } from './facebook-endpoints.server';
import { GRAPH_API_VERSION } from '~/utils/facebook-graph-version';
import { identityFromProfile } from './auth.server';

const picture = { data: { url: 'https://platform-lookaside.fbsbx.com/platform/profilepic/?asid=1', is_silhouette: false } };

describe('identityFromProfile (Facebook /me, validated)', () => {
  it('takes the id, name, e-mail, picture and friend ids', () => {
    expect(
      identityFromProfile({
        id: '10001',
        name: 'Ana Morales',
        email: 'ana@example.com',
        picture,
        friends: { data: [{ id: '10002', name: 'Ben' }, { id: '10003', name: 'Priya' }], summary: { total_count: 2 } },
      }),
    ).toEqual({
      facebookId: '10001',
      name: 'Ana Morales',
      email: 'ana@example.com',
      profilePicture: picture.data.url,
      friendIds: ['10002', '10003'],
    });
  });

  it('never trusts a missing or odd picture, e-mail or friend list', () => {
    const identity = identityFromProfile({
      id: '10003',
      name: '  Priya Shah ',
      email: 'not an address',
      picture: { data: { url: 'javascript:alert(1)' } },
      friends: 'nope',
    });
    expect(identity).toEqual({ facebookId: '10003', name: 'Priya Shah', email: null, profilePicture: null, friendIds: [] });
    expect(identityFromProfile({ id: '7', name: 'No Picture' }).profilePicture).toBeNull();
    expect(identityFromProfile({ id: '7', name: 'Plain http', picture: { data: { url: 'http://example.com/a.png' } } }).profilePicture).toBeNull();
  });

  it('refuses a profile without an id or a name', () => {
    expect(() => identityFromProfile({ name: 'Nobody' })).toThrow();
    expect(() => identityFromProfile({ id: '1', name: '' })).toThrow();
    expect(() => identityFromProfile({ error: { message: 'Invalid OAuth access token.' } })).toThrow();
  });
});

describe('usernameFor (the spec: the e-mail local part, or "user_" plus the id)', () => {
  it('uses the part before the @', () => {
    expect(usernameFor({ facebookId: '1', email: 'ana.morales@example.com' })).toBe('ana.morales');
  });
  it('falls back to user_<id> without an e-mail', () => {
    expect(usernameFor({ facebookId: '10003', email: null })).toBe('user_10003');
  });
});

describe('facebookEndpoints', () => {
  it('uses the loopback stand-in only outside production', () => {
    expect(facebookEndpoints({ ENVIRONMENT: 'development', FACEBOOK_STANDIN_URL: 'http://localhost:8788' }).dialog).toBe(
      `http://localhost:8788/${GRAPH_API_VERSION}/dialog/oauth`,
    );
    for (const env of [
      { ENVIRONMENT: 'production', FACEBOOK_STANDIN_URL: 'http://localhost:8788' },
      { ENVIRONMENT: 'test', FACEBOOK_STANDIN_URL: 'https://standin.example.com' },
      { ENVIRONMENT: 'development', FACEBOOK_STANDIN_URL: undefined },
    ] as const) {
      expect(new URL(facebookEndpoints(env).dialog).origin).toBe('https://www.facebook.com');
      expect(new URL(facebookEndpoints(env).token).origin).toBe('https://graph.facebook.com');
    }
  });
});
