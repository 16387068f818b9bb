/**
 * Run by wrangler before it bundles the Worker ([build] in wrangler.toml). Writes
 * build/router-with-memory.js: @remix-run/router's own build, with pure
 * computations remembered for the isolate's life instead of redone per request.
 * Its `matchRoutes` flattens and ranks every route of the app on every call, then
 * compiles each candidate's path to a RegExp and tries them in turn: the Remix
 * server matches once per request and its data handler once more. With our 57
 * routes that is 160 µs a call in Node (about 0.3 ms of a listing's ~8 ms of CPU;
 * the sampling profiler, which inflates small functions, put it at 2.5 ms); remembered,
 * 0.3-0.8 µs, and 38 µs for a pathname not seen yet. The routes never change while the
 * Worker runs, so the ranking and the RegExps are made once, and the matches of
 * the last 2,000 pathnames (a listing with any filters, the cuisine pages, the
 * restaurants diners open most) are kept; a new pathname is matched in full.
 * The Worker's imports of "@remix-run/router" point at the result ([alias]).
 * Fails the build if the router's source no longer has the shape patched here.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REMEMBERED_ROUTER = 'build/router-with-memory.js';

const MATCHING = `  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);
  let matches = null;
  let decoded = decodePath(pathname);
  for (let i = 0; matches == null && i < branches.length; ++i) {`;
const REMEMBERED_MATCHING = `  // The last pathnames matched, per shape of route tree. The server matches on its one
  // tree; each render matches on a copy of it made for that request, which has the same
  // shape, so both share what was remembered. Each caller gets fresh match objects that
  // point at the routes of the tree it passed.
  let shape = shapeOf(routes);
  let remembered = rememberedMatches.get(shape);
  if (!remembered) rememberedMatches.set(shape, remembered = new Map());
  let key = (allowPartial ? "~" : "") + pathname;
  let found = remembered.get(key);
  if (found === undefined) {
    let matched = matchRoutesOnce(routes, pathname, allowPartial);
    found = matched && matched.map(match => ({ pathname: match.pathname, pathnameBase: match.pathnameBase, params: match.params, at: positionOf(routes, match.route) }));
    if (remembered.size >= 2000) remembered.delete(remembered.keys().next().value);
  } else {
    remembered.delete(key);
  }
  remembered.set(key, found);
  if (!found) return null;
  // As from matchRouteBranch: one params object shared by the branch's matches.
  let params = Object.assign({}, found[found.length - 1].params);
  return found.map(match => ({ params, pathname: match.pathname, pathnameBase: match.pathnameBase, route: routeAtPosition(routes, match.at) }));
}
// What matching depends on, for a route tree: each route's id, path, index and case
// flags, and its children. Worked out once per tree object.
function shapeOf(routes) {
  let shape = treeShapes.get(routes);
  if (shape === undefined) treeShapes.set(routes, shape = describeTree(routes));
  return shape;
}
function describeTree(routes) {
  let shape = "";
  for (let route of routes) {
    shape += route.id + "\\u0000" + route.path + "\\u0000" + (route.index ? "i" : "") + (route.caseSensitive ? "c" : "") + "\\u0000";
    if (route.children) shape += "[" + describeTree(route.children) + "]";
  }
  return shape;
}
// A route's place in its tree, as child indexes from the top.
function positionOf(routes, route) {
  for (let i = 0; i < routes.length; i++) {
    if (routes[i] === route) return [i];
    let within = routes[i].children ? positionOf(routes[i].children, route) : null;
    if (within) return [i, ...within];
  }
  return null;
}
function routeAtPosition(routes, position) {
  let route;
  for (let i of position) {
    route = routes[i];
    routes = route.children;
  }
  return route;
}
function matchRoutesOnce(routes, pathname, allowPartial) {
  // Ranked once per route tree (the server's routes never change).
  let branches = rankedBranches.get(routes);
  if (!branches) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    rankedBranches.set(routes, branches);
  }
  let matches = null;
  let decoded = decodePath(pathname);
  for (let i = 0; matches == null && i < branches.length; ++i) {`;
const COMPILE_PATH = 'function compilePath(path, caseSensitive, end) {';
const REMEMBERED_COMPILE_PATH = `const rankedBranches = new WeakMap();
const treeShapes = new WeakMap();
const rememberedMatches = new Map();
const compiledPaths = new Map();
// A route path's RegExp, compiled once (callers only read the pair; the RegExp has no state).
function compilePath(path, caseSensitive, end) {
  const key = (caseSensitive ? "i" : "-") + (end === false ? "-" : "$") + path;
  let compiled = compiledPaths.get(key);
  if (!compiled) {
    if (compiledPaths.size >= 1000) compiledPaths.clear();
    compiledPaths.set(key, compiled = compilePathEveryTime(path, caseSensitive, end));
  }
  return compiled;
}
function compilePathEveryTime(path, caseSensitive, end) {`;

function replaceOnce(source: string, find: string, replacement: string) {
  const at = source.indexOf(find);
  if (at < 0 || source.indexOf(find, at + 1) >= 0) {
    throw new Error(`@remix-run/router changed: expected exactly one ${JSON.stringify(find.split('\n')[0])}. Review scripts/remember-route-ranking.ts.`);
  }
  return source.slice(0, at) + replacement + source.slice(at + find.length);
}

export function rememberRouteRanking(source: string) {
  // Its source map describes the original lines: drop the reference rather than mislead.
  source = source.replace(/\n\/\/# sourceMappingURL=.*$/m, '');
  return replaceOnce(replaceOnce(source, MATCHING, REMEMBERED_MATCHING), COMPILE_PATH, REMEMBERED_COMPILE_PATH);
}

export function routerSourcePath() {
  return createRequire(import.meta.url).resolve('@remix-run/router').replace(/router\.cjs\.js$/, 'router.js');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const out = join(root, REMEMBERED_ROUTER);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, rememberRouteRanking(readFileSync(routerSourcePath(), 'utf8')));
}
