import { useT } from '~/utils/i18n';
import { useEffect, useRef, useState } from 'react';
import type { CarouselCard } from '~/models/restaurant-cards.server';
import { useHydrated } from '~/utils/hydration';
import { RestaurantCard } from './restaurant-card';

const ADVANCE_MS = 4000;

/**
 * "Popular Restaurants": a CSS scroll-snap strip that works without JavaScript.
 * With JavaScript it gains previous/next buttons, loops, and advances every 4 s,
 * pausing while hovered or focused (and never moving for reduced-motion users).
 */
export function PopularCarousel({ restaurants }: { restaurants: CarouselCard[] }) {
  const strip = useRef<HTMLUListElement>(null);
  const [paused, setPaused] = useState(false);
  const enhanced = useHydrated();
  const t = useT();

  function step(direction: 1 | -1) {
    const el = strip.current;
    if (!el) return;
    const item = el.querySelector('li');
    const width = item ? item.getBoundingClientRect().width + 16 : el.clientWidth;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
    const atStart = el.scrollLeft <= 4;
    if (direction === 1 && atEnd) el.scrollTo({ left: 0, behavior: 'smooth' });
    else if (direction === -1 && atStart) el.scrollTo({ left: el.scrollWidth, behavior: 'smooth' });
    else el.scrollBy({ left: direction * width, behavior: 'smooth' });
  }

  useEffect(() => {
    if (paused || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => step(1), ADVANCE_MS);
    return () => clearInterval(timer);
  }, [paused]);

  return (
    <section
      aria-labelledby="popular-heading"
      aria-roledescription={t('home.popular.carousel')}
      className="mx-auto max-w-7xl px-4 pt-10"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="popular-heading" className="text-2xl font-bold">{t('home.popular.heading')}</h2>
        {/* Laid out before JavaScript too, unseen and inert, so that the heading wraps the same
            way on a narrow phone and nothing moves when the buttons start to work. */}
        <div className={`flex shrink-0 gap-2 ${enhanced ? '' : 'invisible'}`}>
          {/* Words, not only a label: a text browser shows them. */}
          <button type="button" className="btn-secondary" disabled={!enhanced} onClick={() => step(-1)}>
            <span aria-hidden="true">‹</span>
            <span className="sr-only">{t('home.popular.previous')}</span>
          </button>{' '}
          <button type="button" className="btn-secondary" disabled={!enhanced} onClick={() => step(1)}>
            <span aria-hidden="true">›</span>
            <span className="sr-only">{t('home.popular.next')}</span>
          </button>
        </div>
      </div>
      <ul ref={strip} className="mt-4 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-4">
        {restaurants.map((r, i) => (
          <li key={r.id} className="w-64 shrink-0 snap-start" aria-roledescription={t('home.popular.slide')} aria-label={t('home.popular.position', { position: i + 1, total: restaurants.length })}>
            <RestaurantCard restaurant={r} variant="carousel" eager={i < 2} />
          </li>
        ))}
      </ul>
    </section>
  );
}
