import type { GuideTranslation } from '../../types';

export default {
  slug: 'weekend-brunch',
  title: 'Brunch de fin de semana, de ocho maneras',
  summary: 'Música gospel, tríos de jazz, carritos de dim sum y un patio junto al trail: dónde pasar una mañana de domingo sin prisas.',
  intro:
    'El brunch en Fort Worth no es una sola comida sino ocho estados de ánimo distintos. Algunos son ruidosos y pensados para una mesa de diez; otros, tan tranquilos que puedes leer el periódico.\n\nLos más populares se llenan para las **10:30 los domingos**; reserva donde se pueda y llega temprano donde no.',
  imageAlt: 'Una mesa de brunch con huevos, biscuits y café',
  notes: {
    'wishbone-flynt': 'El brunch gospel del domingo: sets en vivo a las 11 y a la 1, y para la segunda canción todo el comedor ya está aplaudiendo.',
    'boudin-brass': 'Un trío de metales en vivo, camarones con grits en crema de andouille y bolitas de boudin para la mesa.',
    gemelle: 'Pancakes de ricotta para los golosos y una carbonara para quien ya quiere almorzar. Reserva con tiempo.',
    'press-cafe': 'Llega en bici por el Trinity Trail, encadénala y agárrate el patio sobre el río.',
    'canton-palace-dim-sum':
      'Los carritos empiezan a rodar a las nueve y media los fines de semana; agarra los dumplings de camarón y los bollos de puerco antes de que desaparezcan.',
    'cane-rosso': 'La pizza de desayuno del fin de semana, con huevo y tocino bajo un chorrito de miel picante, recién salida del horno de leña.',
    mashd: 'Grande, ruidoso y hecho para grupos: pollo con waffles y una barra de moonshine para quien no maneja.',
    'camp-bowie-coffee-cup': 'El tranquilo. Un rol de canela del tamaño de un platito antes de una mañana en el Kimbell.',
  },
} satisfies GuideTranslation;
