import type { ArticleTranslation } from '../../types';

export default {
  slug: 'fort-worth-brisket-showdown',
  title: "Brisket de tres maneras: Cooper's contra Panther City contra Ben's Triple B",
  imageAlt:
    'Tres montones de brisket rebanado sobre papel de carnicero, lado a lado, cada uno con su propia costra y anillo de humo, con pepinillos y cebolla en medio.',
  intro:
    'Todo pleito sobre barbacoa en Fort Worth termina, tarde o temprano, en el brisket. Así que pasamos un sábado intentando resolver uno. Pedimos media libra de brisket gordito en tres lugares muy distintos: una leyenda de los Stockyards que cocina sobre pit abierto, un favorito del Near Southside con fila desde antes de las 11 y una troca de comida del Near Eastside estacionada en el lote de una cervecería. Así quedaron.',
  body: [
    { type: 'heading', text: "Cooper's Old Time Pit Bar-B-Que" },
    {
      type: 'paragraph',
      text: "Cooper's cocina al estilo Llano, directo sobre brasas de mezquite en un pit abierto, y se nota: el brisket es más ahumado y un poco más magro que los otros, con una costra más delgada. Antes de que te den tu plato lo remojan en salsa, y eso le da un toque dulce y ácido. Es un estilo distinto, no uno menor, y por mucho tiene el mejor ambiente de los tres. Pídelo junto con la chuleta Big Chop, que quizá sea la mejor razón para venir.",
    },
    { type: 'heading', text: 'Panther City BBQ' },
    {
      type: 'paragraph',
      text: 'El brisket prime de Panther City es la versión de libro del centro de Texas: costra negra y gruesa cargada de pimienta gruesa, un anillo de humo profundo y una grasa que se derrite en cuanto toca la lengua. Cada rebanada tiembla y apenas se sostiene, justo como debe ser. Fue el más parejo del día. Lo malo es la espera: nos formamos a las 10:40 y comimos a las 11:35. El elote con brisket de guarnición no puede faltar.',
    },
    { type: 'heading', text: "Ben's Triple B" },
    {
      type: 'paragraph',
      text: "Ben's Triple B trabaja desde un tráiler negro y un ahumador offset en el lote de una cervecería del Near Eastside, y su brisket fue la sorpresa del día. La costra es pimientosa y un poquito dulce, la grasa está bien derretida y las rebanadas fueron las más jugosas que probamos. Puede variar de una semana a otra, como pasa en un negocio chico, pero en un buen día se le para enfrente a cualquiera. Llega antes del mediodía, porque se acaba.",
    },
    { type: 'heading', text: 'El veredicto' },
    {
      type: 'list',
      ordered: true,
      items: [
        'Panther City BBQ: el mejor brisket a secas, el que hay que vencer.',
        "Ben's Triple B: un segundo lugar muy cerrado, con el mejor precio y una pinta del taproom.",
        "Cooper's: la mejor experiencia y la mejor chuleta de puerco, en un estilo distinto y más ahumado.",
      ],
    },
    {
      type: 'tips',
      title: 'Consejos para la ruta del brisket',
      items: [
        'Pide brisket gordito para que la comparación sea justa.',
        'Con media libra por parada alcanza para dos personas.',
        "Empieza en Panther City a la hora de abrir, sigue con Ben's Triple B y termina en Cooper's.",
        'Lleva una hielera; el brisket que sobre se recalienta bien envuelto en aluminio en el horno a temperatura baja.',
      ],
    },
  ],
} satisfies ArticleTranslation;
