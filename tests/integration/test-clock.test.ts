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
});
