/** The about page's headings and links (its story, per language, is in components/about-story.tsx). */
export const about = {
  'about.title': 'About Fort Worth Eats',
  'about.description':
    'Fort Worth Eats is a local food and date-night guide to Dallas-Fort Worth written by two TCU alumni, Callie Brooks and Marcus Reyes, with real local opinions.',
  'about.whoWeAre': 'Who we are',
  'about.writerRole': '{gender, select, other {TCU alum and co-founder}}',
  'about.getInTouch': 'Get in touch',
  'about.getInTouchText': 'Found a hidden gem, planning a date night or opening a restaurant? We would love to hear from you.',
  'about.contact': 'Contact us',
} as const;
