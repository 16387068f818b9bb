import type { GuideTranslation } from '../../types';

export default {
  slug: 'patio-season',
  title: 'Temporada de patios',
  summary: 'Foquitos colgantes, toldos de sombra y vista al río: diez patios para las semanas en que Fort Worth está perfecto al aire libre.',
  intro:
    'Fort Worth tiene dos temporadas de patio: una primavera cortita y un otoño largo y dorado. Estas son las mesas al aire libre a las que siempre regresamos, desde mesas de picnic bajo los nogales hasta una terraza junto al río.\n\nEn la mayoría **se admiten perros**; te avisamos cuando un lugar no los deja entrar.',
  imageAlt: 'Un patio con foquitos colgantes y mesas de picnic al atardecer',
  notes: {
    'shipping-receiving-bar': 'Sombra arriba, banda en vivo los fines de semana y espacio para que el perro se eche a gusto: nuestro mejor patio para todo.',
    'america-gardens': 'Mesas de picnic bajo nogales viejos y una troca de comida junto a la cerca de atrás: trae a tus amigos y quédate hasta tarde.',
    'joe-t-garcias': 'Fuentes, macetas con flores y mesas largas para toda una reunión familiar. El patio jardín es la razón para ir; no se permiten perros.',
    'yia-yias-taverna':
      'Un patio encalado frente al río, chuletas de cordero a la parrilla y la sensación de estar mucho más lejos. Aquí tampoco se permiten perros.',
    'rodeo-goat': 'Un patio estilo icehouse con decenas de cervezas texanas y, cada mes, una hamburguesa con un nombre ridículo.',
    americado: 'Un patio grande y sombreado en una casa convertida en el Near Southside, con margaritas que justifican la segunda ronda.',
    'trinity-acre': 'El patio para arreglarse: carne texana y pescado del Golfo en una terraza frente al río en Clearfork.',
    'love-shack': 'Al aire libre, con banda casi todas las noches y una hamburguesa coronada con un huevo de codorniz frito, a unos pasos del arreo de ganado.',
    'blackland-distillery':
      'Una degustación de ginebras en el patio que admite perros, después de echarle un ojo a los alambiques de cobre por el vidrio de la sala de cata.',
    'winslows-wine-cafe': 'Una mesa de patio sobre el ladrillo de Camp Bowie y botella a mitad de precio los martes. Para esta, mejor deja al perro en casa.',
  },
} satisfies GuideTranslation;
