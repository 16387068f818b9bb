import type { prices as english } from '../en/prices';

export const prices: Record<keyof typeof english, string> = {
  'prices.level.1': 'Económico',
  'prices.level.2': 'Moderado',
  'prices.level.3': 'Caro',
  'prices.level.4': 'De lujo',
  'prices.price': 'Precio: {level}',
  'prices.band.under-15': 'Menos de $15',
  'prices.band.15-30': '$15–30',
  'prices.band.30-60': '$30–60',
  'prices.band.60-plus': '$60 o más',
  'prices.aboutPerPerson': 'Unos ${amount} por persona',
};
