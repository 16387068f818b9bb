import type { ArticleTranslation } from '../../types';

export default {
  slug: 'pasta-picks',
  title: 'Pasta hecha a mano en Fort Worth: nuestros tres favoritos',
  imageAlt:
    'Tres platos de pasta sobre una mesa rústica: un cacio e pepe brillante, pappardelle con un ragú de carne espeso y ñoquis de ricotta en mantequilla dorada con salvia.',
  intro:
    'Hasta hace poco, la comida italiana en Fort Worth era pura salsa roja y pan de ajo. Esos lugares siguen teniendo su encanto, pero la ciudad ya tiene pasta hecha a mano de verdad, extendida y cortada cada tarde por gente a la que le importa la textura de un fideo. Estos son los tres lugares a los que vamos cuando solo la pasta nos quita el antojo.',
  body: [
    { type: 'heading', text: 'Gemelle (Near Southside)' },
    {
      type: 'paragraph',
      text: 'Gemelle es nuestra opción cuando la pasta tiene que sentirse como una salida especial. Todo se hace en casa y el menú cambia con las temporadas. El cacio e pepe ($19) llega brillante y con bastante pimienta, con un pecorino que se pega a cada hebra de tonnarelli grueso. Los ñoquis de ricotta ($21) en mantequilla dorada con salvia son esponjositos y ligeros, y el rigatoni alla vodka picante ($20) ya se volvió un favorito de culto.',
    },
    {
      type: 'paragraph',
      text: 'Los fines de semana es obligatorio reservar, y la barra tiene unos cuantos lugares para quien llega sin reservación. Estacionarse en la calle alrededor de la cuadra es gratis, y el estacionamiento se llena para las 7. Calcula entre $60 y $80 por persona con vino.',
    },
    { type: 'heading', text: 'Piattello Italian Kitchen (Clearfork)' },
    {
      type: 'paragraph',
      text: 'Piattello es grande, luminoso y siempre está lleno, con un mostrador tipo mercado al frente y un patio con vista a Clearfork. El plato que hay que pedir es el pappardelle con ragú de res y puerco cocinado a fuego lento ($24): contundente, profundo de sabor, con listones anchos que abrazan la salsa a la perfección. Los especiales de la cena del domingo, casi siempre una lasaña o un guisado, valen la pena para planear el fin de semana alrededor de ellos. La pizza al horno de leña también está buena, pero lo que nos hace regresar es la pasta.',
    },
    {
      type: 'paragraph',
      text: 'El garaje de Clearfork hace que estacionarse sea fácil. El happy hour de la barra, entre semana de 3 a 6 p. m., incluye platitos a mitad de precio y es una gran manera de probar una o dos pastas sin comprometerte a una cena completa.',
    },
    { type: 'heading', text: 'Nonna Tata (Near Southside)' },
    {
      type: 'paragraph',
      text: 'Nonna Tata es chiquito, personal y encantador de principio a fin, con un puñado de mesas y un menú cortito en pizarrón que cambia seguido. La pasta es sencilla en el mejor sentido: una tagliatelle sedosa con mantequilla y parmesano, una lasaña sustanciosa y un ravioli del día que puede ser de ricotta con espinaca o de calabaza butternut. La mayoría de los platos anda entre $16 y $22, y se siente como si te dieran de comer en la cocina de alguien.',
    },
    {
      type: 'paragraph',
      text: 'Hay muy pocos lugares, así que espera hacer fila o llega temprano, justo al abrir. Solo hay estacionamiento en la calle, y casi siempre encuentras a una o dos cuadras.',
    },
    { type: 'heading', text: '¿Cuál y cuándo?' },
    {
      type: 'list',
      items: [
        'Aniversario o cita especial: Gemelle, con el cacio e pepe y una botella de Barbera.',
        'Cena familiar o en grupo: Piattello, por el ragú y el espacio.',
        'Una comida tranquila e íntima: Nonna Tata, con lo que diga el pizarrón.',
      ],
    },
    {
      type: 'tips',
      title: 'Consejos para la pasta',
      items: [
        'Pidan una pasta por persona y compartan otra a media comida.',
        'Pide pan para limpiar la salsa del plato; nadie te va a juzgar.',
        'Entre semana es más fácil conseguir mesa sin reservación en los tres.',
        'Pregunta qué pasta hicieron esa tarde; la más fresca muchas veces es el especial.',
      ],
    },
  ],
} satisfies ArticleTranslation;
