import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { TestClient, visibleText } from '../support/client';
import { createDiner, createRestaurant, createReview } from '../support/factories';
import { makeOwner, userIdOf } from '../support/owners';
import { englishLeftOn, idsShownOn } from '../support/spanish';
import { LISTING_REPORT_DETAILS, LISTING_REPORT_REASONS } from '../../app/utils/listing-report-reasons';

/**
 * The restaurant page and the pages it leads to, under /es (issue 43, item 1): the
 * interface speaks Spanish, while what the shared vocabulary says (cuisines, prices,
 * hours, dates, ratings) is another change's, so only this screen's namespaces are checked.
 */
const NAMESPACES = ['restaurant', 'reviews', 'review', 'ownerReply', 'photos', 'report', 'favorite', 'layout'];
const SAMPLE = 'hatsuyuki-handroll-bar';

let app: TestApp;
let diner: TestClient;
let sample: { id: number; name: string; neighborhood: string; address: string };

beforeAll(async () => {
  app = await startApp({ standIn: true });
  diner = new TestClient(app);
  await diner.signIn('10004');
  await diner.get('/'); // shows (and spends) the welcome toast
  sample = (await app.db.prepare('SELECT id, name, neighborhood, address FROM restaurants WHERE slug = ?').bind(SAMPLE).first())!;
});
afterAll(() => app?.dispose());

/**
 * The page less the shared vocabulary's English, which another change translates: report
 * reasons and details, the rating's and price's words ("Rated 4.3 out of 5", "(12 reviews)",
 * "Price: Moderate"); and the listing's address, whose "S Main St" is no interface word.
 */
function withoutSharedWords(html: string) {
  const labels = [...LISTING_REPORT_REASONS, ...LISTING_REPORT_DETAILS].map(({ label }) => label.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
  return labels
    .reduce((page, label) => page.split(`>${label}<`).join('><'), html)
    .replace(/<span class="sr-only">Rated <\/span>|<span class="sr-only"> out of 5<\/span>|\(\d[\d,]* reviews?\)|<span class="sr-only"> Price: [^<]*<\/span>/g, '')
    .split(sample.address)
    .join(' ');
}

async function spanishPage(res: Response, path: string) {
  expect(res.status, path).toBe(200);
  const html = await res.text();
  expect(html, path).toContain('<html lang="es-US"');
  expect(html, path).not.toMatch(/<main[^>]*lang="en"/);
  expect(englishLeftOn(withoutSharedWords(html), NAMESPACES), path).toEqual([]);
  expect(idsShownOn(html), path).toEqual([]);
  return visibleText(html);
}

describe('the restaurant page in Spanish', () => {
  it('speaks Spanish to a visitor: headings, buttons, the reviews and the report form', async () => {
    const path = `/es/restaurant/${SAMPLE}`;
    const res = await app.fetch(path);
    const html = await res.clone().text();
    const text = await spanishPage(res, path);
    for (const words of [
      'Todos los restaurantes',
      'Acerca del lugar',
      'Horario',
      'Reseñas de comensales',
      'Fotos de comensales',
      'Acciones rápidas',
      'Agregar a Favoritos',
      'Agregar a Quiero ir',
      'Datos del restaurante',
      '¿Estos datos están desactualizados?',
      '¿Qué cambió?',
      'Enviar aviso',
      'Inicia sesión con Facebook para escribir una reseña.',
    ]) {
      expect(text).toContain(words);
    }
    expect(html).toMatch(new RegExp(`<title>${sample.name} \\| [^<]* en ${sample.neighborhood} \\| Fort Worth Eats</title>`));
  });

  it('speaks Spanish to a signed-in diner: the review form, the list toggles', async () => {
    const path = `/es/restaurant/${SAMPLE}`;
    const text = await spanishPage(await diner.get(path), path);
    for (const words of ['Tu calificación', 'Tu reseña', 'Agregar a Quiero ir', 'Marcar como Ya fui', 'Agrega el día que fuiste y una nota']) expect(text).toContain(words);
  });

  it('says "1 reseña" for one review and "3 reseñas" for three, as English says review and reviews', async () => {
    const { id: cuisineId } = (await app.db.prepare('SELECT id FROM cuisines LIMIT 1').first<{ id: number }>())!;
    for (const count of [1, 3]) {
      const place = await createRestaurant(app.db, {
        cuisineId,
        name: `Counted Place ${count}`,
      });
      for (let i = 0; i < count; i++)
        await createReview(app.db, {
          userId: (await createDiner(app.db)).id,
          restaurantId: place.id,
        });
      const spanish = visibleText(await (await app.fetch(`/es/restaurant/${place.slug}`)).text());
      const english = visibleText(await (await app.fetch(`/restaurant/${place.slug}`)).text());
      expect(spanish).toContain(count === 1 ? '1 reseña de nuestros comensales' : '3 reseñas de nuestros comensales');
      expect(english).toContain(count === 1 ? '1 review from our diners' : '3 reviews from our diners');
    }
  });

  it('sorts the reviews in Spanish, with links that stay under /es', async () => {
    const html = await (await app.fetch(`/es/restaurant/${SAMPLE}`)).text();
    const sort = html.slice(html.indexOf('aria-label="Ordenar reseñas"'));
    expect(sort).toMatch(new RegExp(`href="/es/restaurant/${SAMPLE}\\?reviews=highest[^"]*"[^>]*>Mejor calificadas<`));
  });

  it('speaks Spanish on the report page, its errors and its thanks', async () => {
    const path = `/es/restaurant/${SAMPLE}/report`;
    const text = await spanishPage(await app.fetch(path), path);
    expect(text).toContain(`Avísanos de un cambio en ${sample.name}`);
    const refused = await diner.post(path, {
      reason: '',
      detail: '',
      note: '',
    });
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain('Elige qué cambió.');
  });

  it('speaks Spanish on the add-photos page and the reviews page', async () => {
    const photos = `/es/restaurant/${SAMPLE}/photos`;
    const photosText = await spanishPage(await diner.get(photos), photos);
    expect(photosText).toContain(`Agrega fotos de ${sample.name}`);
    expect(photosText).toContain('Describe tus fotos (opcional)');
    const reviews = `/es/resources/reviews?restaurantId=${sample.id}`;
    const reviewsText = await spanishPage(await diner.get(reviews), reviews);
    expect(reviewsText).toContain(`Reseñas de ${sample.name}`);
  });
  it("speaks Spanish to a listing's owner: the reply link under a review and the reply page", async () => {
    const { id: cuisineId } = (await app.db.prepare('SELECT id FROM cuisines LIMIT 1').first<{ id: number }>())!;
    const place = await createRestaurant(app.db, { cuisineId, name: 'Owned Place' });
    await makeOwner(app.db, { restaurantId: place.id, userId: await userIdOf(app.db, '10004') });
    const review = await createReview(app.db, { userId: (await createDiner(app.db, { name: 'Ana Reviewer' })).id, restaurantId: place.id });
    const path = `/es/restaurant/${place.slug}`;
    const text = await spanishPage(await diner.get(path), path);
    expect(text).toContain('Responder como dueño a Ana Reviewer');
    const replyPath = `${path}/reviews/${review.id}/reply`;
    const replyText = await spanishPage(await diner.get(replyPath), replyPath);
    expect(replyText).toContain('Reseña de Ana Reviewer');
    expect(replyText).toContain('Enviar respuesta');
  });
});
