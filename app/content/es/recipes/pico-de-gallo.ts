import type { RecipeTranslation } from '../../types';

export default {
  slug: 'pico-de-gallo',
  title: 'Pico de gallo bien fresco',
  description:
    'Una salsa fresca que no necesita estufa, nomás jitomates maduros y un cuchillo con buen filo. Primero salamos y escurrimos el jitomate, para que el pico se mantenga vivo en los tacos en vez de inundar el plato.',
  ingredients: [
    { item: 'jitomates Roma', note: 'sin semillas y picados' },
    { item: 'sal kosher', note: 'y un poco más al gusto' },
    { item: 'cebolla blanca', note: 'picada finita' },
    {
      item: 'jalapeños o serranos',
      note: 'picados finitos; las semillas, si quieres',
    },
    { item: 'cilantro fresco', note: 'picado' },
    { item: 'jugo de limón fresco', note: 'más o menos 1 limón' },
  ],
  steps: [
    'Revuelve el jitomate picado con la sal en un colador y déjalo escurrir 10 minutos.',
    'Enjuaga la cebolla picada con agua fría y sacúdela bien para quitarle lo fuerte.',
    'Junta el jitomate, la cebolla, los chiles y el cilantro en un tazón.',
    'Agrega el jugo de limón, mezcla con cuidado y prueba de sal y de picante.',
    'Deja reposar el pico 10 minutos para que se integren los sabores, y cómetelo el mismo día.',
  ],
} satisfies RecipeTranslation;
