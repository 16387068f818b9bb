/** Facts of the product spec (../shared/spec/product-spec.md) that tests check against. */
export const SPEC_REVIEW_SLUGS = [
  'coopers-bbq', 'jakes-burgers', 'blue-sushi', 'thai-restaurants', 'm-and-o-grill', 'zatar-mediterranean',
  'america-gardens', 'press-cafe', 'home-grocery-delivery', 'americado', 'love-shack', 'winslows-wine-cafe',
  'cane-rosso-brunch', 'little-red-wasp', 'twigs-bistro', 'mi-cocula', 'lucky-bee-kitchen', 'four-sisters',
  'carshons-deli', 'wabi-house', 'blackland-distillery', 'austin-city-taco', 'fat-shack', 'bens-triple-b',
  'fat-shack-competition', 'gemelle-brunch', 'wishbone-flynt', 'margarita-funkytown', 'fort-worth-byob',
  'best-sushi-roll', 'fort-worth-breakfast', 'fort-worth-patios', 'clearfork-happy-hour', 'm-o-station',
  'chef-gs-sparkle-creations', 'hatsuyuki-handroll-bar', 'eddie-vs-prime-seafood', 'malai-kitchen',
  'panther-city-bbq', 'top-3-thai-restaurants', 'surprises-to-get', 'pasta-picks',
] as const;

export const SPEC_NEIGHBORHOODS = ['Downtown', 'Magnolia Ave', 'Sundance Square', 'Northside', 'Near Southside', 'West 7th'] as const;
