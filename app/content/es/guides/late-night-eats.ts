import type { GuideTranslation } from '../../types';

export default {
  slug: 'late-night-eats',
  title: 'Para comer de madrugada',
  summary: 'Smash burgers a las 3 a. m., shawarma después de los Stockyards y ramen pasada la medianoche: dónde come Fort Worth cuando cierran los bares.',
  intro:
    'Casi todas las cocinas de la ciudad ya están apagadas a las diez. Estas siguen cocinando cuando se acaba la música, más o menos en orden de qué tan tarde cierran.\n\nLos horarios que damos son los del fin de semana; **revisa la ficha** antes de salir entre semana, porque varias cierran más temprano de domingo a miércoles.',
  imageAlt: 'Una torre de pancakes bajo las luces de un diner de noche',
  notes: {
    'ol-south-pancake-house': 'Abierto las 24 horas: el German pancake sabe mejor a una hora que preferirías no confesar.',
    'fat-shack': 'Las smash burgers y papas de Berry Street hasta las 3 a. m. de jueves a sábado, codo a codo con la banda de TCU.',
    'northside-starlite-diner': 'Cromo, vinil y una plancha prendida hasta las 3 los fines de semana: la última parada de la gente de los Stockyards.',
    'vaquero-burrito-window': 'Un burrito de desayuno con chorizo que te pasan por la ventanilla a las 3 a. m. No hay mejor seguro contra la cruda.',
    'halab-sweets-shawarma':
      'Shawarma de pollo directo del trompo a una cuadra de Exchange Avenue, hasta las 2 los fines de semana, con pastelitos para el camino a casa.',
    'lemongrass-alley': 'Brochetas de puerco a la parrilla estilo Bangkok y arroz glutinoso junto a Sundance Square, hasta las 2 los viernes y sábados.',
    'nightjar-chicken-biscuits':
      'Tiras de pollo picante estilo Nashville en biscuit hasta las 2 a. m. en West 7th. Pide la ensalada de col para apagar el fuego.',
    'pocha-817': 'Neón, K-pop y alitas dos veces fritas en salsa de soya con ajo hasta las 2 los fines de semana: la mesa de madrugada para ir en grupo.',
    'double-dutch-burger-bar': 'Doble smash patty en pan Dutch crunch bien crujiente, y una barra que sigue sirviendo hasta las 2.',
    'wabi-house': 'Tonkotsu cremosito hasta la 1 a. m. los fines de semana, para esas noches que solo se cierran con un tazón de caldo.',
  },
} satisfies GuideTranslation;
