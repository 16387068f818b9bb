import { describe, expect, it } from 'vitest';
import type { FollowedPlace, PlaceChange } from '~/models/place-events.server';
import { translator } from '~/modules/messages.server';
import { confirmationMessage, digestMessage, digestMime } from './digest-message';
import { describeFollowedSearch } from './follow-words';
import { readFollowedSearch } from './followed-search';

const place = (name: string, slug: string): FollowedPlace => ({
  id: 1,
  slug,
  name,
  cuisineKey: 'barbeque',
  priceLevel: 2,
  neighborhood: 'Near Southside',
  rating: 42,
  pricePerPerson: 25,
  facts: [],
  closed: false,
  isSample: false,
});

const changes: PlaceChange[] = [
  {
    key: 'event-3',
    at: '2026-11-27T18:00:00.000Z',
    place: place('Heim <Barbecue>', 'heim'),
    change: { kind: 'hours', before: [], after: [{ weekday: 1, opensMinute: 660, closesMinute: 1260 }] },
  },
  {
    key: 'review-2-1',
    at: '2026-11-26T15:00:00.000Z',
    place: place('Panther Pit', 'panther-pit'),
    change: { kind: 'review', id: 1, slug: 'panther-pit-review', title: 'Smoke & "fire"' },
  },
  {
    key: 'event-2',
    at: '2026-11-25T15:00:00.000Z',
    place: place('Panther Pit', 'panther-pit'),
    change: { kind: 'special-dates', changed: [{ date: '2026-12-24', opensMinute: null, closesMinute: null, note: 'Christmas Eve' }], removed: ['2026-12-31'] },
  },
  {
    key: 'event-1',
    at: '2026-11-24T15:00:00.000Z',
    place: place('Cattlemen’s', 'cattlemens'),
    change: { kind: 'facts', gained: ['patio', 'vegan'], lost: [] },
  },
];

const links = { unsubscribeUrl: 'https://eats.example/digests/unsubscribe/tok', manageUrl: 'https://eats.example/digests' };

describe('the digest e-mail', () => {
  const t = translator('en');
  const what = describeFollowedSearch(readFollowedSearch(new URLSearchParams('cuisine=barbeque&priceLevel=2&neighborhood=Near+Southside')), t);
  const mail = digestMessage({ locale: 'en', t, origin: 'https://eats.example', what, changes, ...links });

  it('says how many changes for what, in the subject and the heading', () => {
    expect(mail.subject).toBe('Fort Worth Eats: 4 changes for Barbeque · $$ · Near Southside');
    expect(digestMessage({ locale: 'en', t, origin: 'https://eats.example', what, changes: changes.slice(0, 1), ...links }).subject).toBe(
      'Fort Worth Eats: 1 change for Barbeque · $$ · Near Southside'
    );
  });

  it('gives each change its place, what changed in words, the day and a link', () => {
    expect(mail.text).toContain('Heim <Barbecue>: New hours: Mon 11 AM – 9 PM; Tue–Sun Closed\n  Nov 27 · https://eats.example/restaurant/heim');
    expect(mail.text).toContain('Panther Pit: Reviewed: Smoke & "fire"\n  Nov 26 · https://eats.example/review/panther-pit-review');
    expect(mail.text).toContain('Panther Pit: Special dates: Thu, Dec 24: Closed (Christmas Eve) No longer special: Thu, Dec 31');
    expect(mail.text).toContain('Cattlemen’s: Now has: Patio, Vegan dishes');
    expect(mail.text).toContain('Unsubscribe from this digest: https://eats.example/digests/unsubscribe/tok');
    expect(mail.text).toContain('All your digests: https://eats.example/digests');
  });

  it('escapes every name and title in the HTML part', () => {
    expect(mail.html).toContain('<strong>Heim &lt;Barbecue&gt;</strong>');
    expect(mail.html).toContain('Reviewed: Smoke &amp; &quot;fire&quot;');
    expect(mail.html).not.toContain('<Barbecue>');
    expect(mail.html).toContain('<a href="https://eats.example/digests/unsubscribe/tok">Unsubscribe from this digest</a>');
  });

  it('speaks Spanish, with Spanish links, for a digest asked for in Spanish', () => {
    const es = translator('es');
    const spanish = digestMessage({ locale: 'es', t: es, origin: 'https://eats.example', what: es('digests.what.places'), changes, ...links });
    expect(spanish.subject).toBe('Fort Worth Eats: 4 cambios en tus lugares');
    expect(spanish.text).toContain('Heim <Barbecue>: Nuevo horario: lun 11 a. m. – 9 p. m.');
    expect(spanish.text).toContain('https://eats.example/es/restaurant/heim');
    expect(spanish.html).toContain('<html lang="es-US">');
  });

  it('goes as multipart/alternative with the one-click unsubscribe headers', () => {
    const raw = digestMime({ from: 'digests@eats.example', to: 'ana@inbox.example', messageId: 'digest-1-1-1', mail, unsubscribeUrl: links.unsubscribeUrl });
    const [head] = raw.split('\r\n\r\n') as [string];
    expect(head).toContain('List-Unsubscribe: <https://eats.example/digests/unsubscribe/tok>\r\n');
    expect(head).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');
    expect(head).toMatch(/Content-Type: multipart\/alternative; boundary="([^"]+)"/);
    const boundary = /boundary="([^"]+)"/.exec(head)![1]!;
    const parts = raw.split(`--${boundary}`);
    expect(parts).toHaveLength(4);
    expect(parts[1]).toContain('Content-Type: text/plain; charset=utf-8');
    expect(parts[2]).toContain('Content-Type: text/html; charset=utf-8');
    expect(parts[3]).toBe('--\r\n');
  });
});

describe('the confirmation e-mail', () => {
  it('links to the page that confirms, and says nothing is sent otherwise', () => {
    const t = translator('en');
    const mail = confirmationMessage({
      locale: 'en',
      t,
      what: 'your places',
      frequency: 'daily',
      confirmUrl: 'https://eats.example/digests/confirm/abc',
      ...links,
    });
    expect(mail.subject).toBe('Confirm your Fort Worth Eats digest');
    expect(mail.text).toContain('You asked for a daily e-mail of what changed for your places.');
    expect(mail.text).toContain('To start it, open this link and press Confirm:\nhttps://eats.example/digests/confirm/abc');
    expect(mail.html).toContain('<a href="https://eats.example/digests/confirm/abc">');
  });
});
