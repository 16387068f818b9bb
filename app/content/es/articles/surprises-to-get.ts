import type { ArticleTranslation } from '../../types';

export default {
  slug: 'surprises-to-get',
  title: 'Las sorpresas del menú: los platillos que nadie pide (y deberías)',
  imageAlt:
    'Vista desde arriba de platillos inesperados: una chuleta de puerco ahumada bien gruesa, una rebanada de pay de crema de chocolate, pollo frito estilo coreano y un plato de huevos rellenos.',
  intro:
    'Todo restaurante tiene el platillo que lo hizo famoso, y luego está el que el personal se come en su descanso. Después de años reseñando lugares en Fort Worth, llevamos una lista de esos segundos platillos: lo del menú que pasa desapercibido porque todos piden el hit. Aquí van seis por los que vale la pena romper la rutina.',
  body: [
    {
      type: 'heading',
      text: "La chuleta gigante de Cooper's Old Time Pit Bar-B-Que",
    },
    {
      type: 'paragraph',
      text: "Todo mundo va a Cooper's en los Stockyards por el brisket, y el brisket es buenísimo. Pero si ya fuiste antes, la mejor orden es la chuleta de puerco ahumada de corte grueso, cocinada sobre las mismas brasas de mezquite y bañada en la salsa de la casa. Mide dos pulgadas de grueso, está jugosa de lado a lado y alcanza para dos, por unos $17. Acompáñala con los frijoles pintos gratis de la olla junto a la caja.",
    },
    {
      type: 'heading',
      text: "Pay de crema de chocolate en Carshon's Delicatessen",
    },
    {
      type: 'paragraph',
      text: "Carshon's, cerca de TCU, es un deli muy querido, y el corned beef en pan de centeno es un clásico de Fort Worth. Pero la sorpresa vive en la vitrina de los pays. El pay de crema de chocolate ($6 la rebanada) es alto, denso y no demasiado dulce, con crema batida de verdad encima y una costra hojaldrada. Pide una rebanada con tu sándwich y cómetela primero.",
    },
    { type: 'heading', text: 'Pollo frito coreano en Wabi House' },
    {
      type: 'paragraph',
      text: 'Wabi House, en el Near Southside, es un lugar de ramen, y casi nadie mira más allá del tonkotsu. Error. El pollo frito estilo coreano ($12) va frito dos veces, truena de crujiente y viene glaseado con una salsa de gochujang dulce y picosita. Pídelo de entrada para la mesa y luego sí, tu ramen.',
    },
    { type: 'heading', text: 'Huevos rellenos en Little Red Wasp' },
    {
      type: 'paragraph',
      text: 'Little Red Wasp, en el downtown, es conocido por sus hamburguesas y cocteles, pero los huevos rellenos ($9) son excelentes sin hacer ruido: relleno sedoso, pedacitos de tocino crujiente y un toque de jalapeño en escabeche. Son la botana de bar ideal con un martini antes de una función en el Bass Hall.',
    },
    { type: 'heading', text: 'Pimento cheese en Blackland Distillery' },
    {
      type: 'paragraph',
      text: 'Blackland Distillery, en el Near Southside, es ante todo una sala de cata, pero su menú de platitos merece atención. El pimento cheese ahumado ($10), un untable de queso con pimiento, viene con pepinillos de la casa y pan a la parrilla; es ahumado, intenso y perfecto con un gin tonic hecho con su propia ginebra.',
    },
    { type: 'heading', text: 'Dumplings en Lucky Bee Kitchen' },
    {
      type: 'paragraph',
      text: 'Lucky Bee Kitchen es un concurrido lugar asiático del Near Southside donde los tazones de fideos se llevan toda la atención. Lo mejor de verdad son los dumplings de puerco con cebollín a la sartén ($9 por seis), con la base crujiente y una salsa de chili crisp para mojar. Pide dos platos; vuelan.',
    },
    {
      type: 'tips',
      title: 'Cómo encontrar tus propias sorpresas',
      items: [
        'Pregúntale al mesero qué come el personal de cocina en su descanso.',
        'Fíjate en los platillos que aparecen en el pizarrón de especiales semana tras semana.',
        'En la segunda visita, sáltate el platillo estrella y pide algo nuevo.',
        'Compartan platos para probar más sin comprometerse con un plato fuerte completo.',
      ],
    },
  ],
} satisfies ArticleTranslation;
