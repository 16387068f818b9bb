/** Packages the scripts use that ship no types: only what the scripts call. */

declare module 'wawoff2' {
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}

declare module '@marbec/web-auto-extractor' {
  export type Extracted = { jsonld?: Record<string, unknown[]>; microdata?: unknown; rdfa?: unknown };
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: Array<'rdfa' | 'microdata'> });
    parse(html: string): Extracted;
  }
}

declare module '@adobe/structured-data-validator' {
  import type { Extracted } from '@marbec/web-auto-extractor';
  export type Issue = { issueMessage: string; severity: 'ERROR' | 'WARNING'; path?: Array<{ type: string; index?: number }>; fieldNames?: string[] };
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: Extracted): Promise<Issue[]>;
  }
}

declare module 'piexifjs' {
  const piexif: {
    GPSIFD: Record<string, number>;
    ImageIFD: Record<string, number>;
    dump(exif: Record<string, Record<number, unknown>>): string;
    insert(exifBytes: string, jpegBinary: string): string;
    load(jpegBinary: string): Record<string, Record<number, unknown>>;
  };
  export default piexif;
}
