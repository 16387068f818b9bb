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
} as const;
