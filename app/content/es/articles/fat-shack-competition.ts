import type { ArticleTranslation } from '../../types';

export default {
  slug: 'fat-shack-competition',
  title: 'Concurso de comida en Fat Shack: limpia la charola y come gratis de por vida',
  imageAlt: 'Una mesa larga con charolas de reto llenas de hamburguesas, sándwiches rellenos y papas con queso frente a una manta de Fat Shack.',
  intro:
    'Fat Shack, el lugar de hamburguesas y papas para la desvelada cerca de TCU, va a poner a prueba lo más grande de su menú. El domingo 3 de noviembre el restaurante organiza un concurso de comida, y el premio es de esos que suenan a invento hasta que lo lees dos veces: comida gratis de por vida.',
  body: [
    { type: 'heading', text: 'El reto' },
    {
      type: 'paragraph',
      text: 'Cada concursante recibe la misma charola: una cheeseburger de triple carne, uno de los hoagies rellenos de la casa, retacado de tiras de pollo, palitos de mozzarella y papas, una libra de papas con queso y una malteada de 24 onzas. El reloj corre 30 minutos. El primero que deje la charola limpia gana de una vez; si nadie termina, los jueces pesan lo que sobró y la charola más ligera se lleva el título.',
    },
    {
      type: 'event',
      title: 'Detalles del evento',
      name: 'Concurso de comida de Fat Shack',
      startsAt: '2019-11-03T14:00:00-06:00',
      endsAt: '2019-11-03T16:00:00-06:00',
      venue: { restaurant: 'fat-shack' },
      price: 20,
      items: [
        { label: 'Fecha', value: 'Domingo 3 de noviembre de 2019' },
        { label: 'Hora', value: '2:00 p. m.' },
        {
          label: 'Inscripción',
          value: '$20, se paga en el restaurante el mismo día',
        },
        { label: 'Premio', value: 'Comida gratis de por vida' },
      ],
    },
    { type: 'heading', text: 'Cómo inscribirte' },
    {
      type: 'paragraph',
      text: 'No hay registro en línea. Llega al restaurante, paga los $20 de inscripción en el mostrador ese mismo día y apunta tu nombre en la lista de concursantes. El registro abre a la 1:00 p. m. y cierra a la 1:45 p. m. para que la cocina pueda servir todas las charolas al mismo tiempo. Los lugares se limitan a las sillas de la mesa del concurso, así que si vas en serio, llega temprano.',
    },
    { type: 'heading', text: 'Las reglas' },
    {
      type: 'list',
      ordered: true,
      items: [
        'Los concursantes deben tener 18 años o más y firmar una breve carta de responsabilidad al registrarse.',
        'Se vale usar las manos, el tenedor y remojar en agua. Lo que no se vale es pararse de la mesa.',
        'Aparte de la malteada, solo se toma agua, y puedes rellenar el vaso las veces que quieras.',
        'Todo lo que quede en la charola, incluidas las papas que se caigan a la mesa, cuenta en tu contra.',
        'La decisión de los jueces es final, y los empates se definen comiendo una hamburguesa más.',
      ],
    },
    { type: 'heading', text: 'Mira el adelanto' },
    {
      type: 'paragraph',
      text: 'La banda de Fat Shack armó un video cortito donde enseñan la charola, para que sepas exactamente en qué te estás metiendo.',
    },
    {
      type: 'video',
      provider: 'youtube',
      videoId: 'M7lc1UVf-VE',
      title: 'Adelanto del concurso de comida de Fat Shack',
    },
    { type: 'heading', text: '¿Vienes nomás a ver?' },
    {
      type: 'paragraph',
      text: 'Los espectadores entran gratis y son muy bienvenidos, y el menú de siempre sigue abierto toda la tarde. El estacionamiento de Berry va a estar lleno para la 1:30, así que estaciónate en las calles residenciales al sur y llega caminando, o pide un aventón. Nosotros vamos a estar en primera fila, comiéndonos una hamburguesa de tamaño normal y muy contentos con nuestras decisiones.',
    },
    {
      type: 'tips',
      title: 'Consejos para concursantes',
      items: [
        'Desayuna ligero, pero desayuna. Con el estómago vacío te llenas rapidísimo.',
        'Empieza por las papas mientras están calientes y deja la malteada para el final, mientras sigue fría.',
        'Parte el hoagie en pedazos antes de empezar para no andar peleándote con el pan.',
        'Trae efectivo o tarjeta para los $20 de inscripción; se cobran en el mostrador, no en línea.',
      ],
    },
  ],
} satisfies ArticleTranslation;
