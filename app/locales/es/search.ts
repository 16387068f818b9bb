import type { search as english } from '../en/search';

export const search: Record<keyof typeof english, string> = {
  'search.title': 'Buscar',
  'search.titleFor': '“{q}” | Buscar',
  'search.description': 'Busca restaurantes, reseñas y noticias de Fort Worth.',
  'search.submit': 'Buscar',
  'search.hint': 'Escribe un restaurante, platillo, tipo de comida o barrio; por ejemplo “brisket”, “ramen” o “Magnolia”.',
  'search.noResults': 'No encontramos nada para “{q}”',
  'search.noResultsHelp': 'Revisa cómo lo escribiste, prueba con una palabra más corta o explora el {link}.',
  'search.directoryLink': 'directorio de restaurantes',
  'search.foundFor': '{found} para “{q}”',
  'search.guideCount': '{count, plural, one {# guía} other {# guías}}',
  'search.restaurantCount': '{count, plural, one {# restaurante} other {# restaurantes}}',
  'search.articleCount': '{count, plural, one {# reseña o noticia} other {# reseñas o noticias}}',
  'search.listEnd': '{rest} y {last}',
  'search.guides': 'Guías',
  'search.reviewsAndNews': 'Reseñas y noticias',
  'search.restaurants': 'Restaurantes',
  'search.slice': '{first}–{last} de {total}',
  'search.pages': 'Páginas de resultados',
};
