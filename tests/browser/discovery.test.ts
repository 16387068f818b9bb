import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await closeBrowser();
  await app?.dispose();
});

const listing = (page: Page) => page.locator('section[aria-labelledby="listing-heading"] ul > li article');
const firstName = async (page: Page) => (await listing(page).first().getByRole('heading').textContent())!.trim();

describe.each(JS_MODES)('finding a restaurant with $name', (mode) => {
  it('applies filters, changes the sort and pages with Explore More', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await settle(page, mode);
    expect(await listing(page).count()).toBe(6);

    await page.getByRole('link', { name: 'Explore More' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => listing(page).count()).toBe(12);

    const filters = page.getByRole('form', { name: 'Filter restaurants' });
    await filters.getByLabel('Cuisine').selectOption({ label: 'Barbeque' });
    await filters.getByLabel('Price level').selectOption({ label: '$$' });
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL(/cuisine=barbeque/);
    expect(page.url()).toContain('priceLevel=2');
    const badges = () => listing(page).locator('span.rounded-full').allTextContents();
    await expect.poll(async () => new Set(await badges())).toEqual(new Set(['Barbeque']));

    await page.getByRole('navigation', { name: 'Sort restaurants' }).getByRole('link', { name: 'Most Reviewed' }).click();
    await page.waitForURL(/sort=reviews/);
    expect(page.url()).toContain('cuisine=barbeque');
    const { results } = await app.db
      .prepare("SELECT r.name FROM restaurants r JOIN cuisines c ON c.id = r.cuisine_id WHERE c.key = 'barbeque' AND r.price_level = 2 ORDER BY r.review_count DESC LIMIT 1")
      .all<{ name: string }>();
    await expect.poll(() => firstName(page)).toBe(results[0]!.name);
    await context.close();
  });

  it('searches from the header and opens a result', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await settle(page, mode);
    const field = page.locator('#site-search');
    await field.fill('brisket');
    await field.press('Enter');
    await page.waitForURL(/\/search\?q=brisket/);
    await expect.poll(() => page.getByRole('status').first().textContent()).toMatch(/^(\d+ guides?, )?\d+ restaurants? .*for “brisket”$/);
    const first = page.locator('#restaurant-results ~ ul article h3 a').first();
    const name = (await first.textContent())!.trim();
    await first.click();
    await page.waitForURL(/\/restaurant\//);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    await context.close();
  });

  it('pages a long search and keeps the query', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/search?q=bar');
    await settle(page, mode);
    const cards = page.locator('#restaurant-results ~ ul article');
    const total = Number((await page.getByRole('status').first().textContent())!.match(/^(?:\d+ guides?, )?(\d+) restaurants/)![1]);
    const perPage = await cards.count();
    expect(total).toBeGreaterThan(perPage);
    await page.getByRole('navigation', { name: 'Search result pages' }).getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(/\/search\?q=bar&page=2/);
    await expect.poll(() => page.getByText(`${perPage + 1}–${Math.min(total, 2 * perPage)} of ${total}`).count()).toBe(1);
    await expect.poll(() => cards.count()).toBe(Math.min(perPage, total - perPage));
    await context.close();
  });

  it('opens a restaurant from a listing card, from the carousel and from a cuisine page', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await settle(page, mode);
    const name = await firstName(page);
    await listing(page).first().getByRole('link', { name }).click();
    await page.waitForURL(/\/restaurant\//);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);

    await page.goto('/');
    await settle(page, mode);
    const slide = page.locator('section[aria-labelledby="popular-heading"] li').first();
    const featured = (await slide.getByRole('heading').textContent())!.trim();
    await slide.getByRole('link').click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(featured);

    await page.goto('/restaurant-directory');
    await settle(page, mode);
    await page.getByRole('link', { name: 'Steak Houses' }).or(page.getByRole('link', { name: 'Steak', exact: true })).first().click();
    await page.waitForURL(/\/restaurants\/steak/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Steak Houses');
    const card = page.locator('#all-heading ~ ul article').first();
    const steak = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('link').click();
    await page.waitForURL(/\/restaurant\//);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(steak);
    await context.close();
  });

  it('draws each rating as five stars filled to the rounded rating, beside the number', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    await page.goto('/');
    await settle(page, mode);
    const rating = listing(page).first().locator('.stars').first();
    const drawn = await rating.evaluate((el) => {
      const style = getComputedStyle(el);
      const number = el.nextElementSibling!.textContent!.replace(/[^0-9.]/g, '');
      return {
        width: el.getBoundingClientRect().width,
        height: el.getBoundingClientRect().height,
        masked: /url\("data:image\/svg\+xml/.test(style.maskImage || style.getPropertyValue('-webkit-mask-image')),
        filled: style.getPropertyValue('--filled').trim(),
        number: Number(number),
      };
    });
    expect(drawn).toMatchObject({ width: 80, height: 16, masked: true });
    expect(drawn.filled).toBe(`${Math.round(drawn.number) * 20}%`);
    await context.close();
  });
});
