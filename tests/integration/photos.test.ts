import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { TestClient, visibleText } from '../support/client';
import { carriesMetadata, decodedSize, gradientJpeg, withGpsExif } from '../support/photos';

/** Diners' photos through the real Worker: multipart uploads, the WASM codec, local R2, moderation and serving. */
let app: TestApp;
let slug: string;
beforeAll(async () => {
  app = await startApp({ standIn: true });
  slug = (await app.db.prepare('SELECT slug FROM restaurants ORDER BY id LIMIT 1').first<{ slug: string }>())!.slug;
});
afterAll(() => app?.dispose());

async function signedIn(person: string) {
  const client = new TestClient(app);
  await client.signIn(person);
  await client.get('/'); // spends the welcome toast
  return client;
}

function upload(client: TestClient, files: Array<{ name: string; type: string; bytes: Uint8Array }>, caption = '') {
  const form = new FormData();
  for (const file of files) form.append('photos', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }));
  form.append('caption', caption);
  return client.fetch(`/restaurant/${slug}/photos`, { method: 'POST', body: form, headers: { Origin: app.origin } });
}

const photosOf = (userFacebookId: string) =>
  app.db
    .prepare('SELECT photos.* FROM photos JOIN users ON users.id = photos.user_id WHERE users.facebook_id = ? ORDER BY photos.id')
    .bind(userFacebookId)
    .all<{ id: number; status: string; widths: string; width: number; height: number; caption: string }>()
    .then((r) => r.results);

describe('Add Photos', () => {
  it('sends an anonymous diner to sign in and back', async () => {
    const res = await new TestClient(app).get(`/restaurant/${slug}/photos`);
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(`/auth/facebook?redirectTo=${encodeURIComponent(`/restaurant/${slug}/photos`)}`);
  });

  it('takes a 12-megapixel phone photo with GPS as a plain form post, keeps it private until approved, and serves only metadata-free WebP and JPEG', async () => {
    const ben = await signedIn('10002');
    const form = await ben.get(`/restaurant/${slug}/photos`);
    expect(form.status).toBe(200);
    expect(visibleText(await form.text())).toContain('JPEG, PNG or WebP photos up to 10 MB each');

    const phonePhoto = withGpsExif(gradientJpeg(4000, 3000));
    expect(carriesMetadata(phonePhoto)).toBe(true);
    const res = await upload(ben, [{ name: 'IMG_0001.jpg', type: 'image/jpeg', bytes: phonePhoto }], 'Brisket plate');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(`/restaurant/${slug}`);

    const [photo] = await photosOf('10002');
    expect(photo).toMatchObject({ status: 'pending', width: 4000, height: 3000, caption: 'Brisket plate' });
    expect(JSON.parse(photo!.widths)).toEqual([480, 960, 1600]);

    // Waiting: its author sees it, nobody else does.
    const mine = await ben.get(`/photos/${photo!.id}/960.jpg`);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('Cache-Control')).toBe('private, no-store');
    expect((await new TestClient(app).get(`/photos/${photo!.id}/960.jpg`)).status).toBe(404);

    // An editor approves it: the restaurant page shows it, and every served width is a clean JPEG.
    const erin = await signedIn('10005');
    const queue = await erin.get('/admin/moderation');
    expect(visibleText(await queue.text())).toContain('Brisket plate');
    const approved = await erin.post('/admin/moderation', { intent: 'approve-photo', photoId: String(photo!.id) });
    expect(approved.status).toBe(302);
    expect((await photosOf('10002'))[0]!.status).toBe('approved');

    const page = await new TestClient(app).get(`/restaurant/${slug}`);
    const html = await page.text();
    // A <picture>: the WebP source first, the JPEG <img> for browsers without WebP.
    const picture = new RegExp(`<picture><source type="image/webp" srcSet="([^"]*)" sizes="[^"]+"/><img src="/photos/${photo!.id}/480\\.jpg" srcSet="([^"]*)"`).exec(html);
    expect(picture).not.toBeNull();
    expect(html).toContain('alt="Brisket plate"');
    const served: string[] = [];
    for (const srcSet of [picture![1]!, picture![2]!]) {
      for (const candidate of srcSet.split(', ')) {
        const [url, width] = candidate.split(' ') as [string, string];
        served.push(url);
        const res = await new TestClient(app).get(url);
        expect(res.status).toBe(200);
        expect(res.headers.get('Content-Type')).toBe(url.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
        expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
        const bytes = new Uint8Array(await res.arrayBuffer());
        expect(carriesMetadata(bytes)).toBe(false);
        const wide = Number.parseInt(width, 10);
        expect(await decodedSize(bytes)).toEqual({ width: wide, height: (wide * 3) / 4 });
      }
    }
    expect(served.sort()).toEqual(
      [480, 960, 1600].flatMap((w) => [`/photos/${photo!.id}/${w}.jpg`, `/photos/${photo!.id}/${w}.webp`]).sort(),
    );
    // The upload as sent is never served, and the copy kept to re-encode later holds no GPS either.
    expect((await new TestClient(app).get(`/photos/${photo!.id}/4000.jpg`)).status).toBe(404);
    const bucket = await app.mf.getR2Bucket('PHOTOS');
    const kept = await bucket.get(`originals/${photo!.id}`);
    expect(kept).not.toBeNull();
    expect(carriesMetadata(new Uint8Array(await kept!.arrayBuffer()))).toBe(false);
  });

  it('refuses a text file renamed .jpg with a 400 that names what is accepted, and keeps the description', async () => {
    const cal = await signedIn('10003');
    const res = await upload(cal, [{ name: 'notes.jpg', type: 'image/jpeg', bytes: new TextEncoder().encode('not a photo at all') }], 'Our table');
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(visibleText(html)).toContain('“notes.jpg” is not a photo we can use. We accept JPEG, PNG or WebP photos up to 10 MB each.');
    expect(html).toContain('value="Our table"');
    expect(await photosOf('10003')).toEqual([]);
  });

  it('refuses an 11 MB photo with a 413 that says so, and keeps the description', async () => {
    const cal = await signedIn('10003');
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(gradientJpeg(64, 48));
    const res = await upload(cal, [{ name: 'huge.jpg', type: 'image/jpeg', bytes: big }], 'The patio');
    expect(res.status).toBe(413);
    const html = await res.text();
    expect(visibleText(html)).toContain('“huge.jpg” is 11.0 MB. We accept JPEG, PNG or WebP photos up to 10 MB each.');
    expect(html).toContain('value="The patio"');
    expect(await photosOf('10003')).toEqual([]);
  });

  it('counts photos against a daily quota per diner, with a message that says how many are left', async () => {
    const ana = await signedIn('10001');
    const me = (await app.db.prepare("SELECT id FROM users WHERE facebook_id = '10001'").first<{ id: number }>())!.id;
    const restaurantId = (await app.db.prepare('SELECT id FROM restaurants WHERE slug = ?').bind(slug).first<{ id: number }>())!.id;
    const insert = app.db.prepare("INSERT INTO photos (restaurant_id, user_id, caption, width, height, widths) VALUES (?, ?, 'earlier', 480, 360, '[480]')");
    await app.db.batch(Array.from({ length: 19 }, () => insert.bind(restaurantId, me)));
    const photo = { name: 'one-more.jpg', type: 'image/jpeg', bytes: gradientJpeg(640, 480) };
    const refused = await upload(ana, [photo, { ...photo, name: 'two-more.jpg' }], 'Dessert');
    expect(refused.status).toBe(429);
    expect(visibleText(await refused.text())).toContain('You can add 20 photos a day and have 1 left today.');
    expect((await upload(ana, [photo])).status).toBe(302);
  });

  it('refuses a photo larger than the codec can hold in memory (16 megapixels) with a 413 naming its size', async () => {
    const cal = await signedIn('10003');
    const res = await upload(cal, [{ name: 'full-size.jpg', type: 'image/jpeg', bytes: gradientJpeg(4624, 3468, 60) }], 'Patio at dusk');
    expect(res.status).toBe(413);
    const html = await res.text();
    expect(visibleText(html)).toContain('“full-size.jpg” is 4624×3468 pixels. We accept photos up to 12.6 megapixels (e.g. 4096×3072)');
    expect(html).toContain('value="Patio at dusk"');
  });

  it('tells the diner on their profile why a photo was rejected, and an editor makes an approved one the cover and share image', async () => {
    const ben = await signedIn('10002');
    const erin = await signedIn('10005');
    const photo = (name: string) => ({ name, type: 'image/jpeg', bytes: gradientJpeg(800, 600) });
    expect((await upload(ben, [photo('blurry.jpg')], 'Blurry booth')).status).toBe(302);
    expect((await upload(ben, [photo('sign.jpg')], 'The neon sign')).status).toBe(302);
    const [blurry, sign] = (await photosOf('10002')).filter((p) => ['Blurry booth', 'The neon sign'].includes(p.caption));

    expect((await erin.post('/admin/moderation', { intent: 'reject-photo', photoId: String(blurry!.id), reason: '' })).status).toBe(400);
    expect((await erin.post('/admin/moderation', { intent: 'reject-photo', photoId: String(blurry!.id), reason: 'Too blurry to see the food' })).status).toBe(302);
    expect((await erin.post('/admin/moderation', { intent: 'approve-photo', photoId: String(sign!.id) })).status).toBe(302);
    const profile = visibleText(await (await ben.get('/profile?tab=photos')).text());
    expect(profile).toContain('Not published Why: Too blurry to see the food');
    expect(profile).toContain('On the restaurant page');
    // A rejected photo is never public.
    expect((await new TestClient(app).get(`/photos/${blurry!.id}/480.jpg`)).status).toBe(404);

    // Only an approved photo can be the cover; then it is the hero and the share image.
    expect((await erin.post('/admin/moderation', { intent: 'make-cover', photoId: String(blurry!.id) })).status).toBe(400);
    expect((await erin.post('/admin/moderation', { intent: 'make-cover', photoId: String(sign!.id) })).status).toBe(302);
    const page = await (await ben.get(`/restaurant/${slug}`)).text();
    expect(page).toMatch(new RegExp(`<meta property="og:image" content="[^"]*/photos/${sign!.id}/800\\.jpg"`));
    expect(page).toContain(`/photos/${sign!.id}/480.jpg 480w, /photos/${sign!.id}/800.jpg 800w`);

    // Its card in the listings shows the photo too, to anyone, at once.
    const { key } = (await app.db
      .prepare('SELECT c.key FROM restaurants r JOIN cuisines c ON c.id = r.cuisine_id WHERE r.slug = ?')
      .bind(slug)
      .first<{ key: string }>())!;
    const listing = await (await new TestClient(app).get(`/restaurants/${key}`)).text();
    const card = new RegExp(`<picture><source type="image/webp" srcSet="/photos/${sign!.id}/480\\.webp 480w, /photos/${sign!.id}/800\\.webp 800w"[^>]*/><img src="/photos/${sign!.id}/480\\.jpg"`);
    expect(listing).toMatch(card);
  });

  it('keeps serving a photo stored before WebP variants, as JPEG only', async () => {
    const restaurantId = (await app.db.prepare('SELECT id FROM restaurants WHERE slug = ?').bind(slug).first<{ id: number }>())!.id;
    const me = (await app.db.prepare("SELECT id FROM users WHERE facebook_id = '10004'").first<{ id: number }>())?.id ?? 1;
    const { id } = (await app.db
      .prepare("INSERT INTO photos (restaurant_id, user_id, caption, width, height, widths, status) VALUES (?, ?, 'An older photo', 480, 360, '[480]', 'approved') RETURNING id")
      .bind(restaurantId, me)
      .first<{ id: number }>())!;
    const bucket = await app.mf.getR2Bucket('PHOTOS');
    await bucket.put(`photos/${id}/480.jpg`, gradientJpeg(480, 360), { httpMetadata: { contentType: 'image/jpeg' } });

    const html = await (await new TestClient(app).get(`/restaurant/${slug}`)).text();
    expect(html).toContain(`<picture><img src="/photos/${id}/480.jpg" srcSet="/photos/${id}/480.jpg 480w"`);
    expect(html).not.toContain(`/photos/${id}/480.webp`);
    const jpeg = await new TestClient(app).get(`/photos/${id}/480.jpg`);
    expect(jpeg.status).toBe(200);
    expect(await decodedSize(new Uint8Array(await jpeg.arrayBuffer()))).toEqual({ width: 480, height: 360 });
    expect((await new TestClient(app).get(`/photos/${id}/480.webp`)).status).toBe(404);
    await app.db.prepare('DELETE FROM photos WHERE id = ?').bind(id).run();
  });

  it('a reported photo hidden by an editor leaves the gallery and the cover; its author sees why', async () => {
    const priya = await signedIn('10003');
    const ben = await signedIn('10002');
    const erin = await signedIn('10005');
    const sign = (await photosOf('10002')).find((p) => p.caption === 'The neon sign')!;
    expect((await priya.post(`/report/photo/${sign.id}`, { reason: 'private-information', note: 'A licence plate shows' })).status).toBe(302);
    expect(visibleText(await (await erin.get('/admin/moderation')).text())).toContain('Reported as: Shares private information');
    const hidden = await erin.post('/admin/moderation', { intent: 'hide', entity: 'photo', entityId: String(sign.id), reason: 'A car licence plate is readable' });
    expect(hidden.status).toBe(302);

    const page = await (await priya.get(`/restaurant/${slug}`)).text();
    expect(page).not.toContain(`/photos/${sign.id}/`);
    expect((await new TestClient(app).get(`/photos/${sign.id}/480.jpg`)).status).toBe(404);
    expect(visibleText(await (await ben.get('/profile?tab=photos')).text())).toContain('Hidden by our editors Why: A car licence plate is readable');
    const changes = await app.db.prepare("SELECT action FROM changes WHERE entity = 'photo' AND entity_id = ? ORDER BY id").bind(sign.id).all<{ action: string }>();
    expect(changes.results.map((c) => c.action)).toEqual(['approved', 'hid']);
  });
});
