/** wawoff2 ships no types: the one function the share-image script uses. */
declare module 'wawoff2' {
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
