import type { about as english } from '../en/about';

export const about: Record<keyof typeof english, string> = {
  'about.title': 'Sobre Fort Worth Eats',
  'about.description':
    'Fort Worth Eats es una guía local de comida y citas en Dallas-Fort Worth, escrita por dos exalumnos de TCU, Callie Brooks y Marcus Reyes, con opiniones locales de verdad.',
  'about.whoWeAre': 'Quiénes somos',
  'about.writerRole': '{gender, select, female {Exalumna de TCU y cofundadora} other {Exalumno de TCU y cofundador}}',
  'about.getInTouch': 'Escríbenos',
  'about.getInTouchText': '¿Encontraste una joya escondida, planeas una cita o vas a abrir un restaurante? Nos encantaría saber de ti.',
  'about.contact': 'Contáctanos',
};
