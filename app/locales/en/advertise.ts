/** The advertise page: what the guide offers a restaurant. */
export const advertise = {
  'advertise.title': 'Advertise with us',
  'advertise.description':
    'What Fort Worth Eats offers restaurants: an editorial guide whose listings are free and never paid for. Suggest your place, keep its facts true, or talk to the editors.',
  'advertise.editorial':
    'Fort Worth Eats is an editorial guide. Our editors choose the places we list and review, pay for their own meals, and say what they think. Listings are free and never paid for, and no one can buy a place in a guide, a better rating or a review.',
  'advertise.today': 'If you run a restaurant, here is what you can do today.',
  'advertise.whatYouCanDo': 'What a restaurant can do',
  'advertise.suggest': 'Suggest a restaurant',
  'advertise.suggestText':
    'Not in the guide yet? Tell the editors its name, address, hours and how to reach it. They check every suggestion before anything is listed.',
  'advertise.add': 'Add a restaurant',
  'advertise.facts': 'Keep its facts true',
  'advertise.factsText':
    'New hours, a new phone number, closed for good? Every restaurant page has a “Something changed?” link under its details: tell us there, and an editor puts the listing right.',
  'advertise.talk': 'Talk to the editors',
  'advertise.talkText': 'Questions about the guide, an event or an opening you want us to know about? Write to us; the form is set to businesses.',
  'advertise.contact': 'Contact the editors',
} as const;
