/** The sign-in page and the toasts a diner gets back from Facebook. */
export const signIn = {
  'signIn.intro': 'Sign in with Facebook to save your favorite restaurants, write reviews and see what your friends are enjoying.',
  'signIn.keptReview': 'Your session had ended, so your review was not posted yet. We kept what you wrote: it will be back in the form after you sign in.',
  'signIn.continue': 'Continue with Facebook',
  'signIn.welcome': 'Welcome!',
  'signIn.welcomeBack': 'Welcome back!',
  'signIn.signedIn': "You've been successfully logged in",
  'signIn.cancelled': 'Login cancelled',
  'signIn.cancelledText': 'You cancelled the Facebook login',
} as const;
