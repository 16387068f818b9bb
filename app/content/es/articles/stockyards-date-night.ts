import type { ArticleTranslation } from '../../types';

export default {
  slug: 'stockyards-date-night',
  title: 'Una cita en los Stockyards, del arreo de ganado a la última canción',
  imageAlt:
    'Una pareja compartiendo brisket y una chuleta de puerco sobre papel de carnicero en una mesa de picnic, con las luces de Exchange Avenue brillando detrás.',
  intro:
    'Mucha gente piensa en los Stockyards como el lugar adonde llevas a los parientes que vienen de visita, no a una cita. Nosotros creemos que es un error. En una tarde fresca de otoño, con las calles de ladrillo iluminadas y música saliendo de cada puerta, es uno de los rincones más románticos de Fort Worth, siempre y cuando vayas con un plan y sepas a lo que vas. Este es el nuestro.',
  body: [
    { type: 'heading', text: '4:00 p. m.: el arreo de ganado de la tarde' },
    {
      type: 'paragraph',
      text: 'Empieza con los longhorns. El arreo de ganado de la tarde recorre Exchange Avenue, y es un poquito ridículo y totalmente encantador. Apártate un lugar en la banqueta unos 15 minutos antes. Después, date una vuelta sin prisa por los viejos edificios de ladrillo y las tiendas antes de que llegue la gente a cenar.',
    },
    { type: 'heading', text: "5:00 p. m.: cena en Cooper's" },
    {
      type: 'paragraph',
      text: "Ve a Cooper's Old Time Pit Bar-B-Que, donde pides directo del pit abierto que está al frente. Señala lo que quieres, la carne se remoja en salsa y cae sobre papel de carnicero por libra. Para dos, pide media libra de brisket y una chuleta Big Chop para compartir, y luego siéntense adentro en las mesas largas, donde los frijoles pintos y el pan blanco son gratis. La cena para dos con bebidas sale en unos $50. Es desordenado, relajado y mucho más divertido que un mantel blanco.",
    },
    {
      type: 'paragraph',
      text: 'Llegar temprano importa. Para las 6:30 de un sábado la fila del pit ya está larguísima y los mejores cortes empiezan a escasear.',
    },
    { type: 'heading', text: '7:00 p. m.: música en Love Shack' },
    {
      type: 'paragraph',
      text: 'Caminen hasta Love Shack, en Exchange Avenue, para la segunda parte de la noche. El patio al aire libre tiene música en vivo casi todas las noches y el ambiente es relajado y tranquilo. Pidan un par de Lone Stars en la ventanilla y busquen mesa cerca del escenario. Si todavía tienen hambre, compartan una canasta de papas y guarden la hamburguesa con huevo de codorniz para la próxima. Los viernes y sábados el patio abre hasta la 1 a. m., así que no hay prisa.',
    },
    { type: 'heading', text: 'Opcional: la última copa en el Northside' },
    {
      type: 'paragraph',
      text: "Si quieren terminar en un lugar más tranquilo, Joe T. Garcia's queda a un ratito en carro hacia el sur, en el Northside, y una margarita en las rocas en el jardín es una manera preciosa de cerrar la noche.",
    },
    {
      type: 'tips',
      title: 'Consejos para la cita',
      items: [
        'Ponte botas o zapatos cómodos; las calles de ladrillo de los Stockyards están disparejas.',
        'Estaciónate una sola vez en un estacionamiento de paga cerca de Stockyards Boulevard y camina a todos lados.',
        'Ve un jueves o un domingo para encontrar menos gente y mesa más fácil.',
        'En otoño lleva una chamarra ligera; en el patio refresca rápido en la noche.',
      ],
    },
  ],
} satisfies ArticleTranslation;
