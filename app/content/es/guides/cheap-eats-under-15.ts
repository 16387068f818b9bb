import type { GuideTranslation } from '../../types';

export default {
  slug: 'cheap-eats-under-15',
  title: 'Comer bien por menos de $15',
  summary: 'Una comida completa, con bebida incluida, por quince dólares o menos: doce lugares donde el presupuesto apretado sabe a gloria.',
  intro:
    'Cada pedido de esta lista sale en menos de $15 por persona con bebida; lo checamos contra los menús este otoño. Los precios van subiendo, así que revisamos la lista cada temporada y lo anotamos abajo en Cambios.\n\nEn algunos mostradores conviene traer efectivo; **casi todos aceptan tarjeta**.',
  imageAlt: 'Un especial de almuerzo con curry, arroz y un rollito primavera',
  notes: {
    'banh-mi-bodega': 'Puerco al lemongrass en baguette horneada esa misma mañana, por unos ocho dólares. Agrégale el café helado.',
    'chaat-corner': 'Rellena tú mismo tus pani puri y luego sigue con un vada pav. Nada del menú te rompe el presupuesto.',
    'sundance-slice-house': 'Una rebanada estilo Nueva York, de las que se doblan, por menos de cinco dólares; si traes hambre, dos, y sigues abajo de diez.',
    'liege-waffle-haus': 'Un waffle chicloso con azúcar perla por seis dólares: ¿postre o desayuno? Aquí nadie te juzga.',
    'rosedale-griddle-grill': 'Chicken-fried steak (bistec empanizado) con huevos y gravy en una barra de doce bancos, por unos trece dólares.',
    'santorini-gyro-co': 'Gyros de cordero y res rebanados directo del trompo por menos de doce, hechos para la hora pico del almuerzo en el downtown.',
    'molino-masa-co': 'Tres tacos en masa fresca de maíz criollo y un agua fresca, y todavía te sobra cambio de quince.',
    'chiang-mai-noodle-house': 'La sopa boat noodle, oscura y perfumada con anís estrella, por unos doce dólares.',
    'mo-station-grill': 'Tortitas delgadas a la plancha y papas cortadas a mano en una bolsa con manchas de grasa. De las buenas.',
    'kincaids-hamburgers': 'La hamburguesa de media libra en una antigua tienda de abarrotes; si hace falta, cómetela parado junto a los viejos estantes.',
    'biscuit-mercantile': 'Un biscuit alto de buttermilk con pollo frito y jalea de chile es una comida completa por unos diez dólares.',
    'tia-chonas-texmex':
      'Un plato combinado servido de un mostrador de comida caliente que lleva décadas ahí, con arroz y frijoles, y todavía abajo del límite.',
  },
} satisfies GuideTranslation;
