import type { been as english } from "../en/been";

export const been: Record<keyof typeof english, string> = {
  "been.formLabel": "Cuándo fuiste a {name}, y tu nota",
  "been.dayLabel": "El día que fuiste (opcional)",
  "been.noteLabel": "Nota privada (solo tú la ves)",
  "been.save": "Guardar día y nota",
  "been.saving": "Guardando...",
  "been.loading": "Cargando el formulario…",
  "been.dayFormat": "Escribe el día como AAAA-MM-DD",
  "been.realDay": "Escribe un día que exista",
  "been.after1900": "Escribe un día después de 1900",
  "been.notYet": "Ese día todavía no llega en Fort Worth",
  "been.noteTooLong": "La nota puede tener hasta {max} caracteres",
  "been.notListed": "Ese restaurante no está en la guía.",
  "been.saved": "Ya fui: guardado",
  "been.savedText": "Tu día y tu nota son solo para ti.",
};
