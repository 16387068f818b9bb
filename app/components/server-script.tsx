/**
 * An inline script whose text only the server has: it comes from a `.server` module,
 * which is empty in the browser. There the element gets an empty string as its HTML, and
 * React keeps the server's text when hydrating (it neither compares nor rewrites inner
 * HTML). With no HTML at all React would hydrate the text as a child, find it missing and
 * render the whole page again (React error 418).
 */
export function ServerScript({ text, nonce }: { text: string | undefined; nonce: string | undefined }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text ?? '' }} />;
}
