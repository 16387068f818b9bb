import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { TestClient, visibleText } from '../support/client';

/**
 * The test kit's clock reaches the Worker: a test that pins nothing sees the suite's
 * instant (the real one, or the one a clock project of vitest.config.ts chose) as
 * "today" on a restaurant page. Without this, the clock projects would prove nothing.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.dispose());

const fortWorthWeekday = () => new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'America/Chicago' }).format(new Date());

describe("the suite's clock", () => {
  it("is the Worker's clock when a test pins none: the page marks the suite's weekday as today", async () => {
    const slug = (await app.db.prepare("SELECT slug FROM restaurants WHERE closed_at IS NULL ORDER BY id LIMIT 1").first<{ slug: string }>())!.slug;
    const before = fortWorthWeekday();
    const page = visibleText(await (await new TestClient(app).get(`/restaurant/${slug}`)).text());
    const after = fortWorthWeekday();
    // Midnight may pass during the request; then either day is the Worker's honest answer.
    expect([...page.matchAll(/(\w+day) \(today\)/g)].map((m) => m[1])).toSatisfy((days: string[]) => days.length === 1 && [before, after].includes(days[0]!));
    if (process.env.TEST_NOW) expect(before).toBe(new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'America/Chicago' }).format(new Date(process.env.TEST_NOW)));
  });

  it("dates a diner's review from the instant the page was asked for, not the Worker's own clock", { timeout: 120_000 }, async () => {
    // An instant well away from the real one: on the Worker's own clock the review would read weeks or years old.
    const asked = '2026-03-08T01:30:00-06:00';
    const pinned = await startApp({ vars: { TEST_NOW: asked } });
    try {
      const place = (await pinned.db.prepare("SELECT id, slug FROM restaurants WHERE closed_at IS NULL ORDER BY id LIMIT 1").first<{ id: number; slug: string }>())!;
      const user = (await pinned.db
        .prepare("INSERT INTO users (facebook_id, name, username) VALUES ('clock-test', 'Rosa Elena Garza', 'rosa_garza') RETURNING id, name")
        .first<{ id: number; name: string }>())!;
      await pinned.db.prepare('DELETE FROM reviews WHERE restaurant_id = ?').bind(place.id).run();
      const written = new Date(Date.parse(asked) - 3 * 24 * 60 * 60 * 1000 - 60_000).toISOString();
      await pinned.db
        .prepare("INSERT INTO reviews (restaurant_id, user_id, rating, content, created_at, updated_at) VALUES (?1, ?2, 4, 'Written three days before the page was asked for.', ?3, ?3)")
        .bind(place.id, user.id, written)
        .run();
      const page = visibleText(await (await new TestClient(pinned).get(`/restaurant/${place.slug}`)).text());
      expect(page).toContain(`${user.name} 3 days ago`);
    } finally {
      await pinned.dispose();
    }
  });
});
