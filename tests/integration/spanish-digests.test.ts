import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { signedInClient, strangerFetch, visibleText } from '../support/client';
import { readMessage, SentMail } from '../support/sent-mail';
import { englishLeftOn, idsShownOn } from '../support/spanish';

/** The digests' pages in Spanish (issue 44 with decision 052): the list, the confirm page and the unsubscribe page. */
let app: TestApp;
const mail = new SentMail();
beforeAll(async () => {
  app = await startApp({ standIn: true, digestMail: mail });
});
afterAll(() => app?.dispose());

async function spanishPage(res: Response, path: string) {
  expect(res.status, path).toBe(200);
  const html = await res.text();
  expect(html, path).toContain('<html lang="es-US"');
  expect(html.match(/<main[^>]*>/)?.[0], path).not.toContain('lang="en"');
  expect(englishLeftOn(html, ['digests', 'layout']), path).toEqual([]);
  expect(idsShownOn(html), path).toEqual([]);
  return visibleText(html);
}

describe('digests in Spanish', () => {
  it('lists, confirms and unsubscribes in Spanish', async () => {
    const ana = await signedInClient(app, '10001');
    const empty = await spanishPage(await ana.get('/es/digests'), '/es/digests');
    expect(empty).toContain('Resúmenes por correo');
    expect(empty).toContain('Todavía no recibes resúmenes.');
    expect(empty).toContain('Recibe por correo los cambios de tus lugares');

    const asked = await ana.post('/es/digests', { intent: 'subscribe', query: 'cuisine=barbeque&has=patio', email: 'ana@inbox.example', frequency: 'daily' });
    expect(asked.status).toBe(302);
    const text = readMessage((await mail.next()).raw).text;
    expect(text).toContain('Pediste un correo diario con lo que cambió en Barbecue · Terraza.');
    const confirm = new URL(/http:\/\/\S+\/es\/digests\/confirm\/[A-Za-z0-9_-]{43}/.exec(text)![0]).pathname;
    const unsubscribe = new URL(/http:\/\/\S+\/es\/digests\/unsubscribe\/[A-Za-z0-9_-]{43}/.exec(text)![0]).pathname;

    const pending = await spanishPage(await ana.get('/es/digests'), '/es/digests');
    expect(pending).toContain('Falta que confirmes: enviamos un enlace a ana@inbox.example');
    expect(await spanishPage(await strangerFetch(app, confirm), confirm)).toContain(
      '¿Quieres recibir Barbecue · Terraza en ana@inbox.example, una vez al día, cuando algo cambie?'
    );
    await strangerFetch(app, confirm, { method: 'POST', headers: { Origin: app.origin }, body: new URLSearchParams({ confirm: 'yes' }) });
    expect(await spanishPage(await strangerFetch(app, confirm), confirm)).toContain('Tu resumen está activo.');
    expect(await spanishPage(await ana.get('/es/digests'), '/es/digests')).toContain('Diario, a ana@inbox.example');
    expect(await spanishPage(await strangerFetch(app, unsubscribe), unsubscribe)).toContain('¿Dejar de recibir el resumen de Barbecue · Terraza?');
  });
});
