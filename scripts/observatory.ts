/**
 * `npm run observatory`: the MDN HTTP Observatory score and grade of the site's
 * production headers, offline. The Observatory's own `scan(hostname)` fetches the
 * live site over the network; here the built Worker runs in Miniflare with the
 * production [vars] of wrangler.toml, the script sends the requests the
 * Observatory's retriever sends (GET / over http and https, /robots.txt, a CORS
 * preflight), fills the package's `Requests` object with the real responses, and
 * runs the package's ALL_TESTS and grader as `scan()` does. Prints figures;
 * asserts nothing.
 *
 * The scorer is not a dependency; install it for a run without saving it:
 *   npm install --no-save --ignore-scripts @mdn/mdn-http-observatory@1.4.8
 *   npm run observatory
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { unstable_readConfig } from 'wrangler';
import { serve } from './serve';

const PACKAGE = '@mdn/mdn-http-observatory';
const VERSION = '1.4.8';

/** A test's output as the package returns it (src/types.js BaseOutput and its subclasses). */
type TestOutput = {
  constructor: { name: string; possibleResults: string[] };
  pass: boolean | null;
  result: string | null;
  scoreModifier: number | null;
  scoreDescription: string | null;
  data?: unknown;
};
type Requests = {
  hostname: string;
  resources: { path: string | null };
  responses: Record<string, unknown> & { auto: AxiosLikeResponse | null };
  session: unknown;
};
type AxiosLikeResponse = {
  status: number;
  statusText: string;
  headers: Record<string, string | string[]>;
  data: string;
  config: { url: string };
  request: { headers: Record<string, string> };
  verified: boolean;
  httpEquiv?: Map<string, string[]>;
};
type Session = { url: URL; jar: { setCookieSync(cookie: string, url: string): unknown } };

// A variable specifier: the package is optional, so neither tsc nor the bundler resolves it.
const load = (path: string) => import(/* @vite-ignore */ `${PACKAGE}/${path}`);
let scorer;
try {
  const [types, constants, grader, charts, session, retrieverUtils, config] = await Promise.all([
    load('src/types.js'),
    load('src/constants.js'),
    load('src/grader/grader.js'),
    load('src/grader/charts.js'),
    load('src/retriever/session.js'),
    load('src/retriever/utils.js'),
    load('src/config.js'),
  ]);
  scorer = { ...types, ...constants, ...grader, ...charts, ...session, ...retrieverUtils, ...config };
} catch (error) {
  if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
  console.log(`The scorer (${PACKAGE}) is not installed; it is not a dependency of the site. Get it without saving it:\n`);
  console.log(`  npm install --no-save --ignore-scripts ${PACKAGE}@${VERSION}\n`);
  console.log('then run `npm run observatory` again.');
  process.exit(0);
}
const {
  ALL_TESTS,
  NUM_TESTS,
  ALGORITHM_VERSION,
  MINIMUM_SCORE_FOR_EXTRA_CREDIT,
  HTML_TYPES,
  CONFIG,
  Requests,
  Session,
  getGradeForScore,
  getScoreDescription,
  getScoreModifier,
  getRecommendation,
  parseHttpEquivHeaders,
} = scorer as {
  ALL_TESTS: ((requests: Requests) => TestOutput)[];
  NUM_TESTS: number;
  ALGORITHM_VERSION: number;
  MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
  HTML_TYPES: Set<string>;
  CONFIG: { retriever: { retrieverUserAgent: string; corsOrigin: string } };
  Requests: new (hostname: string) => Requests;
  Session: new (url: URL) => Session;
  getGradeForScore(score: number): { score: number; grade: string };
  getScoreDescription(result: string): string;
  getScoreModifier(result: string): number;
  getRecommendation(result: string): string;
  parseHttpEquivHeaders(html: string, baseUrl: string): Map<string, string[]>;
};

const packageRequire = createRequire(import.meta.url);
const packageRoot = dirname(packageRequire.resolve(`${PACKAGE}/package.json`));
const installedVersion = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')).version as string;
// The tests read headers through axios' AxiosHeaders (`headers.get(...)`): build them with the package's own axios.
const axiosPath = createRequire(join(packageRoot, 'package.json')).resolve('axios');
const axios = await import(pathToFileURL(axiosPath).href);
const AxiosHeaders = (axios.AxiosHeaders ?? axios.default.AxiosHeaders) as new (
  headers: Record<string, string | string[]>,
) => Record<string, string | string[]>;

/**
 * The HSTS preload list (conf/hsts-preload.json) is downloaded from Chromium by the
 * package's postinstall, which --ignore-scripts skips. Without it the HSTS and
 * redirection tests cannot run, so an empty list stands in: the site is then
 * scored as not preloaded, which it is not before launch.
 */
const preloadList = join(packageRoot, 'conf', 'hsts-preload.json');
if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n');
const preloadEntries = Object.keys(JSON.parse(readFileSync(preloadList, 'utf8'))).length;

// Production as wrangler.toml configures it: its [vars] (ENVIRONMENT, PUBLIC_ORIGIN), without a local .dev.vars.
const productionVars = unstable_readConfig({ config: 'wrangler.toml' }).vars as Record<string, string>;
const hostname = new URL(productionVars.PUBLIC_ORIGIN!).hostname;
// Cloudflare names the client to the Worker; the rate limits key on it.
const CLIENT_IP = '203.0.113.7';

const STANDARD_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const ROBOTS_ACCEPT = 'text/plain,*/*;q=0.8';

const app = await serve({ https: true, vars: { ENVIRONMENT: productionVars.ENVIRONMENT!, PUBLIC_ORIGIN: productionVars.PUBLIC_ORIGIN! } });

/** One request as the retriever's axios client sends it, to the Worker as Cloudflare hands it over. */
async function retrieve(url: string, init: { method?: string; accept?: string; headers?: Record<string, string>; body?: URLSearchParams } = {}) {
  const target = new URL(url);
  if (target.hostname !== hostname) throw new Error(`${url} leaves ${hostname}; only the site itself runs here`);
  const headers: Record<string, string> = {
    Accept: init.accept ?? STANDARD_ACCEPT,
    'User-Agent': CONFIG.retriever.retrieverUserAgent,
    ...init.headers,
  };
  const res = await app.fetch(target.pathname + target.search, {
    method: init.method ?? 'GET',
    body: init.body,
    // Miniflare keeps its own Host header; Remix compares Origin on a POST with
    // X-Forwarded-Host first, so that carries the host the client asked for.
    headers: { ...headers, 'X-Forwarded-Host': target.host, 'MF-Original-URL': target.href, 'CF-Connecting-IP': CLIENT_IP },
  });
  const plain: Record<string, string | string[]> = {};
  res.headers.forEach((value, name) => {
    if (name !== 'set-cookie') plain[name] = value;
  });
  const cookies = res.headers.getSetCookie();
  if (cookies.length) plain['set-cookie'] = cookies;
  const response: AxiosLikeResponse = {
    status: res.status,
    statusText: res.statusText,
    headers: new AxiosHeaders(plain),
    data: await res.text(),
    config: { url: target.href },
    // The request's headers, which the CORS test compares with Access-Control-Allow-Origin.
    request: { headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])) },
    // Cloudflare serves the production hostname with a valid certificate.
    verified: true,
  };
  return { response, cookies };
}

/**
 * A retriever Session's first GET: follows redirects (up to 10, like the package),
 * recording each hop, and stores every Set-Cookie in the session's own cookie jar.
 */
async function openSession(url: string) {
  const session = new Session(new URL(url));
  const redirectHistory: { url: URL; status: number }[] = [];
  let current = url;
  for (let hop = 0; ; hop++) {
    const { response, cookies } = await retrieve(current);
    for (const cookie of cookies) session.jar.setCookieSync(cookie, current);
    redirectHistory.push({ url: new URL(current), status: response.status });
    const location = response.headers['location'];
    if (hop < 10 && [301, 302, 303, 307, 308].includes(response.status) && typeof location === 'string') {
      current = new URL(location, current).href;
      continue;
    }
    return { session, response, redirectHistory };
  }
}

/** The retriever's `retrieve(hostname)`, against the Worker (src/retriever/retriever.js). */
async function retrieveSite(extraCookies: string[] = []) {
  const requests = new Requests(hostname);
  const http = await openSession(`http://${hostname}/`);
  const https = await openSession(`https://${hostname}/`);
  requests.responses.http = http.response;
  requests.responses.https = https.response;
  // As the package does: both use the http session's redirect chain.
  requests.responses.httpRedirects = http.redirectHistory;
  requests.responses.httpsRedirects = http.redirectHistory;
  const auto = { ...https.response };
  if (extraCookies.length) {
    const setCookie = [...[auto.headers['set-cookie'] ?? []].flat(), ...extraCookies];
    auto.headers = new AxiosHeaders({ ...Object.fromEntries(Object.entries(auto.headers)), 'set-cookie': setCookie });
    for (const cookie of extraCookies) https.session.jar.setCookieSync(cookie, https.session.url.href);
  }
  requests.responses.auto = auto;
  requests.session = https.session;
  requests.resources.path = auto.data;

  // The package fetches robots.txt with a client that has no cookie jar, so what it sets never counts.
  const robots = await retrieve(new URL('/robots.txt', https.session.url).href, { accept: ROBOTS_ACCEPT });
  const corsUrl = https.redirectHistory.at(-1)!.url.href;
  const cors = await retrieve(corsUrl, {
    method: 'OPTIONS',
    headers: { 'Access-Control-Request-Method': 'GET', Origin: CONFIG.retriever.corsOrigin },
  });
  requests.responses.cors = cors.response;

  const contentType = String(auto.headers['content-type'] ?? '').split(';')[0]!;
  auto.httpEquiv =
    HTML_TYPES.has(contentType) && requests.resources.path
      ? parseHttpEquivHeaders(requests.resources.path, https.session.url.href)
      : new Map();
  return { requests, http, robots, cors };
}

/** The scoring half of the package's `scan()` (src/scanner/index.js), on our Requests. */
function score(requests: Requests) {
  const { status } = requests.responses.auto!;
  if (status < 200 || (status >= 400 && ![401, 403].includes(status))) {
    throw new Error(`Site did respond with an unexpected HTTP status code ${status}.`);
  }
  const results = ALL_TESTS.map((test) => test(requests));
  let testsPassed = 0;
  let scoreWithExtraCredit = 100;
  let uncurvedScore = scoreWithExtraCredit;
  for (const result of results) {
    if (!result.result) continue;
    result.scoreDescription = getScoreDescription(result.result);
    result.scoreModifier = getScoreModifier(result.result);
    testsPassed += result.pass ? 1 : 0;
    scoreWithExtraCredit += result.scoreModifier;
    if (result.scoreModifier < 0) uncurvedScore += result.scoreModifier;
  }
  // Extra credit counts only when the score without it is already an A.
  const final = getGradeForScore(uncurvedScore >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? scoreWithExtraCredit : uncurvedScore);
  return { ...final, testsPassed, testsFailed: NUM_TESTS - testsPassed, results };
}

/** The package's descriptions and recommendations are HTML: print their text. */
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();
const wrap = (text: string, width: number) => text.match(new RegExp(`.{1,${width}}(\\s|$)`, 'g'))?.map((l) => l.trim()) ?? [];
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function printRun(title: string, run: ReturnType<typeof score>) {
  console.log(`\n${title}`);
  console.log(`  Score ${run.score}, grade ${run.grade}; tests passed ${run.testsPassed}/${NUM_TESTS}, failed ${run.testsFailed}\n`);
  const nameWidth = Math.max(...run.results.map((r) => r.constructor.name.length));
  const resultWidth = Math.max(...run.results.map((r) => (r.result ?? '').length));
  console.log(`  ${'Test'.padEnd(nameWidth)}  Pass  ${'Result'.padEnd(resultWidth)}  Modifier  Best possible`);
  console.log(`  ${'-'.repeat(nameWidth)}  ----  ${'-'.repeat(resultWidth)}  --------  -------------`);
  for (const r of run.results) {
    // The best modifier this test can give: where the score could still go up.
    const best = Math.max(...r.constructor.possibleResults.map(getScoreModifier));
    const modifier = r.scoreModifier ?? 0;
    console.log(
      `  ${r.constructor.name.padEnd(nameWidth)}  ${(r.pass ? 'yes' : 'NO').padEnd(4)}  ${(r.result ?? '').padEnd(resultWidth)}  ` +
        `${signed(modifier).padStart(8)}  ${signed(best).padStart(13)}`,
    );
    for (const line of wrap(text(r.scoreDescription ?? ''), 110)) console.log(`      ${line}`);
    if (modifier < best && r.result) {
      const advice = text(getRecommendation(r.result));
      if (advice) for (const line of wrap(`Recommendation: ${advice}`, 110)) console.log(`      ${line}`);
    }
  }
  const listed = (picked: TestOutput[]) =>
    picked.map((r) => `${r.constructor.name} ${signed(r.scoreModifier ?? 0)}`).join(', ') || 'none';
  console.log(`\n  Deductions: ${listed(run.results.filter((r) => (r.scoreModifier ?? 0) < 0))}`);
  console.log(`  Extra credit: ${listed(run.results.filter((r) => (r.scoreModifier ?? 0) > 0))}`);
}

try {
  const first = await retrieveSite();
  const auto = first.requests.responses.auto!;
  console.log(`MDN HTTP Observatory (${PACKAGE} ${installedVersion}, algorithm v${ALGORITHM_VERSION}) on the production Worker, offline`);
  if (installedVersion !== VERSION) console.log(`  ! Installed ${installedVersion}; this script was written for ${VERSION}.`);
  console.log(`  Site: https://${hostname}/ (wrangler.toml [vars]: ENVIRONMENT=${productionVars.ENVIRONMENT}, PUBLIC_ORIGIN=${productionVars.PUBLIC_ORIGIN})`);
  console.log('  TLS: marked verified: Cloudflare serves the production hostname with a valid certificate (not checked offline).');
  console.log(
    `  HSTS preload list: ${preloadEntries ? `${preloadEntries} entries` : `empty (the package's postinstall downloads it; with network: node ${join(packageRoot, 'src', 'retrieve-hsts.js')})`}`,
  );
  console.log(`  Redirects from http: ${first.http.redirectHistory.map((hop) => `GET ${hop.url.href} -> ${hop.status}`).join(', then ')}`);
  console.log(`  GET https://${hostname}/ -> ${auto.status}, ${auto.headers['content-type']}, ${auto.data.length} characters`);
  console.log(
    `  GET /robots.txt -> ${first.robots.response.status}, ${first.robots.cookies.length} cookie(s) (the package's robots.txt request keeps none)`,
  );
  console.log(
    `  OPTIONS / (Origin ${CONFIG.retriever.corsOrigin}) -> ${first.cors.response.status}, Access-Control-Allow-Origin: ${first.cors.response.headers['access-control-allow-origin'] ?? '(none)'}`,
  );
  console.log(`\nResponse headers of GET https://${hostname}/:`);
  for (const [name, value] of Object.entries(auto.headers)) console.log(`  ${name}: ${[value].flat().join('\n  ' + name + ': ')}`);

  const setCookies = [auto.headers['set-cookie'] ?? []].flat().length;
  printRun(`Run 1: GET / as the Observatory fetches it (an anonymous visitor; ${setCookies} cookie(s) set)`, score(first.requests));

  // An anonymous GET / sets no cookie, so run 1 cannot judge ours. The sign-in start
  // sets one (the OAuth state); run 2 scores the same responses with it added.
  const signIn = await retrieve(`https://${hostname}/auth/facebook`, {
    method: 'POST',
    headers: { Origin: `https://${hostname}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ redirectTo: '/' }),
  });
  console.log(`\nPOST /auth/facebook (the sign-in start) -> ${signIn.response.status}, Location: ${signIn.response.headers['location'] ?? '(none)'}`);
  for (const cookie of signIn.cookies) console.log(`  set-cookie: ${cookie.replace(/=[^;]*/, '=…')}`);
  const second = await retrieveSite(signIn.cookies);
  const secondRun = score(second.requests);
  printRun('Run 2: as run 1, with the sign-in start\'s Set-Cookie on the page and in the cookie jar', secondRun);
  const cookies = secondRun.results.find((r) => r.constructor.name === 'cookies');
  if (cookies?.data) console.log(`\n  Cookies as the test read them: ${JSON.stringify(cookies.data)}`);
} finally {
  await app.dispose();
}
