import type { SampleReviewSet } from '../types';

export default [
  {
    restaurant: 'Gemelle',
    reviews: [
      { by: 'ellie-marsh', rating: 5, date: '2024-02-04', text: "Ricotta pancakes at weekend brunch are light, lemony and golden.\n\nMy friend's carbonara came crowned with a runny egg and she didn't speak for five minutes. Save room for the olive-oil cake." },
      { by: 'ivy-castillo', rating: 5, date: '2024-05-16', text: "The cacio e pepe is glossy and peppery, exactly right. Wood-fired half chicken has crackling skin. A bright, happy room." },
      { by: 'tomas-garza', rating: 5, date: '2024-08-21', text: "House pasta with real bite. Their cacio e pepe emulsion holds, which tells you someone in that kitchen knows what they're doing." },
      { by: 'katie-lindqvist', rating: 4, date: '2024-11-24', text: "Booked brunch four days ahead and still only got 1:45. Worth it for the carbonara." },
      { by: 'ben-ochoa', rating: 3, date: '2025-03-02', text: "Excellent pasta, tiny portions, and a $16 cocktail that was mostly ice. Closed Mondays." },
      { by: 'nora-whitaker', rating: 5, date: '2025-07-17', text: "Lunch with my daughter. The olive-oil cake with whipped mascarpone was the best dessert I have had all year." },
      { by: 'raj-patel', rating: 4, date: '2025-11-06', text: "Consistently great pasta. Noise level makes conversation tough at peak times." },
      { by: 'sofia-ramirez', rating: 5, date: '2026-04-26', text: "Brunch carbonara with the runny egg. Order it, take the picture, then eat it fast while it's hot." },
      { by: 'leah-goldberg', rating: 4, date: '2026-09-24', text: "I grew up near Arthur Avenue and I'm picky about Italian. The pasta here is genuinely good. The bread service could be better." },
    ],
  },
  {
    restaurant: 'Piattello Italian Kitchen',
    reviews: [
      { by: 'lupe-hernandez', rating: 3, date: '2025-02-22', text: "A handsome room and the bucatini was very good, but the noise at dinner was too much for conversation and our server rushed us through dessert. The bomboloni from the market counter are wonderful; I would go back for those alone, at lunch." },
      { by: 'katie-lindqvist', rating: 5, date: '2024-01-24', text: "Weekday happy hour in the bar is the best deal in Clearfork: $8 spritzes and half-price pizzas. Bucatini all’amatriciana for dinner is a must." },
      { by: 'ellie-marsh', rating: 5, date: '2024-04-14', text: "Sunday bomboloni from the market counter, filled with vanilla custard, still warm. I bought a box for the office." },
      { by: 'leah-goldberg', rating: 4, date: '2024-07-18', text: "Arancini were crisp with a molten center. The market counter sells fresh pasta to take home, which I adore." },
      { by: 'victor-okafor', rating: 4, date: '2024-10-23', text: "Handsome room for a client dinner, and the wine list by the glass is strong." },
      { by: 'brenda-kaye', rating: 3, date: '2025-02-12', text: "The amatriciana was too salty and the service was slow. Happy hour pizza was good." },
      { by: 'molly-schaefer', rating: 5, date: '2025-05-28', text: "Vegetarian-friendly menu and a kind server who knew which pastas used anchovy. Very happy." },
      { by: 'grace-whitley', rating: 4, date: '2025-09-30', text: "A beautiful dining room and a lovely tiramisu. I took home fresh tagliatelle." },
      { by: 'jordan-hayes', rating: 4, date: '2026-01-25', text: "Sunday dinner with the kids. Plain butter pasta for them, amatriciana for us, bomboloni for everyone." },
      { by: 'kendra-stokes', rating: 4, date: '2026-07-09', text: "Grabbed fresh pasta and sauce from the market counter for a quick weeknight dinner. So good." },
    ],
  },
  {
    restaurant: 'Nonna Tata',
    reviews: [
      { by: 'ivy-castillo', rating: 5, date: '2024-03-13', text: "A tiny trattoria that tastes like somebody's grandmother is in charge.\n\nTagliatelle al ragu is slow-cooked and rich, the gnocchi in brown butter and sage are pillows. BYOB, so we brought a Barbera." },
      { by: 'leah-goldberg', rating: 5, date: '2024-07-10', text: "Showed up ten minutes before opening and got the last table for two. The gnocchi are as good as anything I've had in Italy." },
      { by: 'tomas-garza', rating: 5, date: '2024-11-20', text: "The ragu is the real thing: a long, patient cook with milk, the way it's done in Bologna. Chalkboard menu, no fuss." },
      { by: 'gus-pruitt', rating: 3, date: '2025-04-24', text: "The food is outstanding. Waiting an hour on the sidewalk in the heat with no reservations is not. Three stars for the system, five for the pasta." },
      { by: 'nora-whitaker', rating: 5, date: '2025-09-10', text: "We arrived at 5 on a Wednesday and walked in. A lovely, unhurried dinner." },
      { by: 'raj-patel', rating: 5, date: '2026-03-05', text: "Best pasta in Fort Worth. Bring your own Barbera and patience." },
      { by: 'hannah-cho', rating: 4, date: '2026-08-20', text: "Small, warm and delicious. The tiramisu was a bit soggy, but the gnocchi made up for it." },
    ],
  },
  {
    restaurant: 'Trattoria Lucchese',
    reviews: [
      { by: 'ivy-castillo', rating: 4, date: '2024-06-19', text: "Candlelit, romantic, a long Italian wine list. Pappardelle with wild boar ragu is hearty and lovely." },
      { by: 'victor-okafor', rating: 5, date: '2025-01-08', text: "The osso buco is serious cooking. Garage validates for two hours." },
      { by: 'leah-goldberg', rating: 4, date: '2025-08-13', text: "Burrata with grilled bread was fresh and creamy. Tiramisu is made every morning and you can tell." },
      { by: 'carmen-villa', rating: 3, date: '2026-05-06', text: "Pretty room, okay pasta, overpriced wine by the glass." },
    ],
  },
  {
    restaurant: 'Il Forno di Throckmorton',
    reviews: [
      { by: 'kendra-stokes', rating: 4, date: '2024-08-08', text: "Half panino plus soup for $15, out in 40 minutes. The best quick lunch downtown." },
      { by: 'victor-okafor', rating: 3, date: '2025-03-20', text: "Lunch is hectic and the panini were a bit dry. Dinner was calmer and the lasagna verde was generous." },
      { by: 'molly-schaefer', rating: 4, date: '2025-11-25', text: "Eggplant parmesan big enough for two. Friendly evening service." },
      { by: 'ben-ochoa', rating: 3, date: '2026-06-30', text: "Fine. Closed Sundays." },
    ],
  },
  {
    restaurant: 'Cane Rosso',
    reviews: [
      { by: 'katie-lindqvist', rating: 5, date: '2024-01-14', text: "Weekend brunch breakfast pie with eggs, bacon and hot honey, and bottomless mimosas. We stayed three hours. Reserve or wait 30 minutes." },
      { by: 'tomas-garza', rating: 5, date: '2024-03-30', text: "Proper Neapolitan char on the crust, leopard-spotted and soft in the middle. The Delia, with sausage, bacon marmalade and chiles, is a great pie." },
      { by: 'travis-mccoy', rating: 5, date: '2024-06-27', text: "The Honey Bastard pizza. Just order it." },
      { by: 'jordan-hayes', rating: 4, date: '2024-09-29', text: "Kids love watching the wood oven. Margherita for them, Delia for us. Noisy in a good way." },
      { by: 'brenda-kaye', rating: 2, date: '2024-12-15', text: "The center of my pizza was soup. I know that is Neapolitan style; it is still soup. Brunch was fun, pizza was a mess." },
      { by: 'leah-goldberg', rating: 4, date: '2025-03-26', text: "Coming from New York I expected to be disappointed. I was not. The crust is excellent." },
      { by: 'caleb-odom', rating: 4, date: '2025-07-01', text: "A pizza per person is the right amount. Pricier than Berry Street but way better." },
      { by: 'sofia-ramirez', rating: 5, date: '2025-10-19', text: "Hot honey on pizza changed my life. Mimosas bottomless at brunch. Dangerous combination." },
      { by: 'owen-threadgill', rating: 4, date: '2026-03-08', text: "Great pies and a good patio. Brunch gets very busy." },
      { by: 'amara-johnson', rating: 4, date: '2026-07-26', text: "They made a vegan pie with no cheese and roasted vegetables. Crust was still the star." },
    ],
  },
  {
    restaurant: 'Sundance Slice House',
    reviews: [
      { by: 'cody-vance', rating: 5, date: '2024-05-18', text: "Foldable pepperoni slice at 2:30 a.m. for $5.50. The line doubles at bar close and it is still worth it." },
      { by: 'leah-goldberg', rating: 3, date: '2024-11-02', text: "A decent New York-style slice. Not New York, but decent. The white pie with ricotta is the best thing." },
      { by: 'luis-ybarra', rating: 4, date: '2025-06-07', text: "Garlic knots are better than a late-night counter has any right to be." },
      { by: 'mei-nguyen', rating: 1, date: '2026-02-28', text: "Lukewarm slice that had clearly been sitting under the lamp for an hour. Only go when it is busy." },
    ],
  },
  {
    restaurant: 'Berry Street Pie Co.',
    reviews: [
      { by: 'caleb-odom', rating: 5, date: '2024-02-27', text: "$12 large on Tuesdays. Detroit-style crust with those crispy caramelized cheese edges. Hot honey pepperoni is the one. Feeds my whole study group." },
      { by: 'travis-mccoy', rating: 4, date: '2024-10-12', text: "Call ahead on home-game Saturdays or you will wait forever. Cheese edges are elite." },
      { by: 'jordan-hayes', rating: 4, date: '2025-05-13', text: "Square slices are easy for the kids. Faculty and students everywhere; a fun room." },
      { by: 'tomas-garza', rating: 4, date: '2025-12-16', text: "The frico edge is done right, a proper dark caramelization. The sauce is a little sweet for me." },
      { by: 'priscilla-obi', rating: 3, date: '2026-08-04', text: "Very greasy. Good for what it is, but a slice is plenty." },
    ],
  },
  {
    restaurant: 'Ember & Dough',
    reviews: [
      { by: 'tomas-garza', rating: 5, date: '2024-07-31', text: "Naturally leavened crust with a nice sour tang and a deep, blistered edge. The clam pie with garlic and lemon is a rare find in Texas." },
      { by: 'jordan-hayes', rating: 5, date: '2025-02-18', text: "The kids dough-ball kit bought us half an hour of peace and a glass of wine. Fennel sausage pie with Calabrian chile is fantastic." },
      { by: 'ivy-castillo', rating: 4, date: '2025-10-07', text: "Lovely short wine list by the glass. Dog-friendly patio. Closed Mondays." },
      { by: 'leah-goldberg', rating: 4, date: '2026-06-09', text: "The clam pie took me right back to New Haven. Very good." },
    ],
  },
  {
    restaurant: 'Maison Magnolia',
    reviews: [
      { by: 'ivy-castillo', rating: 5, date: '2024-02-20', text: "Tuesday $1 oyster night, then the three-course prix fixe for $55. French onion soup with a proper broiled gruyere lid. The best date-night value on the Near Southside." },
      { by: 'leah-goldberg', rating: 4, date: '2024-09-03', text: "Steak frites were well done, bearnaise very good. The bungalow is charming and a little cramped." },
      { by: 'ellie-marsh', rating: 5, date: '2025-04-27', text: "Sunday brunch with a croque madame and cafe au lait in a bowl. Perfectly French." },
      { by: 'marcus-bell', rating: 3, date: '2025-11-11', text: "Mussels were sandy. The onion soup was textbook. Service was charming but scattered." },
      { by: 'grace-whitley', rating: 5, date: '2026-05-19', text: "A cozy, gracious place. My husband and I shared the prix fixe and felt like we were in Paris." },
    ],
  },
  {
    restaurant: 'Bistro Lumiere',
    reviews: [
      { by: 'victor-okafor', rating: 5, date: '2024-06-28', text: "Seven-course tasting menu with duck breast and cherries and a Dover sole in brown butter that was flawless. Save room for the cheese cart." },
      { by: 'ivy-castillo', rating: 4, date: '2025-02-14', text: "A hushed, special dining room. Everything was lovely, a couple of courses a bit safe for $125." },
      { by: 'grace-whitley', rating: 5, date: '2025-12-20', text: "For my husband's 70th birthday. Complimentary valet, beautiful service and a cheese cart worth the trip." },
    ],
  },
  {
    restaurant: 'Petit Four Creperie',
    reviews: [
      { by: 'ellie-marsh', rating: 5, date: '2024-04-28', text: "Buckwheat galette with ham, gruyere and a sunny egg, then a Nutella-strawberry crepe. Come before 9 on weekends." },
      { by: 'caleb-odom', rating: 4, date: '2024-10-20', text: "Parents weekend brunch spot. Galettes are filling and under $13." },
      { by: 'molly-schaefer', rating: 4, date: '2025-06-15', text: "Spinach and goat cheese galette was lovely. Coffee from a local roaster is excellent." },
      { by: 'brenda-kaye', rating: 2, date: '2026-02-01', text: "My crepe was rubbery and the line of visiting parents was out the door. The coffee was good." },
    ],
  },
  {
    restaurant: 'Alpenrose Stube',
    reviews: [
      { by: 'pete-kowalski', rating: 5, date: '2024-03-15', text: "A liter of Hefeweizen, the giant soft pretzel with obatzda and a pork schnitzel that hangs off the plate.\n\nMy Polish grandpa would have approved. Apple strudel with warm vanilla sauce to finish." },
      { by: 'drew-halvorsen', rating: 5, date: '2024-10-04', text: "Booked weeks ahead for the Oktoberfest menu. The accordion player came by and I sang along badly. Felt like back home in Minnesota's German towns." },
      { by: 'gus-pruitt', rating: 4, date: '2025-01-24', text: "The spaetzle browned in butter with crispy onions is just what an old man wants in January." },
      { by: 'lupe-hernandez', rating: 3, date: '2025-10-17', text: "Packed for Oktoberfest, slow kitchen, decent schnitzel. Come another month." },
      { by: 'leah-goldberg', rating: 4, date: '2026-03-31', text: "Heavy, honest food and good beer. The pretzel is huge." },
      { by: 'jordan-hayes', rating: 4, date: '2026-10-03', text: "Kids loved the pretzel and the accordion. Schnitzel was crisp and juicy." },
    ],
  },
  {
    restaurant: 'Lisboa Tasca',
    reviews: [
      { by: 'ivy-castillo', rating: 5, date: '2024-05-30', text: "Piri-piri half chicken off the charcoal, smoky and properly hot, and salt cod fritters that disappear fast.\n\nAn almost all-Portuguese wine list under $50 a bottle. One of our favorite cheap date nights." },
      { by: 'tomas-garza', rating: 5, date: '2024-12-04', text: "The pasteis de nata come out warm around 7. Crisp laminated shell, burnt-sugar top. As good as Lisbon." },
      { by: 'fatima-haddad', rating: 4, date: '2025-08-28', text: "Lovely tiles, warm service, great chicken. A bit small and loud when full." },
      { by: 'owen-threadgill', rating: 4, date: '2026-04-09', text: "Vinho verde, grilled sardines and custard tarts on Magnolia. A great little spot." },
    ],
  },
  {
    restaurant: 'Kestrel Wine Room',
    reviews: [
      { by: 'ivy-castillo', rating: 4, date: '2024-09-05', text: "Two glasses and a tarte flambee before a Bass Hall show, in and out in an hour. Perfect pre-show stop." },
      { by: 'victor-okafor', rating: 3, date: '2025-04-03', text: "The steak frites were very good but $34 for that portion is steep. Treat it as a grazing spot." },
      { by: 'dwayne-ellis', rating: 2, date: '2026-01-22', text: "Tiny plates, big bill. The Spanish ham was nice." },
    ],
  },
  {
    restaurant: 'Danube Table',
    reviews: [
      { by: 'pete-kowalski', rating: 4, date: '2024-11-26', text: "Goulash with sour cream on a cold weeknight, and the langos rubbed with garlic. Honest and generous. They had the cherry soup on the board." },
      { by: 'brenda-kaye', rating: 2, date: '2025-05-24', text: "We waited an hour for paprikash on a Saturday. The food was fine, the service was not." },
      { by: 'drew-halvorsen', rating: 4, date: '2026-01-15', text: "Chicken paprikash over nokedli is the coziest thing in Clearfork. Go on a weeknight." },
      { by: 'ben-ochoa', rating: 3, date: '2026-09-10', text: "Good goulash. Slow service. Decent prices." },
    ],
  },
  {
    restaurant: 'The Ghent Table',
    reviews: [
      { by: 'pete-kowalski', rating: 5, date: '2024-02-22', text: "Forty-plus Belgian ales and the bartenders pour tasters before you commit to a 10% tripel. Mussels in white wine with a paper cone of twice-fried frites and mayo. Heaven." },
      { by: 'leah-goldberg', rating: 4, date: '2024-12-18', text: "The beef carbonnade braised in dark ale is the perfect cold-weather dish." },
      { by: 'ellie-marsh', rating: 5, date: '2025-07-13', text: "Sunday brunch Liege waffle with speculoos cream. I would move in." },
      { by: 'bobby-ray-jenkins', rating: 3, date: '2026-03-18', text: "Good mussels, but the frites were soggy by the time they got to us." },
      { by: 'drew-halvorsen', rating: 4, date: '2026-10-08', text: "Great beer list, good mussels, friendly and knowledgeable bartenders." },
    ],
  },
  {
    restaurant: 'Liege Waffle Haus',
    reviews: [
      { by: 'ellie-marsh', rating: 5, date: '2024-06-23', text: "Chewy pearl-sugar waffles, caramelized at the edges. Speculoos spread on top and a cortado. Ate it on the plaza." },
      { by: 'jordan-hayes', rating: 4, date: '2025-03-30', text: "The kids watched the irons through the glass for ten minutes. Strawberries and cream for them, savory ham and gruyere for me." },
      { by: 'priscilla-obi', rating: 3, date: '2025-12-22', text: "Very sweet. The savory waffle with the egg is the better choice for breakfast." },
      { by: 'caleb-odom', rating: 4, date: '2026-07-06', text: "$6 waffle and coffee. A great cheap downtown treat." },
    ],
  },
  {
    restaurant: 'Bodega Sevilla',
    reviews: [
      { by: 'ivy-castillo', rating: 5, date: '2024-04-17', text: "Gambas al ajillo sizzling in garlic oil, patatas bravas and hand-carved Iberico. We tried three sherries I'd never heard of. About $90 for two with drinks." },
      { by: 'tomas-garza', rating: 5, date: '2024-11-13', text: "The jamon is carved properly, thin and translucent, at room temperature. The sherry list is the best in Texas I have seen." },
      { by: 'victor-okafor', rating: 4, date: '2025-06-25', text: "Dim, tiled, lovely for a small client dinner. Book weekends." },
      { by: 'jasmine-ware', rating: 3, date: '2026-02-10', text: "Great gambas. Tiny tables, loud, expensive Iberico. I would sit at the bar next time." },
      { by: 'fatima-haddad', rating: 5, date: '2026-08-12', text: "The best garlic shrimp of my life. Bread to mop up the oil is a must." },
    ],
  },
  {
    restaurant: 'Txoko Pintxos Bar',
    reviews: [
      { by: 'ivy-castillo', rating: 4, date: '2024-10-29', text: "Pay by the toothpick. The gilda with anchovy and pepper is briny and perfect, and the cider poured from head height is a show." },
      { by: 'owen-threadgill', rating: 5, date: '2025-05-31', text: "Best after 10 on a weekend. Standing room, crab-stuffed piquillos, cider. So much fun." },
      { by: 'brenda-kaye', rating: 1, date: '2026-01-27', text: "No seats, everyone elbowing, $45 in toothpicks and still hungry." },
    ],
  },
  {
    restaurant: 'Azafran Paella House',
    reviews: [
      { by: 'tomas-garza', rating: 4, date: '2024-08-18', text: "Proper socarrat on the seafood paella, crisp and toasty. Order it when you sit down, it takes 40 minutes. Croquetas yes, tortilla no." },
      { by: 'grace-whitley', rating: 4, date: '2025-04-06', text: "A lovely Sunday lunch with family. The paella for two fed three of us." },
      { by: 'arturo-salinas', rating: 2, date: '2025-12-07', text: "We didn't know to order the paella immediately and waited an hour. The tortilla was dry." },
    ],
  },
  {
    restaurant: "Yia Yia's Taverna",
    reviews: [
      { by: 'fatima-haddad', rating: 5, date: '2024-03-27', text: "The spread trio of tzatziki, tirokafteri and melitzanosalata with warm pita, then grilled lamb chops. The saganaki flamed at the table got a cheer." },
      { by: 'ivy-castillo', rating: 5, date: '2024-09-25', text: "Wednesday half-price Greek wine on the river patio. Whole branzino grilled beautifully." },
      { by: 'nora-whitaker', rating: 4, date: '2025-05-20', text: "Pleasant lunch on the patio. Free garage parking is a bonus." },
      { by: 'deshawn-price', rating: 3, date: '2025-12-03', text: "The lamb chops were overcooked. The spreads were excellent. Service was friendly." },
      { by: 'carmen-villa', rating: 4, date: '2026-06-17', text: "Booked a long table for a bridal shower. OPA! The staff were great with the big group." },
    ],
  },
  {
    restaurant: 'Santorini Gyro Co.',
    reviews: [
      { by: 'kendra-stokes', rating: 4, date: '2024-07-30', text: "Lamb and beef gyro shaved off the spit, under $12. Greek fries with feta are worth the extra." },
      { by: 'fatima-haddad', rating: 4, date: '2025-03-11', text: "Chicken souvlaki pita with lemon potatoes. Quick and tasty. Closes at 3." },
      { by: 'victor-okafor', rating: 3, date: '2026-02-24', text: "Fine downtown lunch. Nothing special, nothing wrong." },
    ],
  },
] satisfies SampleReviewSet[];
