import { useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';

/**
 * A menu built on <details>, so it opens without JavaScript. With JavaScript it
 * also closes after a navigation from it, and on Escape (focus back on its toggle).
 */
export function useDisclosureMenu() {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    menu.current?.removeAttribute('open');
  }, [location.key]);
  const onKeyDown = (event: React.KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !menu.current?.open) return;
    menu.current.removeAttribute('open');
    menu.current.querySelector('summary')?.focus();
  };
  return { ref: menu, onKeyDown };
}
