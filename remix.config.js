/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}'],
  // The Worker's handler is compiled with the app, so the Worker holds one copy of each
  // module; wrangler bundles this build with the codec's WASM (workers/app.ts).
  server: './workers/handler.ts',
  serverBuildPath: 'build/server/index.js',
  assetsBuildDirectory: 'public/build',
  publicPath: '/build/',
  serverConditions: ['workerd', 'worker', 'browser'],
  // Everything but React and the router, which wrangler bundles (see [alias] and [define] in
  // wrangler.toml) once for the data handler and React Router's render alike, and the
  // runtime's own modules (cloudflare:email).
  serverDependenciesToBundle: [/^(?!(?:react|react-dom|react-router|react-router-dom|@remix-run\/router)(?:\/|$)|cloudflare:)/],
  serverMainFields: ['browser', 'module', 'main'],
  serverMinify: true,
  serverModuleFormat: 'esm',
  serverPlatform: 'neutral',
  tailwind: true,
  postcss: false,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    // Single fetch and lazy route discovery stay off: classic `?_data=` requests and the
    // whole route manifest in the page (docs/decisions/030).
  },
};
