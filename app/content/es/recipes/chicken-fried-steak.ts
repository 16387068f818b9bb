import type { RecipeTranslation } from '../../types';

export default {
  slug: 'chicken-fried-steak',
  title: 'Chicken-fried steak (bistec empanizado) con gravy de crema',
  description:
    'El clásico texano del tamaño del plato: crujiente y con muchas crestitas por fuera, suave por dentro y bañado en un gravy de crema con bastante pimienta, hecho en la misma sartén. El truco de empanizar dos veces es de esos que los viejos diners del Northside nunca se molestan en apuntar.',
  ingredients: [
    { item: 'bisteces suavizados (cube steak)', note: 'de unas 6 oz cada uno' },
    { item: 'harina de trigo', note: 'para empanizar' },
    { item: 'polvo para hornear' },
    { item: 'ajo en polvo' },
    { item: 'páprika' },
    { item: 'sal kosher' },
    { item: 'pimienta negra' },
    { item: 'huevos grandes' },
    { item: 'buttermilk (suero de leche)' },
    { item: 'salsa picante' },
    { item: 'aceite vegetal', note: 'para freír en poco aceite' },
    { item: 'harina de trigo', note: 'para el gravy' },
    { item: 'leche entera' },
    { item: 'pimienta negra molida gruesa', note: 'para el gravy' },
    { item: 'sal kosher', note: 'al gusto' },
  ],
  steps: [
    'Seca los bisteces con papel y aplánalos a un grosor parejo de 1/4 de pulgada; luego sazónalos ligeramente por los dos lados con sal y pimienta.',
    'En un recipiente bajo, bate las 2 tazas de harina con el polvo para hornear, el ajo en polvo, la páprika, la sal y la pimienta; en otro, los huevos, el buttermilk y la salsa picante.',
    'Pasa cada bistec por la harina, luego por la mezcla de huevo, y otra vez por la harina, presionando bien para que se le peguen esos grumitos.',
    'Deja reposar los bisteces empanizados sobre una rejilla 10 minutos para que la costra agarre y no se despegue en la sartén.',
    'Calienta el aceite a 350°F en una sartén grande de hierro fundido y fríe los bisteces de dos en dos, de 3 a 4 minutos por lado, hasta que estén bien doraditos.',
    'Escúrrelos sobre una rejilla puesta encima de una charola y mantenlos calientes en el horno a 200°F mientras haces el gravy.',
    'Tira el aceite dejando solo 1/4 de taza, con todo y los pedacitos dorados; agrega batiendo 1/4 de taza de harina y cocina 2 minutos.',
    'Incorpora la leche poco a poco sin dejar de batir y deja hervir a fuego bajo hasta que espese; sazona con bastante pimienta y sal, y sirve el gravy encima de los bisteces con un cucharón.',
  ],
} satisfies RecipeTranslation;
