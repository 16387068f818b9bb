// Loader and action data are typed as single fetch sends them (turbo-stream, not JSON):
// dates stay dates, and `json()` data is typed as its value (remix.config.js enables the flag).
import '@remix-run/server-runtime';

declare module '@remix-run/server-runtime' {
  interface Future {
    v3_singleFetch: true;
  }
}
