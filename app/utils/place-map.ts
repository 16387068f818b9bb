/**
 * The arithmetic of the maps drawn on the server (app/modules/place-map.server.ts):
 * Web Mercator fitted to a set of places, pins nudged apart or grouped, a scale in
 * miles, raster tiles covering the view and neighbourhood labels that do not collide.
 * Pure: numbers in, numbers out, in the drawing's own units (its viewBox).
 */

/** The drawing's viewBox. A phone shows it about 358 CSS px wide (390 less the page's margins). */
export const MAP_WIDTH = 480;
export const MAP_HEIGHT = 360;
/** The circle a pin is drawn as. */
export const PIN_RADIUS = 18;
/**
 * The circle a pin answers a tap in, 64 units across: at least the site's smallest target
 * (44 CSS px) on a 390 px phone, also where the browser's scrollbar takes its own width
 * (Firefox). Pins are laid out so that no two of these overlap.
 */
export const TARGET_RADIUS = 32;
/** Room under the pins for the scale bar and the attribution. */
const BOTTOM_BAND = 22;
/** The closest a single place is drawn: about a mile and a half across the map. */
export const MAX_ZOOM = 15;
/** The farthest: the Fort Worth area below fits at this zoom. */
export const MIN_ZOOM = 9;
/** Tiles are squares of this many pixels at their zoom. */
const TILE_SIZE = 256;
const EARTH_CIRCUMFERENCE_M = 2 * Math.PI * 6_378_137;
const METRES_PER_MILE = 1609.344;

/**
 * The area a map of Fort Worth places shows: Tarrant County and its neighbours. A place
 * outside it is listed under the map, like a place without coordinates: one far-off
 * point (usually a typo in a coordinate) would otherwise shrink every other pin to a dot.
 */
export const MAP_AREA = { south: 32.45, north: 33.15, west: -97.8, east: -96.9 } as const;

export type Point = { x: number; y: number };

/** Web Mercator in world units (0..1 across, 0..1 down). */
export function mercator(latitude: number, longitude: number): Point {
  const phi = (latitude * Math.PI) / 180;
  return {
    x: (longitude + 180) / 360,
    y: (1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2,
  };
}

/** The latitude of a world y (the inverse of mercator's y). */
export function latitudeOf(worldY: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * worldY))) * 180) / Math.PI;
}

export function insideArea(latitude: number, longitude: number): boolean {
  return latitude >= MAP_AREA.south && latitude <= MAP_AREA.north && longitude >= MAP_AREA.west && longitude <= MAP_AREA.east;
}

/**
 * A projection: world units times `scale` (the world's width in drawing units), less
 * the origin, is a point of the drawing.
 */
export type Projection = { scale: number; originX: number; originY: number; zoom: number };

export function project(p: Projection, latitude: number, longitude: number): Point {
  const world = mercator(latitude, longitude);
  return { x: world.x * p.scale - p.originX, y: world.y * p.scale - p.originY };
}

/**
 * The projection that shows every point inside the drawing with room for a pin around
 * each. `wholeZoom` snaps to a tile zoom level (a raster background is sharp only at
 * its own zoom); otherwise the fit is exact, up to MAX_ZOOM.
 */
export function fitProjection(points: Point[], { wholeZoom = false, maxZoom = MAX_ZOOM } = {}): Projection {
  const pad = TARGET_RADIUS + 2;
  const inner = { left: pad, right: MAP_WIDTH - pad, top: pad, bottom: MAP_HEIGHT - pad - BOTTOM_BAND };
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const fit = Math.min((inner.right - inner.left) / Math.max(maxX - minX, 1e-12), (inner.bottom - inner.top) / Math.max(maxY - minY, 1e-12));
  let zoom = Math.min(maxZoom, Math.max(MIN_ZOOM, Math.log2(fit / TILE_SIZE)));
  if (wholeZoom) zoom = Math.floor(zoom);
  const scale = TILE_SIZE * 2 ** zoom;
  const centreX = ((minX + maxX) / 2) * scale;
  const centreY = ((minY + maxY) / 2) * scale;
  let originX = centreX - (inner.left + inner.right) / 2;
  let originY = centreY - (inner.top + inner.bottom) / 2;
  // Tiles sit at whole units, so their seams never show a hairline.
  if (wholeZoom) [originX, originY] = [Math.round(originX), Math.round(originY)];
  return { scale, originX, originY, zoom };
}

/** A pin: where it is drawn, the true spot of what it stands for, and which places (indices). */
export type LaidPin = { x: number; y: number; anchorX: number; anchorY: number; members: number[] };

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** The farthest a pin moves from its true spot; a line joins them. */
export const MAX_NUDGE = TARGET_RADIUS * 1.5;
const GAP = 2;

function keepInside(pin: LaidPin) {
  const dx = pin.x - pin.anchorX;
  const dy = pin.y - pin.anchorY;
  const moved = Math.hypot(dx, dy);
  if (moved > MAX_NUDGE) {
    pin.x = pin.anchorX + (dx / moved) * MAX_NUDGE;
    pin.y = pin.anchorY + (dy / moved) * MAX_NUDGE;
  }
  pin.x = Math.min(MAP_WIDTH - TARGET_RADIUS, Math.max(TARGET_RADIUS, pin.x));
  pin.y = Math.min(MAP_HEIGHT - TARGET_RADIUS, Math.max(TARGET_RADIUS, pin.y));
}

/** Pushes overlapping pins apart, each a bounded distance from its true spot. */
function repel(pins: LaidPin[]) {
  const want = 2 * TARGET_RADIUS + GAP;
  for (let round = 0; round < 80; round++) {
    let moved = false;
    for (let i = 0; i < pins.length; i++) {
      for (let j = i + 1; j < pins.length; j++) {
        const [a, b] = [pins[i], pins[j]];
        const d = distance(a, b);
        if (d >= want) continue;
        moved = true;
        // Pins on the very same spot part along a direction of their own, the same every time.
        const angle = d > 1e-6 ? Math.atan2(b.y - a.y, b.x - a.x) : (j * 2.399963) % (2 * Math.PI);
        const push = (want - d) / 2 + 0.01;
        a.x -= Math.cos(angle) * push;
        a.y -= Math.sin(angle) * push;
        b.x += Math.cos(angle) * push;
        b.y += Math.sin(angle) * push;
        keepInside(a);
        keepInside(b);
      }
    }
    if (!moved) return;
  }
}

function closestOverlap(pins: LaidPin[]): [number, number] | null {
  let best: [number, number] | null = null;
  let bestDistance = 2 * TARGET_RADIUS;
  for (let i = 0; i < pins.length; i++) {
    for (let j = i + 1; j < pins.length; j++) {
      const d = distance(pins[i], pins[j]);
      if (d < bestDistance) [best, bestDistance] = [[i, j], d];
    }
  }
  return best;
}

/**
 * Lays out one pin per point: pins that would overlap are nudged apart, and where
 * nudging cannot part them (too many in one spot) the closest are grouped into one
 * pin standing for all of them, at the middle of their true spots. No two pins of
 * the result overlap, and every one lies inside the drawing.
 */
export function layOutPins(points: Point[]): LaidPin[] {
  let groups = points.map((p, i) => ({ anchorX: p.x, anchorY: p.y, members: [i] }));
  for (;;) {
    const pins: LaidPin[] = groups.map((g) => ({ ...g, x: g.anchorX, y: g.anchorY }));
    pins.forEach(keepInside);
    repel(pins);
    const overlap = closestOverlap(pins);
    if (!overlap) return pins.sort((a, b) => a.members[0] - b.members[0]);
    const [i, j] = overlap;
    const members = [...groups[i].members, ...groups[j].members].sort((a, b) => a - b);
    const merged = {
      anchorX: members.reduce((sum, m) => sum + points[m].x, 0) / members.length,
      anchorY: members.reduce((sum, m) => sum + points[m].y, 0) / members.length,
      members,
    };
    groups = [...groups.filter((_, k) => k !== i && k !== j), merged];
  }
}

/** Round distances the scale bar may show, in miles. */
const SCALE_MILES = [0.1, 0.25, 0.5, 1, 2, 5, 10, 20];

/** The longest round distance in miles that fits in `maxLength` units at the map's middle latitude. */
export function scaleBar(p: Projection, maxLength = MAP_WIDTH / 4): { miles: number; length: number } {
  const latitude = latitudeOf((p.originY + MAP_HEIGHT / 2) / p.scale);
  const metresPerUnit = (EARTH_CIRCUMFERENCE_M * Math.cos((latitude * Math.PI) / 180)) / p.scale;
  const unitsPerMile = METRES_PER_MILE / metresPerUnit;
  const miles = [...SCALE_MILES].reverse().find((m) => m * unitsPerMile <= maxLength) ?? SCALE_MILES[0];
  return { miles, length: miles * unitsPerMile };
}

export type TilePlacement = { z: number; x: number; y: number; left: number; top: number; size: number };

/** The tiles at the projection's (whole) zoom that cover the drawing. */
export function tilesCovering(p: Projection): TilePlacement[] {
  const z = Math.round(p.zoom);
  const size = p.scale / 2 ** z;
  const count = 2 ** z;
  const tiles: TilePlacement[] = [];
  const firstX = Math.floor(p.originX / size);
  const lastX = Math.floor((p.originX + MAP_WIDTH - 0.001) / size);
  const firstY = Math.max(0, Math.floor(p.originY / size));
  const lastY = Math.min(count - 1, Math.floor((p.originY + MAP_HEIGHT - 0.001) / size));
  for (let y = firstY; y <= lastY; y++) {
    for (let x = firstX; x <= lastX; x++) {
      tiles.push({ z, x: ((x % count) + count) % count, y, left: x * size - p.originX, top: y * size - p.originY, size });
    }
  }
  return tiles;
}

export type LabelPlacement = { text: string; x: number; y: number };

/**
 * About how wide a label of `text` is at `fontSize`: italic sans-serif, mixed case, as
 * wide as DejaVu Sans (Linux's default) draws it, the widest of the usual fonts.
 */
export function labelWidth(text: string, fontSize: number): number {
  return text.length * fontSize * 0.62;
}

/** The room a label keeps from a pin's edge: its white outline and a little air. */
export const LABEL_CLEARANCE = 6;

/** Where else a name may stand when its own point is taken: just above, below or beside it. */
const NEARBY = [
  [0, -34],
  [0, 38],
  [-60, 0],
  [60, 0],
  [-50, -30],
  [50, -30],
  [-50, 38],
  [50, 38],
] as const;

/**
 * Places names at their points, in the order given (most important first), leaving out
 * one whose box falls outside the drawing, touches a label already placed or lies under
 * something drawn (`obstacles`: circles such as pins and the lines' ends). With `nearby`,
 * a name whose point is taken tries a few spots around it first: a neighbourhood's
 * middle is where its own pins stand.
 */
export function placeLabels(
  candidates: { text: string; point: Point }[],
  { fontSize, max, obstacles = [], nearby = false }: { fontSize: number; max: number; obstacles?: (Point & { r: number })[]; nearby?: boolean },
): LabelPlacement[] {
  const underPin = ([left, top, right, bottom]: [number, number, number, number]) =>
    obstacles.some((p) => Math.hypot(p.x - Math.min(right, Math.max(left, p.x)), p.y - Math.min(bottom, Math.max(top, p.y))) < p.r + LABEL_CLEARANCE);
  const placed: (LabelPlacement & { box: [number, number, number, number] })[] = [];
  for (const { text, point } of candidates) {
    if (placed.length >= max) break;
    const half = labelWidth(text, fontSize) / 2 + 4;
    const spots = [point, ...(nearby ? NEARBY.map(([dx, dy]) => ({ x: point.x + dx, y: point.y + dy })) : [])];
    for (const spot of spots) {
      const box: [number, number, number, number] = [spot.x - half, spot.y - fontSize, spot.x + half, spot.y + fontSize * 0.4];
      if (box[0] < 2 || box[2] > MAP_WIDTH - 2 || box[1] < 2 || box[3] > MAP_HEIGHT - BOTTOM_BAND) continue;
      const collides = placed.some(({ box: o }) => box[0] < o[2] && box[2] > o[0] && box[1] < o[3] && box[3] > o[1]);
      if (collides || underPin(box)) continue;
      placed.push({ text, x: spot.x, y: spot.y, box });
      break;
    }
  }
  return placed.map(({ text, x, y }) => ({ text, x, y }));
}

/** One decimal: enough for a drawing a few hundred units wide, and short in the markup. */
export const round1 = (n: number) => Math.round(n * 10) / 10;
