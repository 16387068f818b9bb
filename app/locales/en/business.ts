/** The business home: a restaurant owner's places and claims, and the way in for one not signed in. */
export const business = {
  'business.title': 'For businesses',
  'business.pitch':
    'Own or run a Fort Worth restaurant? Claim its listing, then keep its hours, special dates and facts true yourself: they show at once, marked as updated by the owner. Listings are free; reviews, ratings and the editors’ words stay independent.',
  'business.signIn': 'Continue with Facebook',
  'business.notListed': 'Not listed yet?',
  'business.add': 'Add a restaurant',
  'business.yourPlaces': 'Your places',
  'business.noPlaces': 'You do not manage a listing yet.',
  'business.claimOne': 'Find your restaurant and claim it',
  'business.yourClaims': 'Your claims',
  'business.claimState':
    '{state, select, open {waiting for the editors} approved {approved} declined {declined} revoked {revoked} withdrawn {withdrawn} other {{state}}}',
  'business.noClaims': 'No claims.',
  'business.find.title': 'Claim your business',
  'business.find.description': 'Find your Fort Worth restaurant in the guide and claim its listing to keep its hours and facts true.',
  'business.find.intro':
    'Find your restaurant, then claim it. An editor checks every claim through the listing’s own phone or website domain before you can change anything.',
  'business.find.label': 'Find your restaurant',
  'business.find.search': 'Search',
  'business.find.claim': 'Claim',
  'business.find.none': 'No listing is named like “{query}”.',
  'business.find.addYours': 'Add your restaurant',
  'business.find.thenClaim': 'and claim it once it is listed.',
} as const;
