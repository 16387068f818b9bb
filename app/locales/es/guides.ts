import type { guides as english } from '../en/guides';

export const guides: Record<keyof typeof english, string> = {
  'guides.title': 'Guías',
  'guides.metaTitle': 'Guías para comer en Fort Worth',
  'guides.description':
    'Las listas cortas de nuestros editores sobre adónde ir en Fort Worth: brisket, tacos, brunch, citas y más, cada lugar con una nota de qué pedir.',
  'guides.feedName': 'Guías de Fort Worth Eats',
  'guides.changesFeedName': '{title}: cambios',
  'guides.intro':
    'Listas cortas de nuestros editores para la pregunta que más oímos: ¿adónde voy para…? Cada guía lleva un registro de los lugares que entran y salen.',
  'guides.followFeed': 'Sigue las guías nuevas (feed Atom)',
  'guides.empty': 'Todavía no hay guías. Vuelve pronto.',
  'guides.allGuides': 'Todas las guías',
  'guides.notInSpanish': 'Esta guía todavía no está en español.',
  'guides.kicker': 'Guía · {count, plural, one {# lugar} other {# lugares}}',
  'guides.places': '{count, plural, one {# lugar} other {# lugares}}',
  'guides.by': 'Por {author}',
  'guides.updated': 'Actualizada el',
  'guides.byUpdated': 'Por {author} · Actualizada el {date}',
  'guides.thePlaces': 'Los lugares',
  'guides.noPlaces': 'Esta guía todavía no tiene lugares.',
  'guides.followChanges': 'Sigue los cambios de esta guía (feed Atom)',
  'guides.changes': 'Cambios',
  'guides.noChanges': 'Sin cambios desde que se publicó.',
  'guides.added': 'Se agregó {name}',
  'guides.removed': 'Se quitó {name}',
  'guides.aPlace': 'un lugar',
};
