import type { ArticleTranslation } from '../../types';

export default {
  slug: 'trinity-trail-bike-food-tour',
  title: 'Pedal and Plate: en abril arranca un recorrido gastronómico en bici por el Trinity Trail',
  imageAlt: 'Un grupo de ciclistas rodando por un sendero junto al río, bordeado de árboles en primavera, con el skyline de Fort Worth a lo lejos.',
  intro:
    'El recorrido gastronómico más nuevo de Fort Worth va sobre dos ruedas. Pedal and Plate, un tour guiado en bicicleta que arranca el sábado 18 de abril, va de Clearfork al Near Southside por el Trinity Trail, con cuatro paradas para comer repartidas en unas nueve millas planas y tranquilas.',
  body: [
    {
      type: 'paragraph',
      text: 'El recorrido empieza a las 10 a. m. en Press Cafe, en Clearfork, que está justo sobre el trail y ya es el favorito de los ciclistas de fin de semana. Mientras los guías ajustan bicis y cascos, los participantes se toman un café y algo del menú de brunch de fin de semana en el patio, y luego el grupo sale hacia el norte a lo largo del río. El ritmo es relajado, con paradas frecuentes, y los guías mantienen al grupo junto en los cruces de calle.',
    },
    {
      type: 'paragraph',
      text: 'La primera parada fuera del trail es Paris Coffee Shop, donde una rebanada del pay de crema del día espera en el mostrador. De ahí es una rodada cortita a Austin City Taco Co. por un par de tacos en tortilla de harina, y el recorrido termina en Blackland Distillery con una degustación de tres medidas y un plato de huevos rellenos y dip de trucha ahumada. Luego los guías regresan a todos pedaleando a Clearfork, o puedes escoger un shuttle con las bicis cargadas en un remolque.',
    },
    {
      type: 'paragraph',
      text: 'Los boletos cuestan $95 e incluyen renta de bici y casco, toda la comida y la degustación. Si llevas tu propia bici, pagas $75. El recorrido dura unas cuatro horas con todo y paradas, y sale todos los sábados hasta junio; luego descansa en los meses de más calor y regresa en septiembre. Hay que tener 21 años o más por la parada en la destilería, y los organizadores recomiendan que te sientas más o menos a gusto en una bici, aunque la ruta es casi toda pavimentada y plana.',
    },
    {
      type: 'paragraph',
      text: 'Es una gran idea para una ciudad con un trail tan bueno, y con gusto nos apuntaríamos otra vez. Ponte bloqueador y ropa cómoda, lleva tu botella de agua y desayuna ligero. El pay, los tacos y la ginebra se van sumando rápido, aun con nueve millas de pedaleo de por medio.',
    },
  ],
} satisfies ArticleTranslation;
