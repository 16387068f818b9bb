import type { GuideTranslation } from '../../types';

export default {
  slug: 'best-brisket-fort-worth',
  title: 'El mejor brisket de Fort Worth',
  summary: 'Siete pits por los que cruzamos la ciudad, desde el brisket prime bien pimientoso hasta la carne picada estilo Llano.',
  intro:
    'En Fort Worth se discute el brisket como en otras ciudades se discute el fútbol americano. Probamos el gordito y el magro en cada pit de esta lista por lo menos dos veces, una al abrir y otra ya tarde, porque el brisket que aguanta hasta las 2 p. m. es la verdadera prueba.\n\nLlega temprano: los mejores se acaban, y **cuando se acaba, se acabó**.',
  imageAlt: 'Brisket rebanado con su costra oscura de pimienta sobre papel de carnicero',
  notes: {
    'panther-city-bbq':
      'El punto de comparación. Brisket prime con una costra gruesa de pimienta y una grasa que se deshace nomás de tocarla; pide una rebanada de la punta.',
    'coopers-old-time-pit-barbque':
      'Escoge tu corte directo del pit abierto, afuera, y deja que lo bañen en salsa. Más ruidoso, más ahumado y más Hill Country que cualquier otro lugar de la ciudad.',
    'heim-barbecue': 'Ven por los burnt ends de tocino y quédate por un brisket que sale igual de parejo en la parte magra que en la gordita.',
    'trinity-post-oak-smokehouse': 'Puro post oak, rebanado grueso, con cebolla morada encurtida para cortar lo pesado y cornbread de sartén al lado.',
    'bens-triple-b':
      'Una troca y un ahumador offset en el estacionamiento de una cervecería: el brisket viene bien pimientoso y la salchicha de jalapeño con cheddar no puede faltar.',
    'bowie-brick-pit': 'Menos estilo competencia, más comida de domingo en familia. Un plato de brisket suavecito que alcanza para todos y sin hacer fila.',
    'sundance-smokehouse-saloon':
      'Cuando la visita de fuera quiere brisket en el downtown, con bar completo y banda en el piso de arriba, aquí es un sí seguro.',
  },
} satisfies GuideTranslation;
