import type { Browser, Locator, Page } from 'playwright-core';
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

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

/** The text of the element(s) that describe a field (its error list). */
async function description(field: Locator) {
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  if (!ids) return '';
  const texts = await Promise.all(ids.split(/\s+/).map((id) => field.page().locator(`[id="${id}"]`).textContent()));
  return texts.join(' ').trim();
}

describe.each(JS_MODES)('reading with $name', (mode) => {
  it('reads a review from the listing and goes back to the reviews', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    await page.goto('/reviews');
    await settle(page, mode);
    expect(await h1(page)).toBe('Reviews');
    const cards = page.getByRole('main').getByRole('article');
    expect(await cards.count()).toBe(12);
    const title = (await cards.first().getByRole('heading', { level: 2 }).textContent())!;
    await cards.first().getByRole('link', { name: `Read full review: ${title}` }).click();
    await page.waitForURL(/\/review\/[a-z0-9-]+$/);
    await expect.poll(() => h1(page)).toBe(title);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).resolves.toContain('Reviews');

    await page.getByRole('link', { name: 'Back to Reviews' }).first().click();
    await page.waitForURL(/\/reviews$/);
    await expect.poll(() => h1(page)).toBe('Reviews');
    await context.close();
  });

  it('pages through the reviews with numbered links', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    await page.goto('/reviews');
    await settle(page, mode);
    const firstTitle = await page.getByRole('main').getByRole('article').first().getByRole('heading').textContent();
    await page.getByRole('navigation', { name: 'Reviews pages' }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/\/reviews\?page=2$/);
    await expect.poll(() => page.getByRole('main').getByRole('article').first().getByRole('heading').textContent()).not.toBe(firstTitle);
    await expect(
      page.getByRole('navigation', { name: 'Reviews pages' }).locator('[aria-current="page"]').textContent(),
    ).resolves.toBe('Page 2');
    await context.close();
  });

  it('offers the competition video as a link without JavaScript and as a click-to-load player with it', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    await page.goto('/review/fat-shack-competition');
    await settle(page, mode);
    const watch = page.getByRole('link', { name: /Watch on YouTube/ });
    expect(await watch.getAttribute('href')).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
    expect(await watch.getAttribute('target')).toBe('_blank');
    expect(await page.locator('iframe').count()).toBe(0);
    const play = page.getByRole('button', { name: /Play video/ });
    if (mode.javaScriptEnabled) {
      // Nothing leaves the site until the reader asks for the video.
      await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ status: 200, body: '<p>player</p>', contentType: 'text/html' }));
      await play.click();
      const frame = page.locator('iframe');
      await expect.poll(() => frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]+/);
      // Screen readers name the player after the video.
      expect(await frame.getAttribute('title')).toBe('Fat Shack eating competition preview');
    } else {
      expect(await play.count()).toBe(0);
    }
    await context.close();
  });

  it('opens a news article from the listing and returns to the news', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    await page.goto('/news');
    await settle(page, mode);
    expect(await h1(page)).toBe('News');
    const card = page.getByRole('main').getByRole('article').first();
    const title = (await card.getByRole('heading', { level: 2 }).textContent())!;
    await card.getByRole('link', { name: `Read full article: ${title}` }).click();
    await page.waitForURL(/\/article\/[a-z0-9-]+$/);
    await expect.poll(() => h1(page)).toBe(title);
    await expect(page.locator('main time').first().textContent()).resolves.toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await page.getByRole('link', { name: 'Back to News' }).last().click();
    await page.waitForURL(/\/news$/);
    await expect.poll(() => h1(page)).toBe('News');
    await context.close();
  });

  it('scales a recipe with the servings form', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    await page.goto('/recipes');
    await settle(page, mode);
    await page.getByRole('link', { name: /^View Recipe: Elote/ }).click();
    await page.waitForURL(/\/recipe\/\d+$/);
    await expect.poll(() => h1(page)).toBe('Elote (Grilled Street Corn)');
    const ingredients = page.getByRole('region', { name: 'Ingredients' });
    await expect(ingredients.getByRole('listitem').filter({ hasText: 'cotija' }).textContent()).resolves.toBe('¾ cup cotija cheese, finely crumbled');

    await page.getByLabel('Servings', { exact: true }).fill('12');
    await page.getByRole('button', { name: 'Scale recipe' }).click();
    // The scaled list is where the page lands, clear of the sticky header.
    await page.waitForURL(/servings=12#ingredients$/);
    await expect.poll(() => ingredients.getByRole('listitem').filter({ hasText: 'cotija' }).textContent()).toBe('1½ cups cotija cheese, finely crumbled');
    const headerBottom = await page.locator('body > header').evaluate((el) => el.getBoundingClientRect().bottom);
    const listTop = await page.getByRole('heading', { name: 'Ingredients' }).evaluate((el) => el.getBoundingClientRect().top);
    expect(listTop).toBeGreaterThanOrEqual(headerBottom);
    expect(listTop).toBeLessThan(400);
    await expect(ingredients.getByText('For 12 servings (scaled from 6)').count()).resolves.toBe(1);
    expect(await page.getByLabel('Servings', { exact: true }).inputValue()).toBe('12');

    await page.getByRole('link', { name: 'Reset to 6' }).click();
    await page.waitForURL(/\/recipe\/\d+#ingredients$/);
    await expect.poll(() => ingredients.getByRole('listitem').filter({ hasText: 'cotija' }).textContent()).toBe('¾ cup cotija cheese, finely crumbled');
    await context.close();
  });
});

describe('recipe pages in print', () => {
  it('print only the recipe: no site header, footer or servings form', async () => {
    const { context, page } = await newPage(browser, JS_MODES[0], app.origin);
    const { results } = await app.db.prepare("SELECT id FROM recipes WHERE slug = 'elote'").all<{ id: number }>();
    await page.goto(`/recipe/${results[0]!.id}`);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('body > header').isVisible()).toBe(false);
    expect(await page.locator('body > footer').isVisible()).toBe(false);
    expect(await page.getByLabel('Servings', { exact: true }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Ingredients' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Steps' }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    expect(await page.locator('body > header').isVisible()).toBe(true);
    await context.close();
  });
});

describe('loading states with JavaScript', () => {
  it.each([
    ['/reviews', 'Reviews'],
    ['/news', 'News'],
    ['/recipes', 'Recipes'],
  ])('shows nine skeleton cards while %s loads', async (path, label) => {
    const { context, page } = await newPage(browser, JS_MODES[1], app.origin);
    await page.setViewportSize({ width: 1280, height: 900 });
    // From a page that runs the app (content pages such as /about are served without scripts).
    await page.goto('/contact');
    await settle(page, JS_MODES[1]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route((url) => url.pathname === path && url.searchParams.has('_data'), async (route) => {
      await held;
      await route.continue();
    });
    // A click without hovering first: hover would prefetch the data (prefetch="intent")
    // outside the held route, and the page could arrive before the skeletons are seen.
    await page
      .getByRole('navigation', { name: 'Main', exact: true })
      .getByRole('link', { name: label })
      .evaluate((link: HTMLAnchorElement) => link.click());
    const skeletons = page.getByTestId('skeletons');
    await expect.poll(() => skeletons.locator(':scope > div').count()).toBe(9);
    release();
    await page.waitForURL(`**${path}`);
    await expect.poll(() => skeletons.count()).toBe(0);
    await context.close();
  });
});

describe.each(JS_MODES)('writing to us with $name', (mode) => {
  it('shows the messages next to the fields and keeps the text when the form is invalid', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    await page.goto('/contact');
    await settle(page, mode);
    const name = page.getByLabel('Name', { exact: true });
    const email = page.getByLabel('Email Address', { exact: true });
    const message = page.getByLabel('Message', { exact: true });
    // Values the browser's own checks accept but our rules do not.
    await name.fill('   ');
    await email.fill('callie@localhost');
    await message.fill('Tacos!        ');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect.poll(() => description(name)).toBe('Name is required');
    expect(await description(email)).toBe('Please enter a valid email address');
    expect(await description(message)).toBe('Message must be at least 10 characters');
    for (const field of [name, email, message]) expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await email.inputValue()).toBe('callie@localhost');
    expect((await message.inputValue()).trim()).toBe('Tacos!');

    if (mode.javaScriptEnabled) {
      // Re-validated as the diner types.
      await name.fill('Callie');
      await expect.poll(() => description(name)).toBe('');
      expect(await name.getAttribute('aria-invalid')).toBeNull();
      // Empty fields get the spec's "required" messages before anything is sent.
      await page.reload();
      await settle(page, mode);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect.poll(() => description(page.getByLabel('Name', { exact: true }))).toBe('Name is required');
      expect(await description(page.getByLabel('Message', { exact: true }))).toBe('Message is required');
      expect(await description(page.getByLabel('Email Address', { exact: true }))).toBe('Please enter a valid email address');
    }
    await context.close();
  });

  it('sends a valid message, shows the success toast and empties the form', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    await page.goto('/contact');
    await settle(page, mode);
    const text = `We loved the brisket at a new spot on Magnolia (${mode.name}).`;
    await page.getByLabel('Name', { exact: true }).fill('Marcus Reader');
    await page.getByLabel('Email Address', { exact: true }).fill('marcus.reader@example.com');
    await page.getByLabel('Message', { exact: true }).fill(text);

    const button = page.getByRole('button', { name: 'Send Message' });
    if (mode.javaScriptEnabled) {
      // Hold the request a moment to see the sending state.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route((url) => url.pathname === '/contact' && url.searchParams.has('_data'), async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      });
      await button.click();
      await expect.poll(() => page.locator('#contact-form button[type="submit"]').textContent()).toBe('Sending...');
      expect(await page.getByLabel('Message', { exact: true }).isDisabled()).toBe(true);
      expect(await page.locator('#contact-form button[type="submit"]').isDisabled()).toBe(true);
      release();
    } else {
      await button.click();
    }

    const toast = page.getByRole('status').filter({ hasText: 'Message sent successfully!' });
    await expect.poll(() => toast.count()).toBe(1);
    expect(await toast.textContent()).toContain("Thank you for contacting us. We'll get back to you soon.");
    await expect.poll(() => page.getByLabel('Message', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Email Address', { exact: true }).inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);

    const { results } = await app.db.prepare('SELECT name FROM contact_messages WHERE message = ?').bind(text).all<{ name: string }>();
    expect(results).toEqual([{ name: 'Marcus Reader' }]);

    // Dismissible without JavaScript: the toast is a <details> whose summary closes it.
    await page.getByText('Dismiss').click();
    await expect.poll(() => toast.isVisible()).toBe(false);
    await context.close();
  });
});
