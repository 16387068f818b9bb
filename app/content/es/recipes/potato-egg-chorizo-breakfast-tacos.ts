import type { RecipeTranslation } from '../../types';

export default {
  slug: 'potato-egg-chorizo-breakfast-tacos',
  title: 'Tacos de desayuno de papa, huevo y chorizo',
  description:
    'Nuestro pedido de sábado en la mañana en las taquerías de North Main, hecho en casa: papitas crujientes, huevo revuelto suavecito y chorizo en tortillas de harina calientitas. Haz doble tanda de papas, porque desaparecen.',
  ingredients: [
    { item: 'tortillas de harina', note: 'tamaño fajita' },
    { item: 'papas Yukon Gold', note: 'en cubitos de 1/2 pulgada' },
    { item: 'aceite vegetal' },
    { item: 'chorizo mexicano', note: 'sin la tripa' },
    { item: 'huevos grandes' },
    { item: 'leche entera' },
    { item: 'mantequilla sin sal' },
    { item: 'sal kosher' },
    { item: 'pimienta negra', note: 'al gusto' },
    { item: 'queso Monterey Jack', note: 'rallado' },
    { item: 'salsa roja', note: 'para servir' },
  ],
  steps: [
    'Precuece las papas en cubitos en agua con sal 4 minutos; escúrrelas y deja que suelten el vapor hasta que se sequen.',
    'Fríe las papas en el aceite en un sartén grande a fuego medio-alto hasta que estén crujientes y doraditas, unos 10 minutos, y sazónalas con un poco de sal.',
    'Haz las papas a un lado, desmorona el chorizo en el sartén y cocínalo hasta que se dore, deshaciéndolo con la cuchara; luego revuelve todo junto.',
    'Bate los huevos con la leche, la sal y la pimienta; derrite la mantequilla en otro sartén a fuego bajo y mueve los huevos despacito hasta que apenas cuajen.',
    'Calienta las tortillas en un comal o sartén sin aceite hasta que se inflen y agarren unas manchitas doradas, y guárdalas envueltas en una servilleta de tela.',
    'Rellena cada tortilla con papas con chorizo, huevo y un poco de queso, y termina con salsa.',
  ],
} satisfies RecipeTranslation;
