import type { ArticleTranslation } from '../../types';

export default {
  slug: 'savory-brunch-trend',
  title: 'El brunch de Fort Worth se pone salado, y nos encanta',
  imageAlt: 'Una mesa de brunch al sol con chilaquiles, un tazón de sopa de fideos con curry, un plato de carbonara con yema de huevo y una michelada.',
  intro:
    'Algo cambió en los menús de brunch de Fort Worth. Hace unos años, el menú del fin de semana era pan francés, unos huevos Benedict y una promoción de mimosas. Este invierno, en nuestras vueltas, los platillos que la gente fotografiaba, pedía y comentaba eran picosos, caldosos, ahumados y salados. Los pancakes no se van a ir a ningún lado, pero ya no son el plato fuerte.',
  body: [
    {
      type: 'paragraph',
      text: 'El desayuno mexicano va a la cabeza. En Mi Cocula, los chilaquiles del fin de semana se volvieron de lo más pedido de la casa, y cada vez más mesas piden birria con consomé antes del mediodía. Americado se fue por el mismo camino con unos chilaquiles de brisket que juntan dos de las grandes tradiciones de comida de Fort Worth, y una carta de micheladas que algunos fines de semana vende más que las mimosas, según el personal de la barra.',
    },
    {
      type: 'paragraph',
      text: 'Las cocinas italianas también le están entrando. La carbonara de fin de semana de Gemelle, coronada con una yema de huevo tiernita, es lo más parecido a una pasta de desayuno que vas a encontrar, y le ha robado clientela a los pancakes de ricotta que antes eran el pedido obligado de la mesa. En Cane Rosso, la pizza de desayuno con huevo, tocino y miel picante es cada vez más popular que las opciones dulces.',
    },
    {
      type: 'paragraph',
      text: 'El ejemplo más sorprendente es Lucky Bee Kitchen, que abre los domingos ya entrada la mañana y descubrió que su khao soi, una sopa de fideos con curry de coco espeso y fideos crujientes encima, es justo lo que la gente quiere después de un sábado largo. Las cocinas sureñas llevan generaciones haciendo esto, claro. El brunch gospel de Wishbone & Flynt sigue funcionando a base de pollo frito, biscuits y camarones con grits, y ahí nadie ha pedido nunca un plato de fruta.',
    },
    {
      type: 'paragraph',
      text: '¿Por qué ahora? Los chefs con los que platicamos señalaron varias cosas: comensales cansados del brunch empalagoso, una generación más joven que creció con birria y ramen, y cocinas que prefieren servir sus platillos más fuertes en versión brunch que inventar un menú aparte. Sea cual sea la razón, el resultado es que el mejor brunch de la ciudad ahorita podría ser un tazón de algo picoso, y no nos quejamos.',
    },
  ],
} satisfies ArticleTranslation;
