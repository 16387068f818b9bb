import type { signIn as english } from '../en/signIn';

export const signIn: Record<keyof typeof english, string> = {
  'signIn.intro': 'Inicia sesión con Facebook para guardar tus restaurantes favoritos, escribir reseñas y ver qué les gusta a tus amigos.',
  'signIn.keptReview':
    'Tu sesión había terminado, así que tu reseña todavía no se publicó. Guardamos lo que escribiste: volverá al formulario cuando inicies sesión.',
  'signIn.continue': 'Continuar con Facebook',
  'signIn.welcome': '¡Bienvenido!',
  'signIn.welcomeBack': '¡Qué gusto verte de nuevo!',
  'signIn.signedIn': 'Ya iniciaste sesión',
  'signIn.cancelled': 'Inicio de sesión cancelado',
  'signIn.cancelledText': 'Cancelaste el inicio de sesión con Facebook',
};
