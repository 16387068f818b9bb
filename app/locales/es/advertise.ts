import type { advertise as english } from '../en/advertise';

export const advertise: Record<keyof typeof english, string> = {
  'advertise.title': 'Anúnciate con nosotros',
  'advertise.description':
    'Lo que Fort Worth Eats ofrece a los restaurantes: una guía editorial cuyas fichas son gratis y nunca se pagan. Sugiere tu lugar, mantén sus datos al día o habla con los editores.',
  'advertise.editorial':
    'Fort Worth Eats es una guía editorial. Nuestros editores eligen los lugares que incluimos y reseñamos, pagan su propia comida y dicen lo que piensan. Las fichas son gratis y nunca se pagan, y nadie puede comprar un lugar en una guía, una mejor calificación ni una reseña.',
  'advertise.today': 'Si tienes un restaurante, esto es lo que puedes hacer hoy.',
  'advertise.whatYouCanDo': 'Lo que puede hacer un restaurante',
  'advertise.suggest': 'Sugiere un restaurante',
  'advertise.suggestText':
    '¿Todavía no está en la guía? Dile a los editores su nombre, dirección, horario y cómo contactarlo. Revisan cada sugerencia antes de publicar algo.',
  'advertise.add': 'Agregar un restaurante',
  'advertise.facts': 'Mantén sus datos al día',
  'advertise.factsText':
    '¿Nuevo horario, nuevo teléfono, cerró para siempre? Cada página de restaurante tiene un enlace “¿Algo cambió?” bajo sus datos: avísanos ahí y un editor corrige la ficha.',
  'advertise.talk': 'Habla con los editores',
  'advertise.talkText':
    '¿Preguntas sobre la guía, un evento o una apertura que quieres que conozcamos? Escríbenos; el formulario ya viene listo para negocios.',
  'advertise.contact': 'Contacta a los editores',
};
