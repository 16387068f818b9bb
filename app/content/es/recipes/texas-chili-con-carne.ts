import type { RecipeTranslation } from '../../types';

export default {
  slug: 'texas-chili-con-carne',
  title: 'Bowl of red (chili con carne texano)',
  description:
    'Sin frijoles, sin jitomate y sin pedir perdón: este es el bowl of red que hacemos con el primer frente frío y otra vez durante el Stock Show. Los chiles secos enteros y la carne de espaldilla cortada a mano dan un chili que sabe a Texas y no a sobrecito de condimento.',
  ingredients: [
    {
      item: 'espaldilla de res (chuck roast)',
      note: 'en cubos de 1/2 pulgada',
    },
    { item: 'chiles anchos secos', note: 'sin rabo y sin semillas' },
    { item: 'chiles guajillos secos', note: 'sin rabo y sin semillas' },
    { item: 'chiles de árbol secos', note: 'opcionales, para el picor' },
    { item: 'sebo de res o grasa de tocino' },
    { item: 'cebolla amarilla', note: 'picada finita' },
    { item: 'ajo', note: 'picado' },
    { item: 'comino molido', note: 'tostado' },
    { item: 'orégano mexicano seco' },
    { item: 'caldo de res' },
    { item: 'cerveza lager mexicana' },
    { item: 'masa harina' },
    { item: 'azúcar morena clara' },
    { item: 'sal kosher', note: 'al gusto' },
  ],
  steps: [
    'Tuesta los chiles secos en un sartén sin aceite unos 30 segundos por lado, hasta que suelten su aroma; luego cúbrelos con agua caliente y déjalos remojar 20 minutos.',
    'Licúa los chiles ya suaves con 1 taza del agua del remojo hasta que quede completamente terso.',
    'Seca la carne con papel, sazónala bien con sal y dórala por tandas en el sebo en una olla gruesa de hierro; si llenas demasiado la olla, la carne se cuece al vapor en vez de dorarse.',
    'Baja el fuego, agrega la cebolla y cocínala hasta que se suavice; luego incorpora el ajo, el comino y el orégano por un minuto.',
    'Regresa la carne a la olla, agrega el puré de chile, el caldo y la cerveza, y deja que apenas suelte el hervor.',
    'Tapa a medias y deja hervir a fuego bajito unas 2.5 horas, moviendo de vez en cuando, hasta que la carne esté tan suave que se corte con una cuchara.',
    'Bate la masa harina con un poco de agua, intégrala y deja hervir 10 minutos más para que espese el chili.',
    'Agrega el azúcar morena, prueba de sal y sirve con cebolla picada, galletas saladas y queso cheddar rallado.',
  ],
} satisfies RecipeTranslation;
