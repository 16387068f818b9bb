/**
 * What the rendering sweep measures in a page, shared by the Chromium sweep
 * (tests/browser/sweep.test.ts) and the Firefox one (tests/browser/firefox-sweep.test.ts).
 * `inspect` runs in the page: plain DOM, no test library.
 */

/** WCAG 2.5.5's target size. */
export const MIN_TARGET = 44;

export type Finding = {
  documentWidth: number;
  overflowing: string[];
  /** Items of a grid that reach past its content box (a card wider than its column's room). */
  spilling: string[];
  headerHeight: number | null;
  smallTargets: string[];
  brokenPictures: string[];
  hasScripts: boolean;
  hydrated: boolean;
  cspViolations: string[];
  /** Text cut short with an ellipsis where it should wrap (a long name ending in "…"). */
  cutText: string[];
  /** Buttons whose label runs to three lines or more. */
  wrappedLabels: string[];
  /** The phone menu's button below the site's name instead of beside it. */
  menuOnOwnRow: boolean;
};

/** Runs in the page: measures everything the checks need. */
export function inspect({ viewportWidth, minTarget }: { viewportWidth: number; minTarget: number }): Finding {
  const nameOf = (el: Element) => {
    const id = el.id ? `#${el.id}` : '';
    const classes = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 4).join('.')}` : '';
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    const src = el instanceof HTMLImageElement ? ` src=${el.getAttribute('src')?.slice(0, 80)}` : '';
    return `<${el.tagName.toLowerCase()}${id}${classes}>${text ? ` "${text}"` : ''}${src}`;
  };
  const visible = (el: Element) => {
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return rect.width > 1 && rect.height > 1 && style.visibility !== 'hidden' && style.display !== 'none';
  };

  // Sideways scrolling: the widest elements past the right edge (the deepest, not every ancestor).
  const documentWidth = document.documentElement.scrollWidth;
  const overflowing: string[] = [];
  if (documentWidth > viewportWidth) {
    // Inside a sideways scroller or a clipping box, an element does not widen the page.
    const clipped = (el: Element) => {
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const past = [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > viewportWidth + 0.5 && !clipped(el));
    for (const el of past.filter((el) => !past.some((other) => other !== el && el.contains(other))).slice(0, 5)) {
      overflowing.push(`${nameOf(el)} reaches ${Math.round(el.getBoundingClientRect().right)} px`);
    }
  }

  // A grid item past its grid's content box: the page may not scroll, but the card sits off-centre or clipped.
  const spilling: string[] = [];
  for (const grid of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(grid);
    if (style.display !== 'grid' || !visible(grid)) continue;
    const box = grid.getBoundingClientRect();
    const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
    const right = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
    for (const item of grid.children) {
      if (!visible(item) || getComputedStyle(item).position === 'absolute') continue;
      const rect = item.getBoundingClientRect();
      if (rect.right > right + 0.5 || rect.left < left - 0.5) {
        spilling.push(`${nameOf(item)} spans ${Math.round(rect.left)}-${Math.round(rect.right)} px in ${nameOf(grid)}'s ${Math.round(left)}-${Math.round(right)} px`);
      }
    }
  }

  const header = document.querySelector('body > header');
  const headerHeight = header ? header.getBoundingClientRect().height : null;

  const smallTargets: string[] = [];
  for (const el of document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary')) {
    if (!visible(el)) continue;
    let rect = el.getBoundingClientRect();
    const label = el instanceof HTMLInputElement && /^(checkbox|radio)$/.test(el.type) ? el.labels?.[0] : null;
    if (label && visible(label)) rect = label.getBoundingClientRect();
    // A card's "stretched" link: its ::after covers the card, which is the target.
    const after = getComputedStyle(el, '::after');
    if (after.content !== 'none' && after.position === 'absolute') {
      let box = el.parentElement;
      while (box && getComputedStyle(box).position === 'static') box = box.parentElement;
      if (box) rect = box.getBoundingClientRect();
    }
    if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') {
      let block = el.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      const around = (block?.textContent ?? '').replace(/\s+/g, '').length - (el.textContent ?? '').replace(/\s+/g, '').length;
      if (around > 0) continue;
    }
    if (rect.width < minTarget - 0.5 || rect.height < minTarget - 0.5) {
      smallTargets.push(`${nameOf(el)} is ${Math.round(rect.width)}x${Math.round(rect.height)}`);
    }
  }

  const brokenPictures: string[] = [];
  for (const img of document.images) {
    if (!visible(img) && getComputedStyle(img).display === 'none') continue;
    if (img.getBoundingClientRect().width === 0) continue;
    if (!img.complete) {
      brokenPictures.push(`${nameOf(img)} still loading`);
      continue;
    }
    if (img.naturalWidth > 0) continue;
    const style = getComputedStyle(img);
    const paintsNothing = style.visibility === 'hidden' || style.opacity === '0' || img.alt === '';
    const parentStyle = img.parentElement ? getComputedStyle(img.parentElement) : null;
    const placeholder = style.backgroundImage !== 'none' || (parentStyle?.backgroundImage ?? 'none') !== 'none';
    if (!(paintsNothing && placeholder)) brokenPictures.push(`${nameOf(img)} failed to load and shows no placeholder`);
  }

  const cutText: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (getComputedStyle(el).textOverflow === 'ellipsis' && visible(el) && el.scrollWidth > el.clientWidth + 1) cutText.push(nameOf(el));
  }
  // A button's label broken over three lines or more: a Spanish label too long for a phone.
  const wrappedLabels: string[] = [];
  for (const el of document.querySelectorAll('button, summary, a[class*="btn"]')) {
    if (!visible(el)) continue;
    const boxes: DOMRect[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      boxes.push(...[...range.getClientRects()].filter((box) => box.width > 0));
    }
    let lines = 0;
    let bottom = -Infinity;
    for (const box of boxes.sort((a, b) => a.top - b.top)) {
      if (box.top >= bottom - 2) lines++;
      bottom = box.top >= bottom - 2 ? box.bottom : Math.max(bottom, box.bottom);
    }
    if (lines > 2) wrappedLabels.push(`${nameOf(el)} runs to ${lines} lines`);
  }

  const brand = document.querySelector('body > header :is(a[href="/"], a[href="/es"])');
  const menu = document.querySelector('body > header details > summary');
  const menuOnOwnRow = Boolean(brand && menu && visible(menu) && menu.getBoundingClientRect().top >= brand.getBoundingClientRect().bottom - 1);

  return {
    documentWidth,
    overflowing,
    spilling: spilling.slice(0, 5),
    headerHeight,
    smallTargets,
    brokenPictures,
    hasScripts: Boolean((window as { __remixContext?: unknown }).__remixContext),
    hydrated: document.documentElement.dataset.hydrated === 'true',
    cspViolations: (window as { __cspViolations?: string[] }).__cspViolations ?? [],
    cutText: cutText.slice(0, 5),
    wrappedLabels: wrappedLabels.slice(0, 5),
    menuOnOwnRow,
  };
}


/** What a diner would notice in one page's findings, whichever browser measured them. */
export function problemsIn(found: Finding, { viewportWidth, javaScriptEnabled }: { viewportWidth: number; javaScriptEnabled: boolean }): string[] {
  const problems: string[] = [];
  if (found.documentWidth > viewportWidth) {
    problems.push(`scrolls sideways: the document is ${found.documentWidth} px wide in a ${viewportWidth} px viewport; past the edge: ${found.overflowing.join('; ')}`);
  }
  for (const item of found.spilling) problems.push(`out of its grid: ${item}`);
  if (found.headerHeight === null) problems.push('no site header');
  for (const violation of found.cspViolations) problems.push(`CSP violation: ${violation}`);
  if (javaScriptEnabled && found.hasScripts && !found.hydrated) problems.push('the page has scripts but never hydrated');
  for (const target of found.smallTargets) problems.push(`tap target under ${MIN_TARGET} px: ${target}`);
  for (const picture of found.brokenPictures) problems.push(`picture: ${picture}`);
  for (const text of found.cutText) problems.push(`text cut with an ellipsis: ${text}`);
  for (const label of found.wrappedLabels) problems.push(`a button's label wraps badly: ${label}`);
  if (found.menuOnOwnRow) problems.push("the menu button sits on a row of its own, under the site's name");
  return problems;
}
