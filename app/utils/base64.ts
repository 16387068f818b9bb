/** UTF-8 text as base64 and back: a file carried in a form field, byte for byte. */
export function toBase64(text: string) {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  // In slices: one String.fromCharCode call per byte would be slow, one for all would overflow the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The text, or null when the field is not base64 of UTF-8. */
export function fromBase64(value: string): string | null {
  try {
    const binary = atob(value);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
