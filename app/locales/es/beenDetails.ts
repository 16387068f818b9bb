import type { beenDetails as english } from '../en/beenDetails';

export const beenDetails: Record<keyof typeof english, string> = {
  'beenDetails.formLabel': 'Cuándo fuiste a {name} y tu nota',
  'beenDetails.day': 'El día que fuiste (opcional)',
  'beenDetails.note': 'Nota privada (solo tú la ves)',
  'beenDetails.save': 'Guardar el día y la nota',
  'beenDetails.saving': 'Guardando...',
  'beenDetails.loading': 'Cargando el formulario…',
};
