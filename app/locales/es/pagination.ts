import type { pagination as english } from '../en/pagination';

export const pagination: Record<keyof typeof english, string> = {
  'pagination.previous': 'Anterior',
  'pagination.next': 'Siguiente',
  'pagination.pageAfter': 'página',
  'pagination.pageBefore': 'Página',
};
