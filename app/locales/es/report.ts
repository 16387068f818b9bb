import type { report as english } from '../en/report';

export const report: Record<keyof typeof english, string> = {
  'report.metaTitle': 'Avísanos de un cambio · Fort Worth Eats',
  'report.metaTitleOf': 'Avísanos de un cambio en {name} · Fort Worth Eats',
  'report.backTo': 'Volver a {name}',
  'report.heading': 'Avísanos de un cambio en {name}',
  'report.intro': 'Cuéntanos qué está desactualizado y un editor revisará los datos.',
  'report.whatChanged': '¿Qué cambió?',
  'report.noReason': 'Sin motivo elegido',
  'report.whichDetail': '¿Qué dato? (si un dato está mal)',
  'report.chooseDetail': 'Elige un dato…',
  'report.whatYouSaw': 'Lo que viste (opcional)',
  'report.honeypot': 'Deja este campo vacío',
  'report.send': 'Enviar aviso',
  'report.error.reason': 'Elige qué cambió.',
  'report.error.noteTooLong': 'Escribe menos de {max} caracteres.',
  'report.error.detail': 'Elige qué dato está mal.',
  'report.error.notSent': 'No pudimos enviar tu aviso.',
  'report.thanks': 'Gracias por avisarnos',
  'report.thanksDescription': 'Un editor revisará los datos.',
};
