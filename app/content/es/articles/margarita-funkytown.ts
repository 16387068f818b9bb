import type { ArticleTranslation } from '../../types';

export default {
  slug: 'margarita-funkytown',
  title: "La mejor margarita de Funkytown: happy hour en Joe T. Garcia's",
  imageAlt: 'Dos margaritas en las rocas con escarchado de sal sobre una mesa de azulejo, en un patio jardín con fuente y foquitos colgantes al fondo.',
  intro:
    "Pregúntale a diez nativos de Fort Worth dónde tomarse una margarita y por lo menos seis te van a decir Joe T. Garcia's antes de que termines la pregunta. Esta institución del Northside lleva generaciones sirviéndolas, y su enorme patio jardín sigue siendo el mejor lugar de la ciudad para ver cómo una tarde entre semana se convierte en fin de semana. Regresamos una semana entera de happy hours para ver si la leyenda aguanta. Aguanta.",
  body: [
    { type: 'heading', text: '¿Frozen o en las rocas?' },
    {
      type: 'paragraph',
      text: 'En las rocas, siempre. La margarita de la casa en las rocas es ácida, fría y cargadita: tequila blanco sin complicaciones, limón fresco y un poco de licor de naranja, con sal gruesa en el borde. La versión frozen es más dulce, tipo raspado, y tiene sus fans, sobre todo en agosto, pero la de las rocas es la que hizo famoso al lugar. En el happy hour una margarita en las rocas cuesta unos $9 y una jarra unos $38, que alcanza para seis vasos generosos.',
    },
    { type: 'heading', text: '¿A qué hora es el happy hour?' },
    {
      type: 'paragraph',
      text: 'El happy hour es de lunes a viernes de 3 a 6 p. m., en el patio y en el bar. Llega antes de las 4:30 si quieres mesa cerca de la alberca y las fuentes; un viernes a las 5:30 el jardín ya está lleno de grupos de la oficina, fiestas de cumpleaños y parejas que vienen aquí desde su primera cita. Los fines de semana son otra historia, con esperas de una hora o más para cenar, así que guárdalos para cuando tengas tiempo de quedarte un buen rato.',
    },
    { type: 'heading', text: 'Qué comer para acompañarla' },
    {
      type: 'list',
      items: [
        'Guacamole ($9): en trozos, con poca sazón, justo lo que pide un borde salado.',
        'Nachos ($10): a la antigua, cada totopo armado uno por uno con frijoles, queso y una rodaja de jalapeño.',
        'La cena estilo familiar ($18 por persona): enchiladas de queso, tacos de res, arroz, frijoles, guacamole y tortillas calientitas que se pasan por toda la mesa. Es el pedido clásico y la razón por la que la gente trae a sus papás.',
        'Fajitas ($24 para uno): un sartén chisporroteante de res o pollo con cebolla y pimiento, si quieres algo más llenador.',
      ],
    },
    {
      type: 'paragraph',
      text: 'La comida es más reconfortante que vanguardista, y está bien. Nadie viene aquí por un menú de degustación. Lo que puedes saltarte: el chile relleno, que nos tocó grasoso, y el postre, porque de todos modos vas a terminar bien lleno.',
    },
    { type: 'heading', text: 'Estacionamiento' },
    {
      type: 'paragraph',
      text: 'El estacionamiento principal se llena temprano, y los de enfrente reciben al resto. En las noches de mucho movimiento hay un encargado dirigiendo los carros; ten unos cuantos dólares a la mano para estacionarte el fin de semana. Si vas a pedir jarra, mejor pide un rideshare, y la entrada principal facilita que te recojan.',
    },
    {
      type: 'rating',
      title: 'Nuestra calificación',
      stars: 5,
      summary:
        'Una margarita en las rocas ácida, fría y bien servida, en el patio jardín más bonito de Fort Worth. El happy hour aquí es un rito local y sigue valiendo cada minuto de espera.',
    },
    {
      type: 'visit',
      title: 'Visítalo',
      restaurant: 'joe-t-garcias',
      note: 'Happy hour de lunes a viernes, de 3 a 6 p. m., en el patio y en el bar.',
    },
    {
      type: 'tips',
      title: 'Consejos para la margarita',
      items: [
        'Si son tres o más, pidan jarra; sale más barato que por rondas.',
        'Pide mesa en el jardín cerca de las fuentes, no en los comedores de adentro.',
        'Los viernes llega antes de las 4:30 para ganarle a la gente que sale de la oficina.',
      ],
    },
  ],
} satisfies ArticleTranslation;
