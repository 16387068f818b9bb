import type { GuideTranslation } from '../../types';

export default {
  slug: 'tacos-worth-the-drive',
  title: 'Tacos que valen la vuelta',
  summary: 'Pastor de trompo, masa de maíz criollo, puffy tacos y una ventanilla a las 3 a. m.: los tacos por los que cruzamos la ciudad.',
  intro:
    'Ninguna de estas es la taquería más cercana a tu casa, y de eso se trata. Cada una hace algo que nadie cerca hace tan bien, ya sea la tortilla, el trompo o la hora.\n\nTrae efectivo para los mostradores del Northside y **pide más de lo que crees**: tacos de este tamaño vuelan.',
  imageAlt: 'Una fila de tacos callejeros con cebolla, cilantro y limón',
  notes: {
    'taqueria-la-estrella-del-norte': 'Pastor cortado del trompo en la ventana, a unos cuantos dólares el taco, y una barra con seis salsas para ir probando.',
    'molino-masa-co': 'Las tortillas son las protagonistas: maíz criollo molido en casa y prensado al momento. Pide lo que venga en maíz azul.',
    'puro-tejano-kitchen': 'Puffy tacos, fritos hasta que la masa se infla, rellenos de picadillo. Cómetelos en la barra antes de que se desinflen.',
    'austin-city-taco-co': 'Tortillas de harina prensadas al momento para la vuelta de tacos de desayuno: primero migas, luego brisket con huevo.',
    'blue-corn-comal': 'Maíz azul prensado en el comal junto a la ventana de enfrente; las flautas de pollo ahumado son lo que hay que pedir.',
    'la-paloma-cantina': 'Una cantina de los Stockyards que sirve pasada la 1 a. m. los fines de semana, con música tejana en la rocola mientras esperas.',
    'vaquero-burrito-window': 'Técnicamente es una ventanilla de burritos, pero a las 2 a. m. en West 7th nadie anda revisando definiciones.',
  },
} satisfies GuideTranslation;
