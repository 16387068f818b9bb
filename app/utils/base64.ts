/** A file's bytes as base64 and back: a sheet of any encoding, or a workbook, carried in a form field byte for byte. */
export function bytesToBase64(bytes: Uint8Array) {
  let binary = '';
  // In slices: one String.fromCharCode call per byte would be slow, one for all would overflow the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The bytes, or null when the field is not base64. */
export function base64ToBytes(value: string): Uint8Array | null {
  try {
    const binary = atob(value);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}
