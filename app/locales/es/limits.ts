import type { limits as english } from '../en/limits';

export const limits: Record<keyof typeof english, string> = {
  'limits.title': 'Demasiados intentos',
  'limits.wait': 'Demasiados intentos seguidos. Espera un minuto y vuelve a intentarlo.',
};
