import type { ArticleTranslation } from '../../types';

export default {
  slug: 'wabi-house',
  title: 'Wabi House: tonkotsu espeso y ramen para la desvelada en el Near Southside',
  imageAlt:
    'Un tazón hondo de ramen tonkotsu cremoso con rebanadas de chashu de puerco, un huevo tibio partido a la mitad, cebollín y nori, sobre una barra de madera oscura con palillos.',
  intro:
    'En una noche fría y lluviosa en Fort Worth, nada le gana a un tazón de ramen, y a Wabi House es adonde vamos por él. Este lugar de ramen del Near Southside tiene un salón oscuro y acogedor, una barra llena de whiskey japonés y una cocina que hierve su caldo de puerco casi todo el día. El resultado es un tazón espeso, aromático y que llena el alma, y lo sirven más tarde que la mayoría de las cocinas del barrio.',
  body: [
    { type: 'heading', text: 'El ramen' },
    {
      type: 'list',
      items: [
        'Tonkotsu ($16): caldo de hueso de puerco cremoso y opaco, con fideos delgados, chashu de panceta, huevo marinado y cebollín. El clásico, y el que hay que pedir primero.',
        'Miso picante ($16): un caldo más espeso, con sabor a nuez, carne molida de puerco y aceite de chile. Nuestro favorito para el invierno.',
        'Shoyu de pollo ($15): más ligero y claro, con caldo a base de soya y muslo de pollo suavecito.',
        'Ramen de verduras ($15): caldo de hongos y kombu con tofu y verduras de temporada, tan bueno que no se siente como sacrificio.',
      ],
    },
    {
      type: 'paragraph',
      text: 'Los extras valen la pena: otro huevo marinado ($2), una segunda rebanada de chashu ($4) o un kae-dama, una porción extra de fideos ($3) para el caldo que te sobre en el tazón. Si comes despacio, pide los fideos firmes; se van ablandando.',
    },
    { type: 'heading', text: 'Para empezar' },
    {
      type: 'paragraph',
      text: 'Los bao de panceta ($9 por dos) son suavecitos y pegajosos, con hoisin y pepino encurtido. El pollo frito estilo coreano ($12) es crujiente, glaseado y perfecto para compartir en la mesa mientras llegan los tazones. Sáltate las gyoza, que saben a congeladas y no son mucho mejores que las del súper.',
    },
    { type: 'heading', text: 'Tragos y desveladas' },
    {
      type: 'paragraph',
      text: 'La barra sirve cervezas japonesas, una lista cortita de sake y una larga selección de whiskeys japoneses, con highballs desde $10. La cocina abre hasta tarde los viernes y sábados, lo que lo vuelve una de las mejores cenas de madrugada del Near Southside después de un concierto o una noche de fiesta.',
    },
    { type: 'heading', text: '¿Para quién es?' },
    {
      type: 'paragraph',
      text: 'El ramen se disfruta más de uno o de dos; el salón es íntimo y las mesas son chicas. Es buena opción para una cita acogedora, una cena a solas en la barra o una parada nocturna con un amigo. A las familias con niños más grandes les va bien temprano en la noche, y a casi todos los niños les encantan los fideos, pero más tarde el salón se pone oscuro y ruidoso. Una cena para dos con entrada y tragos sale en unos $60.',
    },
    { type: 'heading', text: 'Cuándo ir y dónde estacionarse' },
    {
      type: 'paragraph',
      text: 'Wabi House no acepta reservaciones, y en las noches frías de fin de semana la espera puede llegar a 45 minutos entre las 6:30 y las 8:30. Apunta tu nombre y tómate algo cerca. Entre semana y ya tarde en la noche es más fácil. En las calles laterales el estacionamiento es gratis y en las avenidas principales hay parquímetros; los fines de semana, lo seguro es un estacionamiento de paga cercano.',
    },
    {
      type: 'tips',
      title: 'Consejos para el ramen',
      items: [
        'En tu primera visita pide el tonkotsu, con un huevo extra.',
        'Sorber está bien visto: enfría los fideos y reparte el sabor.',
        'Pide el pollo frito para la mesa mientras esperas.',
        'Ve tarde un fin de semana para librarte de la fila de la cena.',
      ],
    },
  ],
} satisfies ArticleTranslation;
