import type { ArticleTranslation } from '../../types';

export default {
  slug: 'top-3-thai-restaurants',
  title: 'Nuestros 3 restaurantes thai favoritos en Fort Worth',
  imageAlt: 'Tres platos sobre una mesa de madera: un khao soi dorado, un curry rojo con albahaca tailandesa y un pad see ew con fideos tatemados.',
  intro:
    'Fort Worth tiene más comida thai buena de la que se le reconoce, y escoger solo tres se sintió medio cruel. Pero después de un invierno de curris, fideos y demasiado arroz glutinoso, estos son los tres a los que mandaríamos a cualquiera, cada uno para un tipo distinto de noche.',
  body: [
    { type: 'heading', text: '1. Malai Kitchen (West 7th)' },
    {
      type: 'paragraph',
      text: 'Malai es el más ambicioso de los tres: mezcla platillos tailandeses y vietnamitas con cerveza hecha en casa y un ambiente animado. El khao soi ($18) es el platillo a vencer en la ciudad: caldo de curry con coco, pollo guisado, fideos de huevo y una corona de fideos crujientes, con verduras encurtidas y limón al lado. Agrégale las coles de Bruselas crujientes ($10) y una lager de la casa, y tienes una cena casi perfecta.',
    },
    {
      type: 'paragraph',
      text: 'Ideal para: citas y amigos que vienen de fuera. Reserva los fines de semana y estaciónate en los garajes de West 7th.',
    },
    { type: 'heading', text: '2. Thai Select (Camp Bowie)' },
    {
      type: 'paragraph',
      text: 'Thai Select es el restaurante de barrio que cualquier colonia quisiera tener. El comedor es tranquilo y bonito, el servicio es rápido y los curris son excelentes. Nuestro pedido: el curry rojo con pato ($19), espeso y un poco dulce contra el picante, y el pad see ew ($14) con fideos anchos tatemados en el wok. La sopa tom kha ($6 la taza) es cremosa, agria y reconfortante en una noche fría.',
    },
    {
      type: 'paragraph',
      text: 'Ideal para: una cena confiable entre semana o una comida en familia. El estacionamiento de enfrente tiene lugar de sobra, y casi todas las noches puedes llegar sin reservación.',
    },
    { type: 'heading', text: '3. Siam Orchid (Downtown)' },
    {
      type: 'paragraph',
      text: 'Siam Orchid lleva años dándole de comer a la gente de las oficinas del downtown, y sus especiales de almuerzo entre semana ($12 a $14, con sopa y rollito primavera) son de las mejores ofertas del centro. El curry verde viene fresco con albahaca tailandesa y chiles frescos, y el pad kra pao con huevo estrellado encima ($15) es justo el tipo de plato picoso y sabroso que te alegra la tarde. En la cena está más tranquilo, con una carta de vinos cortita y mucho espacio.',
    },
    {
      type: 'paragraph',
      text: 'Ideal para: un almuerzo rápido en el downtown o una cena relajada antes del teatro. Usa los garajes cercanos o los parquímetros de la calle, que en muchos lugares son gratis después de las 6 p. m.',
    },
    { type: 'heading', text: 'Cómo se comparan' },
    {
      type: 'list',
      items: [
        'El mejor platillo: el khao soi de Malai Kitchen.',
        'El mejor curry: el curry rojo con pato de Thai Select.',
        'La mejor relación calidad-precio: el especial de almuerzo entre semana de Siam Orchid.',
        'El más picoso si lo pides así: Siam Orchid, por poquito.',
      ],
    },
    {
      type: 'tips',
      title: 'Consejos para comer thai',
      items: [
        'Pidan al centro para compartir; la comida thai está pensada para toda la mesa.',
        'Pide un nivel menos picante de lo que crees; siempre puedes agregar chile del carrito de condimentos.',
        'El arroz glutinoso vale los $3 extra con cualquier platillo con salsa.',
        'Si no vas a tomar alcohol, el té helado tailandés combina muy bien con el picante.',
      ],
    },
  ],
} satisfies ArticleTranslation;
