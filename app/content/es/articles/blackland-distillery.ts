import type { ArticleTranslation } from '../../types';

export default {
  slug: 'blackland-distillery',
  title: 'Blackland Distillery abre su sala de cata en el Near Southside',
  imageAlt:
    'Un alambique de cobre detrás de una pared de vidrio en una sala de cata, con un gin tonic adornado con toronja y un plato de pimento cheese ahumado con pan a la parrilla sobre la barra.',
  intro:
    'El Near Southside tiene cervecerías, bares de vino y un bar de cocteles cada dos cuadras, pero hasta ahora no tenía un lugar donde tomarte un destilado a unos pasos de donde lo hicieron. La nueva sala de cata de Blackland Distillery cambia eso. Detrás de una pared de vidrio brilla un alambique de cobre; enfrente, una barra larga sirve cocteles hechos con la ginebra, el vodka y el whiskey de la casa, y un menú de platitos para mantenerte firme.',
  body: [
    { type: 'heading', text: 'Los destilados' },
    {
      type: 'paragraph',
      text: 'La ginebra es la estrella: con mucho enebro, pero fresca con cáscara de cítricos y un toque de toronja texana. El vodka es limpio y suave, y el bourbon joven promete, con versiones más añejas en camino conforme maduren las barricas. Una degustación de tres medidas de media onza ($12) es la mejor manera de empezar, y el personal te explica cómo se hace cada uno.',
    },
    { type: 'heading', text: 'Los cocteles' },
    {
      type: 'list',
      items: [
        'Gin tonic de la casa ($11): toronja, romero y una buena agua tónica. El trago para pedir primero.',
        'Martini Blackland ($13): ginebra, un susurro de vermut seco y cáscara de limón, mezclado bien frío.',
        'Vodka mule ($11): cerveza de jengibre y limón en taza de cobre, fácil y refrescante en el patio.',
        'Old fashioned de bourbon ($13): un poco dulce, con naranja y cereza. Va a mejorar cuando el whiskey se añeje más.',
      ],
    },
    { type: 'heading', text: 'Los platitos' },
    {
      type: 'paragraph',
      text: 'La cocina es chiquita pero lista. El pimento cheese ahumado ($10), un untable de queso con pimiento, viene con pepinillos de la casa y pan a la parrilla; es intenso y ahumado, y va perfecto con un gin tonic. Completan el menú los huevos rellenos con chalota crujiente ($8), una tabla de carnes frías ($18) y bocaditos de pretzel calientes con mostaza de cerveza ($9). Sáltate el flatbread, que nos tocó insípido y chicloso.',
    },
    { type: 'heading', text: 'Recorridos, horarios y estacionamiento' },
    {
      type: 'paragraph',
      text: 'Los recorridos por la destilería ($20, con degustación incluida) son los sábados por la tarde y duran unos 45 minutos; reserva con tiempo porque los grupos son chicos. La sala de cata abre de miércoles a domingo, desde media tarde hasta ya entrada la noche los fines de semana. Hay un estacionamiento chico y lugares gratis en las calles laterales de alrededor. Es solo para mayores de 21, así que deja a los niños en casa.',
    },
    { type: 'heading', text: '¿Para quién es?' },
    {
      type: 'paragraph',
      text: 'Es muy buena opción para una cita temprano, un arranque con estilo para una despedida de soltera o una parada divertida en una noche por el Near Southside. Los grupos deben llegar temprano los fines de semana, cuando la barra se llena para las 8 p. m. A los amantes de los cocteles les conviene sentarse en la barra para platicar con los bartenders sobre lo que viene.',
    },
    {
      type: 'tips',
      title: 'Consejos para tu visita',
      items: [
        'Empieza con una degustación antes de escoger un coctel.',
        'Reserva el recorrido del sábado con anticipación; se agota.',
        'Pide el pimento cheese ahumado con tu primer trago.',
        'Compra una botella de la ginebra en el mostrador para llevar a casa.',
      ],
    },
  ],
} satisfies ArticleTranslation;
