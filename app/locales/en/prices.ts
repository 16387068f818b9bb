/** Price levels ($ to $$$$) and the price-per-person bands of the filters and cards. */
export const prices = {
  'prices.level.1': 'Inexpensive',
  'prices.level.2': 'Moderate',
  'prices.level.3': 'Pricey',
  'prices.level.4': 'Ultra high-end',
  'prices.price': 'Price: {level}',
  'prices.band.under-15': 'Under $15',
  'prices.band.15-30': '$15–30',
  'prices.band.30-60': '$30–60',
  'prices.band.60-plus': '$60 and up',
  'prices.aboutPerPerson': 'About ${amount} a person',
} as const;
