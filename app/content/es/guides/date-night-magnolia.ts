import type { GuideTranslation } from '../../types';

export default {
  slug: 'date-night-magnolia',
  title: 'Una cita en Magnolia',
  summary: 'Velas, platos para compartir y una caminata entre copa y copa: siete cenas para dos en Magnolia Avenue.',
  intro:
    'Magnolia Avenue es de las pocas calles de Fort Worth donde te estacionas una vez y pasas toda la noche a pie. Estos son los lugares que escogemos cuando lo importante de la cena es la plática.\n\nLa mayoría acepta reservaciones para dos; los más chiquitos no, así que **llega antes de las siete** un viernes.',
  notes: {
    'maison-magnolia':
      'Sillones corridos, una barra de zinc y una sopa de cebolla a la francesa que vale la pena compartir. El martes es la noche tranquila para ir.',
    'prairie-hen-kitchen': 'Para darse un gusto: el pollo entero rostizado para dos y un pizarrón que nombra cada granja que llega al plato.',
    'casa-azul-cocina': 'Compartan una tlayuda en el patio de atrás, a la sombrita, y luego dejen que la carta de mezcales ponga la conversación.',
    'lisboa-tasca': 'Azulejo azul, parrilla de carbón y un pollo piri-piri que llega ahumado y con su toque de peligro. Pidan una botella de vinho verde.',
    'shinjuku-station': 'Un izakaya hecho para picar: brochetas, platitos y cerveza lager bien fría, pidiendo de ronda en ronda.',
    'red-lantern-dumpling-house':
      'La opción sin pretensiones: miren por la ventana cómo hacen los pliegues y compartan una docena de dumplings de puerco con cebollín.',
    'green-gourd-kitchen':
      'Para la cita que no come carne, y para la que jura que no puede vivir sin ella: la coliflor estilo chicken-fried convence a los dos.',
  },
} satisfies GuideTranslation;
