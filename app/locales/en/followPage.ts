/** The page that gives a followed search's feed, and "Follow your places" on /lists (issue 44). */
export const followPage = {
  'followPage.title': 'Follow this search',
  'followPage.metaTitle': 'Follow: {search}',
  'followPage.description': 'Follow {search} on Fort Worth Eats: new places and changes, in your feed reader.',
  'followPage.following': 'You’re following',
  'followPage.what': 'New places that match, and what changes at the places it holds: closings, new hours, special dates, reviews and guides.',
  'followPage.feedHeading': 'In a feed reader',
  'followPage.feedExplain': 'A feed reader (Feedly, Inoreader, NetNewsWire and others) checks this address for you and shows what’s new.',
  'followPage.feedLink': 'Open the feed',
  'followPage.feedAddress': 'Feed address',
  'followPage.signInForEmail': 'Sign in to have it e-mailed to you, daily or weekly.',
  'followPage.backToSearch': 'Back to the search results',
  'followPage.backToListing': 'Back to the restaurants',
  'followPage.places.heading': 'Follow your places',
  'followPage.places.intro':
    'A private feed of what changes at the places in your Favorites, Want to go and Been: closings, new hours, special dates, reviews and guides.',
  'followPage.places.start': 'Make my feed',
  'followPage.places.address': 'Your feed’s address',
  'followPage.places.private': 'Anyone with this address can read the feed: keep it to yourself. Stopping it turns the address off for good.',
  'followPage.places.stop': 'Stop this feed',
  'followPage.places.byEmail': 'Or have these changes e-mailed to you',
} as const;
