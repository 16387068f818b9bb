import { describe, expect, it } from 'vitest';
import type { ServerBuild } from '@remix-run/cloudflare';
import { encodeAssetPath, withEncodedAssetUrls } from './asset-urls';

describe('module URLs as Workers static assets name them', () => {
  it('percent-encodes the `$` of a route parameter, segment by segment', () => {
    expect(encodeAssetPath('/build/routes/restaurant.$slug-OHLM.js')).toBe('/build/routes/restaurant.%24slug-OHLM.js');
    expect(encodeAssetPath('/build/_shared/chunk-2LKK.js')).toBe('/build/_shared/chunk-2LKK.js');
  });

  it('rewrites every route module, import and stylesheet of the build, leaving the rest', () => {
    const build = {
      mode: 'production',
      assets: {
        url: '/build/manifest-A.js',
        version: 'A',
        entry: { module: '/build/entry.client-B.js', imports: ['/build/_shared/chunk-C.js'] },
        routes: {
          'routes/restaurant.$slug': { id: 'routes/restaurant.$slug', module: '/build/routes/restaurant.$slug-D.js', imports: ['/build/routes/x.$y-E.js'], css: ['/build/_assets/$f.css'] },
          root: { id: 'root', module: '/build/root-F.js' },
        },
      },
    } as unknown as ServerBuild;
    const encoded = withEncodedAssetUrls(build);
    expect(encoded.assets.routes['routes/restaurant.$slug']).toMatchObject({
      module: '/build/routes/restaurant.%24slug-D.js',
      imports: ['/build/routes/x.%24y-E.js'],
      css: ['/build/_assets/%24f.css'],
    });
    expect(encoded.assets.routes.root!.module).toBe('/build/root-F.js');
    expect(encoded.assets.routes.root!.imports).toBeUndefined();
    expect(encoded.assets.entry).toEqual(build.assets.entry);
    expect(encoded.mode).toBe('production');
  });
});
