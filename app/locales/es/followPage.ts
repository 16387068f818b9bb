import type { followPage as english } from '../en/followPage';

export const followPage: Record<keyof typeof english, string> = {
  'followPage.title': 'Sigue esta búsqueda',
  'followPage.metaTitle': 'Seguir: {search}',
  'followPage.description': 'Sigue {search} en Fort Worth Eats: lugares nuevos y cambios, en tu lector de feeds.',
  'followPage.following': 'Estás siguiendo',
  'followPage.what': 'Los lugares nuevos que coinciden y lo que cambia en los que ya incluye: cierres, horarios nuevos, fechas especiales, reseñas y guías.',
  'followPage.feedHeading': 'En un lector de feeds',
  'followPage.feedExplain': 'Un lector de feeds (Feedly, Inoreader, NetNewsWire y otros) revisa esta dirección por ti y te muestra lo nuevo.',
  'followPage.feedLink': 'Abrir el feed',
  'followPage.feedAddress': 'Dirección del feed',
  'followPage.signInForEmail': 'Inicia sesión para recibirlo por correo, cada día o cada semana.',
  'followPage.backToSearch': 'Volver a los resultados',
  'followPage.backToListing': 'Volver a los restaurantes',
  'followPage.places.heading': 'Sigue tus lugares',
  'followPage.places.intro':
    'Un feed privado de lo que cambia en los lugares de tus Favoritos, Quiero ir y Ya fui: cierres, horarios nuevos, fechas especiales, reseñas y guías.',
  'followPage.places.start': 'Crear mi feed',
  'followPage.places.address': 'La dirección de tu feed',
  'followPage.places.private':
    'Cualquiera con esta dirección puede leer el feed: no la compartas. Si lo detienes, la dirección deja de funcionar para siempre.',
  'followPage.places.stop': 'Detener este feed',
  'followPage.places.byEmail': 'O recibe estos cambios por correo',
};
