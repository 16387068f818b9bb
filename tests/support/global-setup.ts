import { bundleWorker } from './bundle';

export default function setup() {
  process.env.WRANGLER_SEND_METRICS = 'false';
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
  bundleWorker();
}
