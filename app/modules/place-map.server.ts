import type { AppLoadContext } from '@remix-run/cloudflare';
import { neighbourhoodCentres, restaurantLocations, type Location } from '~/models/map.server';
import { translator } from '~/modules/messages.server';
import type { Translate } from '~/utils/i18n';
import { pathInLocale } from '~/utils/locale';
import {
  fitProjection,
  insideArea,
  layOutPins,
  MAP_HEIGHT,
  MAP_WIDTH,
  mercator,
  PIN_RADIUS,
  TARGET_RADIUS,
  placeLabels,
  project,
  round1,
  scaleBar,
  tilesCovering,
} from '~/utils/place-map';

/**
 * The map beside every list of places: computed in the loader as plain data, drawn by
 * <PlaceMap> (app/components/place-map.tsx) as an inline SVG that needs no script.
 * Pins carry the list's numbers, so pin 3 is the list's third place.
 */
export type MapPlace = { number: number; name: string; href: string; latitude: number | null; longitude: number | null; neighborhood?: string };

/** A raster background an operator configured (MAP_TILE_URL and MAP_TILE_ATTRIBUTION). */
export type MapTiles = { url: string; attribution: string };

/** A neighbourhood's name at the middle of its listings (app/models/map.server.ts). */
export type NeighbourhoodCentre = { name: string; latitude: number; longitude: number };

/** What the places are, for the caption: "Map of 12 places {on this page}." */
export type MapOf = 'results' | 'page' | 'found' | 'list' | 'guide';

export type PlaceMapOptions = {
  of?: MapOf;
  /** The page's words (the caption, a group's name, the places left off): English unless told. */
  t?: Translate;
  /** Where a grouped pin links: the list item of its first place. Defaults to `#place-{n}`. */
  anchorOf?: (number: number) => string;
  tiles?: MapTiles | null;
  /** Names for the schematic background, most listings first; unused under tiles. */
  neighbourhoods?: NeighbourhoodCentre[];
  /**
   * Which of them: only those the places are in (a list's map: a name with none of its
   * places beside it reads as if one were there), or every one in view ("around": one
   * place's own map, where the names around it say where it is).
   */
  names?: 'their own' | 'around';
  /** The closest the map draws: MAX_ZOOM, or less to show one place among its neighbours. */
  maxZoom?: number;
  /** The caption in place of "Map of N places {of}." */
  caption?: string;
};

export type MapPin = {
  x: number;
  y: number;
  /** The place's true spot when the pin was nudged off it (a line joins them), else null. */
  from: { x: number; y: number } | null;
  /** The number on the pin: the place's, or how many places a group stands for. */
  label: string;
  href: string;
  /** The pin's accessible name: "3. Name", or "3 places: 4. A, 5. B, 6. C". */
  title: string;
  numbers: number[];
  group: boolean;
};

export type PlaceMapDrawing = {
  width: number;
  height: number;
  pinRadius: number;
  /** The circle round each pin that answers a tap (no two overlap). */
  targetRadius: number;
  pins: MapPin[];
  tiles: { href: string; x: number; y: number; size: number }[];
  attribution: string | null;
  labels: { text: string; x: number; y: number }[];
  scale: { length: number; text: string };
  caption: string;
  /** Places the map leaves out, listed under it: no coordinates, or far outside Fort Worth. */
  unplaced: { number: number; name: string; href: string; reason: 'no location' | 'outside the area'; why: string }[];
  /** The heading of the places left off. */
  notOnMap: string;
};

export const LABEL_FONT_SIZE = 13;
const MAX_LABELS = 8;

function tileHref(template: string, tile: { z: number; x: number; y: number }) {
  return template.replace('{z}', String(tile.z)).replace('{x}', String(tile.x)).replace('{y}', String(tile.y));
}

function captionOf(mapped: number, unplaced: PlaceMapDrawing['unplaced'], of: MapOf, t: Translate) {
  const parts = [t('placeMap.caption', { count: mapped, of })];
  if (unplaced.length > 0) parts.push(t('placeMap.unplaced', { count: unplaced.length }));
  return parts.join(' ');
}

/** What a label must not cover: the pins, and each nudged pin's line to its true spot. */
function obstaclesOf(pins: MapPin[]) {
  return pins.flatMap((p) => {
    if (!p.from) return [{ x: p.x, y: p.y, r: PIN_RADIUS }];
    const middle = { x: (p.x + p.from.x) / 2, y: (p.y + p.from.y) / 2, r: 4 };
    return [{ x: p.x, y: p.y, r: PIN_RADIUS }, { ...p.from, r: 5 }, middle];
  });
}

export function drawPlaceMap(places: MapPlace[], options: PlaceMapOptions = {}): PlaceMapDrawing {
  const { of = 'list', t = translator('en'), anchorOf = (n: number) => `#place-${n}`, tiles = null, neighbourhoods = [], names = 'their own', maxZoom } = options;
  const mapped: (MapPlace & { latitude: number; longitude: number })[] = [];
  const unplaced: PlaceMapDrawing['unplaced'] = [];
  for (const place of places) {
    const { latitude, longitude } = place;
    if (latitude === null || longitude === null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) {
      unplaced.push({ number: place.number, name: place.name, href: place.href, reason: 'no location', why: t('placeMap.reason', { reason: 'location' }) });
    } else if (!insideArea(latitude, longitude)) {
      unplaced.push({ number: place.number, name: place.name, href: place.href, reason: 'outside the area', why: t('placeMap.reason', { reason: 'area' }) });
    } else {
      mapped.push({ ...place, latitude, longitude });
    }
  }

  const drawing: PlaceMapDrawing = {
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    pinRadius: PIN_RADIUS,
    targetRadius: TARGET_RADIUS,
    pins: [],
    tiles: [],
    attribution: null,
    labels: [],
    scale: { length: 0, text: '' },
    caption: options.caption ?? captionOf(mapped.length, unplaced, of, t),
    unplaced,
    notOnMap: t('placeMap.notOnMap'),
  };
  if (mapped.length === 0) return drawing;

  const projection = fitProjection(mapped.map((p) => mercator(p.latitude, p.longitude)), { wholeZoom: Boolean(tiles), maxZoom });
  const points = mapped.map((p) => project(projection, p.latitude, p.longitude));
  drawing.pins = layOutPins(points).map((pin) => {
    const members = pin.members.map((i) => mapped[i]);
    const group = members.length > 1;
    const nudged = !group && Math.hypot(pin.x - pin.anchorX, pin.y - pin.anchorY) > 1;
    return {
      x: round1(pin.x),
      y: round1(pin.y),
      from: nudged ? { x: round1(pin.anchorX), y: round1(pin.anchorY) } : null,
      label: group ? String(members.length) : String(members[0].number),
      href: group ? anchorOf(members[0].number) : members[0].href,
      title: group
        ? t('placeMap.group', { count: members.length, names: members.map((m) => `${m.number}. ${m.name}`).join(', ') })
        : `${members[0].number}. ${members[0].name}`,
      numbers: members.map((m) => m.number),
      group,
    };
  });

  const bar = scaleBar(projection);
  drawing.scale = { length: round1(bar.length), text: `${bar.miles} mi` };

  if (tiles) {
    drawing.tiles = tilesCovering(projection).map((t) => ({ href: tileHref(tiles.url, t), x: round1(t.left), y: round1(t.top), size: round1(t.size) }));
    drawing.attribution = tiles.attribution;
  } else {
    const theirs = new Set(mapped.map((p) => p.neighborhood));
    drawing.labels = placeLabels(
      neighbourhoods
        .filter((n) => names === 'around' || theirs.has(n.name))
        .map((n) => ({ text: n.name, point: project(projection, n.latitude, n.longitude) })),
      // A list's own neighbourhoods stand among its pins: their names move beside them.
      { fontSize: LABEL_FONT_SIZE, max: MAX_LABELS, obstacles: obstaclesOf(drawing.pins), nearby: true },
    ).map((l) => ({ text: l.text, x: round1(l.x), y: round1(l.y) }));
  }
  return drawing;
}

/**
 * The background the operator chose: their tile provider (MAP_TILE_URL), or else the
 * schematic with neighbourhood names from the listings.
 */
export async function mapBackground(context: AppLoadContext): Promise<Pick<PlaceMapOptions, 'tiles' | 'neighbourhoods'>> {
  const { MAP_TILE_URL: url, MAP_TILE_ATTRIBUTION: attribution } = context.cloudflare.env;
  if (url && attribution) return { tiles: { url, attribution } };
  return { neighbourhoods: await neighbourhoodCentres(context.db) };
}

/**
 * The map of a page of restaurant cards, numbered from `firstNumber` in their order
 * (a second page of 24 starts at 25). Cards carry no coordinates: a page whose query
 * read them with its cards (locationColumns) passes them as `locations`; otherwise
 * they are read here. Only the drawing is sent.
 */
export async function drawRestaurantMap(
  context: AppLoadContext,
  cards: { id: number; slug: string; name: string }[],
  {
    firstNumber = 1,
    locations: read,
    ...options
  }: Omit<PlaceMapOptions, 'tiles' | 'neighbourhoods' | 't'> & { firstNumber?: number; locations?: ReadonlyMap<number, Location> } = {},
): Promise<PlaceMapDrawing | null> {
  if (cards.length === 0) return null;
  const [locations, background] = await Promise.all([read ?? restaurantLocations(context.db, cards.map((c) => c.id)), mapBackground(context)]);
  const places = cards.map((card, i) => ({
    number: firstNumber + i,
    name: card.name,
    neighborhood: locations.get(card.id)?.neighborhood,
    href: pathInLocale(`/restaurant/${card.slug}`, context.locale),
    latitude: locations.get(card.id)?.latitude ?? null,
    longitude: locations.get(card.id)?.longitude ?? null,
  }));
  return drawPlaceMap(places, { ...options, ...background, t: translator(context.locale) });
}

/** The map of a numbered list whose places already carry their coordinates (a guide, a diner's list). */
export async function drawListMap(
  context: AppLoadContext,
  places: { number: number; slug: string; name: string; neighborhood: string; latitude: number | null; longitude: number | null }[],
  options: Omit<PlaceMapOptions, 'tiles' | 'neighbourhoods' | 't'> = {},
): Promise<PlaceMapDrawing | null> {
  if (places.length === 0) return null;
  const located = places.map(({ number, slug, name, neighborhood, latitude, longitude }) => ({
    number,
    name,
    href: pathInLocale(`/restaurant/${slug}`, context.locale),
    neighborhood,
    latitude,
    longitude,
  }));
  return drawPlaceMap(located, { ...options, ...(await mapBackground(context)), t: translator(context.locale) });
}

/** One place's own map zooms out to this, about five miles across, so the names around it show. */
const SPOT_ZOOM = 13;

/**
 * The small map on a restaurant's page: the place among the neighbourhoods around it.
 * None when it has no location in the area (the address says where it is).
 */
export async function drawSpotMap(
  context: AppLoadContext,
  place: { slug: string; name: string; neighborhood: string; latitude: number | null; longitude: number | null },
  /** The background, when the caller draws several maps from one read of it. */
  background?: Pick<PlaceMapOptions, 'tiles' | 'neighbourhoods'>,
): Promise<PlaceMapDrawing | null> {
  const { latitude, longitude } = place;
  if (latitude === null || longitude === null || !insideArea(latitude, longitude)) return null;
  const t = translator(context.locale);
  const href = pathInLocale(`/restaurant/${place.slug}`, context.locale);
  return drawPlaceMap([{ number: 1, name: place.name, href, neighborhood: place.neighborhood, latitude, longitude }], {
    ...(background ?? (await mapBackground(context))),
    t,
    names: 'around',
    maxZoom: SPOT_ZOOM,
    caption: place.neighborhood ? t('placeMap.spotIn', { name: place.name, neighborhood: place.neighborhood }) : t('placeMap.spot', { name: place.name }),
  });
}
