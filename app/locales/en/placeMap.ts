/** The maps of places: captions, pins and the places left off (said on the server, app/modules/place-map.server.ts). */
export const placeMap = {
  'placeMap.caption':
    'Map of {count, plural, one {# place} other {# places}} {of, select, results {in these results} page {on this page} found {found on this page} guide {in this guide} other {on this list}}.',
  'placeMap.unplaced': '{count, plural, one {# place not on the map is listed below it.} other {# places not on the map are listed below it.}}',
  'placeMap.group': '{count, plural, one {# place} other {# places}}: {names}',
  'placeMap.spot': 'Where {name} is, north up.',
  'placeMap.spotIn': 'Where {name} is in {neighborhood}, north up.',
  'placeMap.notOnMap': 'Not on the map',
  'placeMap.reason': '{reason, select, location {no location} other {outside the area}}',
} as const;
