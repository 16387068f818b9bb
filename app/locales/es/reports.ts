import type { reports as english } from '../en/reports';

export const reports: Record<keyof typeof english, string> = {
  'reports.reason.spam': 'Spam o publicidad',
  'reports.reason.off-topic': 'No habla de este restaurante',
  'reports.reason.hateful': 'Odio o acoso',
  'reports.reason.private-information': 'Comparte información privada',
  'reports.reason.conflict-of-interest': 'La escribió el dueño, un empleado o la competencia',
  'reports.listing.closed': 'Cerró para siempre',
  'reports.listing.hours': 'El horario está mal',
  'reports.listing.phone-or-website': 'El teléfono o el sitio web está mal',
  'reports.listing.moved': 'Se mudó',
  'reports.listing.detail': 'Un dato está mal',
  'reports.detail.dishes': 'Qué pedir',
  'reports.detail.happy-hour': 'Hora feliz',
  'reports.detail.special-hours': 'Horario de días festivos',
  'reports.detail.price-per-person': 'Precio por persona',
};
