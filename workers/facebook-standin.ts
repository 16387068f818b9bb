/**
 * Stand-in for the parts of Facebook that sign-in uses, so the real OAuth code
 * path (redirect, consent, callback, token exchange, Graph profile) runs
 * offline. Codes and tokens are stateless: they encode the sample person.
 */
import { GRAPH_API_VERSION } from '../app/utils/facebook-graph-version';

type Person = { id: string; name: string; email?: string; friends: string[]; fail?: 'profile'; photo?: true };

const SAMPLE_PEOPLE: Person[] = [
  { id: '10001', name: 'Ana Morales', email: 'ana.morales@example.com', friends: ['10002', '10003'] },
  { id: '10002', name: 'Ben Carter', email: 'ben.carter@example.com', friends: ['10001', '10003'] },
  { id: '10003', name: 'Priya Shah', friends: ['10001', '10002'] },
  { id: '10004', name: 'Dale Whitfield', email: 'dale@example.com', friends: [] },
  // An admin of the editors' desk in .dev.vars.example (ADMIN_FACEBOOK_IDS).
  { id: '10005', name: 'Erin Editor', email: 'erin.editor@example.com', friends: [] },
  // A long name and a real 200x200 photo (a PNG, as Facebook sends): what the layout must hold.
  { id: '10006', name: 'Maximiliana Wolfeschlegelsteinhausen-Bergerdorff', email: 'maximiliana@example.com', friends: [], photo: true },
  { id: '10099', name: 'Broken Profile', email: 'broken@example.com', friends: [], fail: 'profile' },
];

type StandInEnv = { APP_ID: string; APP_SECRET: string };

const html = (body: string, status = 200) =>
  new Response(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Facebook (local stand-in)</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}button{display:block;width:100%;min-height:44px;margin:.5rem 0;font-size:16px;border-radius:8px;border:1px solid #1877f2;background:#1877f2;color:#fff;cursor:pointer}button.cancel{background:#fff;color:#1c1e21;border-color:#ccd0d5}</style></head><body>${body}</body></html>`,
    { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action *" } });

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
function decode<T>(value: string | null): T | null {
  try {
    return value ? (JSON.parse(atob(value)) as T) : null;
  } catch {
    return null;
  }
}

function avatar(person: Person) {
  const initials = person.name.split(' ').map((p) => p[0]).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#1877f2"/><text x="100" y="120" font-size="72" text-anchor="middle" fill="#fff" font-family="sans-serif">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

/**
 * A 200x200 PNG portrait (a face on a coloured ground), drawn pixel by pixel and
 * deflated with the runtime's CompressionStream: a raster photo, as Facebook sends.
 */
async function photo(): Promise<string> {
  const size = 200;
  const rows = new Uint8Array(size * (1 + size * 3));
  const inside = (x: number, y: number, cx: number, cy: number, r: number) => (x - cx) ** 2 + (y - cy) ** 2 < r * r;
  for (let y = 0; y < size; y++) {
    rows[y * (1 + size * 3)] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      let rgb = [40 + y / 2, 110, 160 - y / 3]; // ground
      if (inside(x, y, 100, 230, 90)) rgb = [60, 90, 150]; // shoulders
      if (inside(x, y, 100, 85, 48)) rgb = [224, 172, 140]; // face
      if (inside(x, y, 82, 75, 6) || inside(x, y, 118, 75, 6)) rgb = [40, 30, 30]; // eyes
      if (y > 100 && y < 106 && x > 85 && x < 115) rgb = [170, 70, 70]; // mouth
      rows.set(rgb.map(Math.round), y * (1 + size * 3) + 1 + x * 3);
    }
  }
  const zlib = new Uint8Array(await new Response(new Blob([rows]).stream().pipeThrough(new CompressionStream('deflate'))).arrayBuffer());
  const header = new Uint8Array(13);
  new DataView(header.buffer).setUint32(0, size);
  new DataView(header.buffer).setUint32(4, size);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const png = concat([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', zlib), chunk('IEND', new Uint8Array())]);
  return `data:image/png;base64,${btoa(String.fromCharCode(...png))}`;
}

function chunk(type: string, data: Uint8Array) {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set([...type].map((c) => c.charCodeAt(0)), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

function crc32(bytes: Uint8Array) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (out.set(p, at), at + p.length), 0);
  return out;
};

function bearer(request: Request, url: URL) {
  const header = request.headers.get('Authorization');
  return header?.startsWith('Bearer ') ? header.slice(7) : url.searchParams.get('access_token');
}

type Token = { person: string; app: string };

export default {
  async fetch(request: Request, env: StandInEnv): Promise<Response> {
    const url = new URL(request.url);
    // Like Facebook, answer only the Graph API version the app speaks, so the two stay in step.
    const versioned = /^\/v\d+\.\d+(?=\/)/.exec(url.pathname)?.[0];
    if (versioned && versioned !== `/${GRAPH_API_VERSION}`) {
      return Response.json({ error: { message: `Unsupported Graph API version ${versioned.slice(1)}`, type: 'GraphMethodException', code: 2635 } }, { status: 400 });
    }
    const path = versioned ? url.pathname.slice(versioned.length) : url.pathname;
    const person = (id: string | undefined) => SAMPLE_PEOPLE.find((p) => p.id === id);

    if (path === '/dialog/oauth') {
      const { searchParams: q } = url;
      if (q.get('client_id') !== env.APP_ID) return html('<h1>Invalid app ID</h1>', 400);
      const hidden = ['redirect_uri', 'state', 'scope']
        .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(q.get(k) ?? '')}">`)
        .join('');
      const people = SAMPLE_PEOPLE.map(
        (p) => `<button name="person" value="${p.id}">Continue as ${escapeHtml(p.name)}</button>`,
      ).join('');
      return html(
        `<h1>Log in with Facebook</h1><p>Local stand-in. Fort Worth Eats asks for: ${escapeHtml(q.get('scope') ?? '')}.</p>` +
          `<form method="get" action="/dialog/consent">${hidden}${people}<button class="cancel" name="cancel" value="1">Cancel</button></form>`,
      );
    }

    if (path === '/dialog/consent') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      if (!/^https?:\/\//.test(redirectUri)) return html('<h1>Invalid redirect_uri</h1>', 400);
      const back = new URL(redirectUri);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      if (url.searchParams.get('cancel')) {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_code', '200');
        back.searchParams.set('error_reason', 'user_denied');
        back.searchParams.set('error_description', 'Permissions error');
      } else {
        const chosen = person(url.searchParams.get('person') ?? undefined);
        if (!chosen) return html('<h1>Unknown person</h1>', 400);
        back.searchParams.set('code', encode({ person: chosen.id, redirectUri }));
      }
      return Response.redirect(back.toString(), 302);
    }

    if (path === '/oauth/access_token' && request.method === 'POST') {
      const form = new URLSearchParams(await request.text());
      if (form.get('client_id') !== env.APP_ID || form.get('client_secret') !== env.APP_SECRET) {
        return json({ error: { message: 'Error validating client secret.', type: 'OAuthException', code: 1 } }, 400);
      }
      const code = decode<{ person: string; redirectUri: string }>(form.get('code'));
      if (!code || code.redirectUri !== form.get('redirect_uri')) {
        return json({ error: { message: 'Invalid verification code format.', type: 'OAuthException', code: 100 } }, 400);
      }
      return json({ access_token: encode({ person: code.person, app: env.APP_ID } satisfies Token), token_type: 'bearer', expires_in: 5183944 });
    }

    if (path === '/debug_token') {
      // Facebook's token check: only our app's id|secret may ask, and it says whose token it is.
      if (url.searchParams.get('access_token') !== `${env.APP_ID}|${env.APP_SECRET}`) {
        return json({ error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } }, 400);
      }
      const token = decode<Token>(url.searchParams.get('input_token'));
      const valid = Boolean(token && person(token.person));
      return json({ data: { app_id: token?.app ?? '', is_valid: valid, user_id: valid ? token!.person : undefined, scopes: ['public_profile', 'email', 'user_friends'] } });
    }

    if (path === '/me' || path === '/me/friends') {
      const token = decode<Token>(bearer(request, url));
      const me = person(token?.person);
      if (!me || token?.app !== env.APP_ID) {
        return json({ error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } }, 401);
      }
      if (me.fail === 'profile') return json({ error: { message: 'An unexpected error has occurred.', code: 2 } }, 500);
      const friends = { data: me.friends.map((id) => ({ id, name: person(id)!.name })), summary: { total_count: me.friends.length } };
      if (path === '/me/friends') return json(friends);
      const [first, ...rest] = me.name.split(' ');
      return json({
        id: me.id,
        name: me.name,
        first_name: first,
        last_name: rest.join(' '),
        ...(me.email ? { email: me.email } : {}),
        picture: { data: { url: me.photo ? await photo() : avatar(me), width: 200, height: 200, is_silhouette: false } },
        friends,
      });
    }

    return json({ error: { message: 'Unknown path', code: 803 } }, 404);
  },
};
