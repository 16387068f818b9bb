import type { reportItem as english } from '../en/reportItem';

export const reportItem: Record<keyof typeof english, string> = {
  'reportItem.title': 'Reportar un problema',
  'reportItem.backTo': 'Volver a {name}',
  'reportItem.heading': '{kind, select, review {Reportar una reseña} photo {Reportar una foto} other {Reportar la respuesta del dueño}}',
  'reportItem.what': '{kind, select, reply {La respuesta del dueño de {restaurant}:} review {Reseña de {author} sobre {restaurant}:} other {Foto de {author} en {restaurant}:}}',
  'reportItem.rules': 'Los editores ocultan lo que rompe estas reglas. Nunca ocultan una opinión honesta solo porque sea negativa.',
  'reportItem.reasonLegend': '¿Qué tiene de malo?',
  'reportItem.noteLabel': 'Algo que los editores deban saber (opcional)',
  'reportItem.send': 'Enviar reporte',
  'reportItem.error.reason': 'Elige qué tiene de malo.',
  'reportItem.error.noteTooLong': 'Escribe menos de {max} caracteres, por favor.',
  'reportItem.error.yours': 'Esto es tuyo: mejor edítalo o bórralo.',
  'reportItem.toast.thanks': 'Gracias por avisarnos',
  'reportItem.toast.thanksText': 'Un editor lo va a revisar. Nunca quitamos una reseña por ser negativa.',
};
