import { createContext, useContext } from 'react';
import { useNonce } from './nonce';

/** The stylesheet's text, from entry.server (app/modules/site-styles.server.ts), or null to link it. */
const SiteStylesContext = createContext<string | null>(null);
export const SiteStylesProvider = SiteStylesContext.Provider;

const STYLE_ID = 'site-styles';
let documentStyles: string | null | undefined;

/**
 * The site's stylesheet, inline in a <style> allowed by the page's nonce, or linked
 * when the server could not read it. In the browser it keeps what the server sent:
 * React never has to write the stylesheet again.
 */
export function SiteStyles({ href }: { href: string }) {
  const nonce = useNonce();
  const fromServer = useContext(SiteStylesContext);
  const css = typeof document === 'undefined' ? fromServer : (documentStyles ??= document.getElementById(STYLE_ID)?.textContent ?? null);
  if (css === null) return <link rel="stylesheet" href={href} />;
  return <style id={STYLE_ID} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />;
}
