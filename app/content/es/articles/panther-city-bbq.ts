import type { ArticleTranslation } from '../../types';

export default {
  slug: 'panther-city-bbq',
  title: 'Panther City BBQ: burnt ends de panceta y una fila que vale la pena',
  imageAlt:
    'Una charola con papel de carnicero llena de brisket rebanado, burnt ends de panceta glaseados, salchicha y un vaso de elote con brisket sobre una mesa de picnic.',
  intro:
    'Panther City BBQ empezó como un negocio de patio trasero y se convirtió en una de las paradas de barbacoa obligadas de Fort Worth. Todavía se siente como un lugar de barrio: una ventanilla para ordenar, mesas de picnic bajo los árboles y una fila que se empieza a formar mucho antes de que abran. La carne vale cada minuto de espera.',
  body: [
    { type: 'heading', text: 'El brisket' },
    {
      type: 'paragraph',
      text: 'El brisket ($30 la libra) tiene una costra gruesa y pimientosa, un anillo de humo profundo y una grasa que se funde con la carne. Pide mitad gordito y mitad magro; las rebanadas jugosas son el verdadero premio. Está tan bueno como en cualquier lugar de la ciudad, y lo decimos sabiendo perfectamente cuántos pleitos va a armar.',
    },
    { type: 'heading', text: 'Lo demás de la charola' },
    {
      type: 'list',
      items: [
        'Burnt ends de panceta ($18 la media libra): glaseados, pegajosos y caramelizados, tan sustanciosos que con unos cuantos basta. El platillo que hizo famoso al lugar.',
        'Elote con brisket ($8): elote en vaso cremoso y ahumado, con brisket picado y queso cotija encima. La mejor guarnición de la barbacoa de Fort Worth.',
        'Salchicha de jalapeño con cheddar ($7 la pieza): hecha en casa, jugosa y con ese truenito al morderla.',
        'Costillas de puerco ($4 cada una): glaseado dulce, buen humo y una mordida que se suelta limpia del hueso.',
        'Banana pudding ($6): cremoso, con galletas de vainilla y, algunos días, la superficie caramelizada.',
      ],
    },
    {
      type: 'paragraph',
      text: 'El pavo ahumado está suave y bien sazonado, pero todo lo demás lo opaca; sáltatelo a menos que quieras algo más ligero. El mac and cheese está bien, pero el elote está tanto mejor que pedir el mac se siente como un error.',
    },
    { type: 'heading', text: 'Cuánto pedir' },
    {
      type: 'paragraph',
      text: 'Para dos personas con hambre, media libra de brisket, un cuarto de libra de burnt ends, una salchicha y dos guarniciones es más que suficiente, y sale en unos $50. Para un grupo de cuatro, dobla el brisket y agrega un costillar. En el mostrador te ayudan a calcular si les dices para cuántos es.',
    },
    { type: 'heading', text: 'Horario y estacionamiento' },
    {
      type: 'paragraph',
      text: 'Abren a las 11 a. m. de miércoles a domingo, y la carne se acaba, a veces para las 2 p. m. los sábados. Llega como a las 10:30 los fines de semana para quedar adelante en la fila; entre semana es más fácil, con una espera de 15 a 20 minutos al mediodía. El estacionamiento es chico, pero hay lugares gratis en la calle cerca. Los sábados de verano trae una silla plegable y agua para la fila, y ten en cuenta que las mesas de picnic se llenan rápido.',
    },
    {
      type: 'tips',
      title: 'Consejos para la barbacoa',
      items: [
        'Los fines de semana llega 30 minutos antes de que abran.',
        'Pide primero los burnt ends; se acaban antes que el brisket.',
        'Compra media libra extra de brisket para llevar y hacer tacos de desayuno.',
        'Revisa el menú del día en línea para ver especiales como las costillas de res.',
      ],
    },
  ],
} satisfies ArticleTranslation;
