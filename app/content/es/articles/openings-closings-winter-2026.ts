import type { ArticleTranslation } from '../../types';

export default {
  slug: 'openings-closings-winter-2026',
  title: 'Aperturas y cierres: lo que cambia en Fort Worth este invierno',
  intro:
    'Enero suele ser un mes tranquilo en noticias de restaurantes, pero este año no. Aquí va nuestro resumen de lo que abre, lo que cambia y lo que cierra en Fort Worth ahora que arranca el 2026.',
  body: [
    { type: 'heading', text: 'Aperturas y ampliaciones' },
    {
      type: 'paragraph',
      text: 'Hatsuyuki Handroll Bar, la barra del Near Southside que solo sirve temaki, agregó servicio de almuerzo los sábados y domingos de mediodía a 3 p. m. y cambió a una lista de espera por mensaje de texto para quien llega sin reservación. El menú del almuerzo gira alrededor del mismo set de cinco rollos de la cena, y se atiende por orden de llegada. Si te ha costado conseguir lugar en la barra para cenar, el almuerzo del fin de semana es la manera más fácil de entrar.',
    },
    {
      type: 'paragraph',
      text: 'Wabi House, conocido sobre todo por su cocina abierta hasta tarde los viernes y sábados, ahora abre para el almuerzo de martes a sábado a las 11 a. m. El menú del almuerzo conserva los tazones de tonkotsu y miso picante y agrega un tazón de arroz con el pollo frito glaseado con gochujang, y la barra sumó una lista cortita de highballs de whiskey japonés. Buena noticia para quien trabaja cerca de Park Place.',
    },
    { type: 'heading', text: 'Cierres temporales' },
    {
      type: 'paragraph',
      text: 'La sala de cata de Blackland Distillery cerrará a partir del 19 de enero durante unas seis semanas mientras la destilería instala un segundo alambique y amplía su patio. La venta de botellas sigue por una ventanilla de recolección los sábados, y se espera que la sala de cata reabra a principios de marzo con un menú de platitos más grande. Los recorridos regresan al mismo tiempo.',
    },
    { type: 'heading', text: 'Cierres' },
    {
      type: 'paragraph',
      text: 'The Bluebonnet Lunch Counter, en Camp Bowie, servirá su último plato el 31 de enero después de 26 años. Los dueños, que llevan esta pequeña fonda de carne con tres guarniciones desde finales de los noventa, dicen que se jubilan y que no piensan vender el nombre. Si quieres un último chicken-fried steak y una rebanada de pay de buttermilk, ve pronto y ve temprano; la fila ha salido hasta la puerta desde que lo anunciaron.',
    },
    {
      type: 'paragraph',
      text: '¿Sabes de una apertura o un cierre que se nos pasó? Mándanos un mensaje desde la página de contacto. Leemos todos.',
    },
  ],
} satisfies ArticleTranslation;
