/** The guides list and a guide's page around its editors' text. */
export const guides = {
  'guides.title': 'Guides',
  'guides.metaTitle': 'Guides to eating in Fort Worth',
  'guides.description':
    'Our editors’ short lists of where to go in Fort Worth: brisket, tacos, brunch, date night and more, each place with a note on what to order.',
  'guides.feedName': 'Fort Worth Eats guides',
  'guides.changesFeedName': '{title}: changes',
  'guides.intro':
    'Short lists from our editors for the question we hear most: where should I go for…? Each guide keeps a log of the places it gains and loses.',
  'guides.followFeed': 'Follow new guides (Atom feed)',
  'guides.empty': 'No guides yet. Check back soon.',
  'guides.allGuides': 'All guides',
  'guides.notInSpanish': 'This guide is not in Spanish yet.',
  'guides.kicker': 'Guide · {count, plural, one {# place} other {# places}}',
  'guides.places': '{count, plural, one {# place} other {# places}}',
  'guides.by': 'By {author}',
  'guides.updated': 'Updated',
  'guides.byUpdated': 'By {author} · Updated {date}',
  'guides.thePlaces': 'The places',
  'guides.noPlaces': 'No places in this guide yet.',
  'guides.followChanges': 'Follow this guide’s changes (Atom feed)',
  'guides.changes': 'Changes',
  'guides.noChanges': 'No changes since it was published.',
  'guides.added': 'Added {name}',
  'guides.removed': 'Removed {name}',
  'guides.aPlace': 'a place',
} as const;
