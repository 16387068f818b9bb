/**
 * What the restaurant page says for a checked fact: each yes, and the few noes it
 * says (app/utils/fact-noes.ts). Apart from `facts` so the filters' pages do not carry them.
 */
export const factAnswers = {
  'factAnswers.yes.vegetarian': 'Vegetarian dishes on the menu',
  'factAnswers.yes.vegan': 'Vegan dishes on the menu',
  'factAnswers.yes.gluten-free': 'Gluten-free dishes on the menu',
  'factAnswers.yes.halal': 'Halal',
  'factAnswers.yes.kosher': 'Kosher',
  'factAnswers.yes.step-free': 'Step-free entrance',
  'factAnswers.yes.accessible-restroom': 'Accessible restroom',
  'factAnswers.yes.accessible-parking': 'Accessible parking',
  'factAnswers.yes.patio': 'Patio seating',
  'factAnswers.yes.dog-friendly': 'Dogs welcome on the patio',
  'factAnswers.yes.kids': 'Good for kids',
  'factAnswers.yes.full-bar': 'Full bar',
  'factAnswers.yes.byob': 'Bring your own bottle',
  'factAnswers.yes.parking-lot': 'Its own parking lot',
  'factAnswers.yes.parking-street': 'Street parking nearby',
  'factAnswers.yes.parking-garage': 'A parking garage nearby',
  'factAnswers.yes.valet': 'Valet parking',
  'factAnswers.no.vegetarian': 'No vegetarian dishes',
  'factAnswers.no.vegan': 'No vegan dishes',
  'factAnswers.no.gluten-free': 'No gluten-free dishes',
  'factAnswers.no.step-free': 'Steps at the entrance',
  'factAnswers.no.accessible-restroom': 'No accessible restroom',
  'factAnswers.no.accessible-parking': 'No accessible parking',
} as const;
