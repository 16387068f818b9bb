/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}'],
  // The Worker (workers/app.ts) imports this build; wrangler bundles both.
  server: undefined,
  serverBuildPath: 'build/server/index.js',
  assetsBuildDirectory: 'public/build',
  publicPath: '/build/',
  serverConditions: ['workerd', 'worker', 'browser'],
  // Everything but React and the router, which wrangler bundles (see [alias] in
  // wrangler.toml): the Worker then holds one @remix-run/router for both the data
  // handler and React Router's render.
  serverDependenciesToBundle: [/^(?!(?:react|react-dom|react-router|react-router-dom|@remix-run\/router)(?:\/|$))/],
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
  },
};
