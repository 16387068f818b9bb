import type { RecipeTranslation } from '../../types';

export default {
  slug: 'apricot-and-cream-cheese-kolaches',
  title: 'Kolaches de chabacano y queso crema',
  description:
    'Las panaderías checas de Texas llevan más de un siglo rellenando estos panecitos dulces y esponjosos, y parar por kolaches cuando vas manejando por la I-35 es prácticamente ley. Esta receta rinde dos docenas, la mitad de chabacano y la mitad de queso crema dulce, bajo una cubierta de migas con mantequilla que se llama posipka.',
  ingredients: [
    { item: 'leche entera', note: 'tibia, a unos 110°F' },
    { item: 'levadura seca activa', note: 'un sobre' },
    { item: 'azúcar granulada', note: 'para la masa' },
    { item: 'mantequilla sin sal', note: 'derretida y ya fría' },
    { item: 'huevos grandes' },
    { item: 'harina de trigo', note: 'para la masa' },
    { item: 'sal kosher' },
    { item: 'queso crema', note: 'suavizado' },
    { item: 'azúcar granulada', note: 'para el relleno de queso' },
    { item: 'yema de huevo grande', note: 'para el relleno de queso' },
    { item: 'extracto de vainilla' },
    { item: 'mermelada de chabacano', note: 'de la espesa' },
    { item: 'harina de trigo', note: 'para la posipka' },
    { item: 'azúcar granulada', note: 'para la posipka' },
    {
      item: 'mantequilla sin sal bien fría',
      note: 'en cubitos, para la posipka',
    },
    { item: 'mantequilla sin sal', note: 'derretida, para barnizar' },
  ],
  steps: [
    'Disuelve la levadura y una pizca del azúcar en la leche tibia y deja que haga espuma 5 minutos.',
    'Incorpora el resto del azúcar de la masa, la mantequilla derretida y los huevos; luego agrega la harina y la sal y amasa hasta que la masa esté suave y un poquito pegajosa, unos 8 minutos.',
    'Tapa el tazón y deja que la masa suba en un lugar tibio hasta que doble su tamaño, como 1.5 horas.',
    'Para el relleno, bate el queso crema con su azúcar, la yema y la vainilla; para la posipka, frota la harina, el azúcar y la mantequilla fría con los dedos hasta que queden migas gruesas.',
    'Divide la masa en 24 bolitas, acomódalas a 2 pulgadas de distancia en charolas forradas, aplánalas un poco y déjalas subir 45 minutos.',
    'Con dos dedos, hazle a cada pan un hueco hondo en el centro, dejando un borde grueso alrededor.',
    'Rellena la mitad de los huecos con mermelada de chabacano y la otra mitad con la mezcla de queso crema, y espolvorea la posipka por encima.',
    'Hornea a 375°F de 15 a 20 minutos, hasta que estén doraditos, y barniza los bordes con mantequilla derretida todavía calientes.',
  ],
} satisfies RecipeTranslation;
