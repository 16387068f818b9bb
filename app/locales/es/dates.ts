import type { dates as english } from '../en/dates';

export const dates: Record<keyof typeof english, string> = {
  'dates.justNow': 'hace un momento',
  'dates.recently': 'Hace poco',
};
