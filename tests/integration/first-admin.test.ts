import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { TestClient, visibleText } from '../support/client';

/**
 * A new site's operator cannot know their Facebook id before the site exists: it is
 * issued per app. With no admin named and none in the database, the profile page of
 * whoever signs in shows their id and the line to paste into wrangler.toml.
 */
describe('a site with no admin yet', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ standIn: true, vars: { ADMIN_FACEBOOK_IDS: '' } });
    await app.db.prepare("UPDATE users SET role = 'editor' WHERE role = 'admin'").run();
  });
  afterAll(() => app?.dispose());

  it("shows the signed-in person their Facebook id and the line that makes them the first admin", async () => {
    const client = new TestClient(app);
    await client.signIn('10001');
    const text = visibleText(await (await client.get('/profile')).text());
    expect(text).toContain('This site has no admin yet');
    expect(text).toContain('Your Facebook id on this site is 10001');
    expect(text).toContain('ADMIN_FACEBOOK_IDS = "10001"');
  });

  it('says nothing of it once someone is an admin', async () => {
    await app.db.prepare("UPDATE users SET role = 'admin' WHERE facebook_id = '10001'").run();
    const client = new TestClient(app);
    await client.signIn('10002');
    const text = visibleText(await (await client.get('/profile')).text());
    expect(text).toContain('Member since');
    expect(text).not.toContain('no admin yet');
    expect(text).not.toContain('Facebook id');
  });
});

describe('a site whose operator named its admins', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ standIn: true });
    await app.db.prepare("UPDATE users SET role = 'diner' WHERE role = 'admin'").run();
  });
  afterAll(() => app?.dispose());

  it('never shows a diner their id or how to become admin', async () => {
    const client = new TestClient(app);
    await client.signIn('10003');
    const text = visibleText(await (await client.get('/profile')).text());
    expect(text).toContain('Member since');
    expect(text).not.toContain('ADMIN_FACEBOOK_IDS');
    expect(text).not.toContain('Facebook id');
  });
});
