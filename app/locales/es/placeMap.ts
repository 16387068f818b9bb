import type { placeMap as english } from '../en/placeMap';

export const placeMap: Record<keyof typeof english, string> = {
  'placeMap.caption':
    'Mapa de {count, plural, one {# lugar} other {# lugares}} {of, select, results {en estos resultados} page {en esta página} found {de la búsqueda en esta página} guide {en esta guía} other {en esta lista}}.',
  'placeMap.unplaced': '{count, plural, one {# lugar que no está en el mapa aparece debajo.} other {# lugares que no están en el mapa aparecen debajo.}}',
  'placeMap.group': '{count, plural, one {# lugar} other {# lugares}}: {names}',
  'placeMap.spot': 'Dónde está {name}, con el norte arriba.',
  'placeMap.spotIn': 'Dónde está {name}, en {neighborhood}, con el norte arriba.',
  'placeMap.notOnMap': 'Fuera del mapa',
  'placeMap.reason': '{reason, select, location {sin ubicación} other {fuera de la zona}}',
};
