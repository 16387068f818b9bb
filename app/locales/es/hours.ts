import type { hours as english } from '../en/hours';

export const hours: Record<keyof typeof english, string> = {
  'hours.notListed': 'Horario no disponible',
  'hours.open24': 'Abierto las 24 horas',
  'hours.closed': 'Cerrado',
  'hours.closedToday': 'Cerrado hoy',
  'hours.permanentlyClosed': 'Cerrado permanentemente',
  'hours.midnight': 'medianoche',
  'hours.noon': 'mediodía',
  'hours.at': '{hour, select, midnight {a medianoche} noon {al mediodía} one {a la {time}} other {a las {time}}}',
  'hours.openNow': 'Abierto ahora · Cierra {at}',
  'hours.closesSoon': 'Cierra pronto · {time}',
  'hours.opens': 'Abre {at}',
  'hours.opensTomorrow': 'Abre mañana {at}',
  'hours.opensOn': 'Abre el {day} {at}',
  'hours.caption': 'Horario, hora de Fort Worth',
  'hours.today': '{day} (hoy)',
  'hours.specialDates': 'Fechas especiales',
};
