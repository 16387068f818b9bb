import type { listForms as english } from '../en/listForms';

export const listForms: Record<keyof typeof english, string> = {
  'listForms.error.dayFormat': 'Escribe el día como AAAA-MM-DD',
  'listForms.error.realDay': 'Escribe un día que exista',
  'listForms.error.after1900': 'Escribe un día después de 1900',
  'listForms.error.future': 'Ese día todavía no llega en Fort Worth',
  'listForms.error.noteTooLong': 'La nota puede tener hasta {max} caracteres',
  'listForms.error.title': 'Ponle un título a la lista',
  'listForms.error.titleTooLong': 'El título puede tener hasta {max} caracteres',
  'listForms.error.notListed': 'Ese restaurante no está en la guía.',
  'listForms.toast.loginRequired': 'Inicia sesión',
  'listForms.toast.loginRequiredText': 'Inicia sesión para guardar tus listas',
  'listForms.toast.notUpdated': 'No se actualizaron tus listas',
  'listForms.toast.notUpdatedText': 'No pudimos guardar ese cambio. Inténtalo de nuevo.',
  'listForms.toast.beenSaved': 'Guardado en Ya fui',
  'listForms.toast.beenSavedText': 'Tu día y tu nota son solo para ti.',
};
