import type { SampleReviewSet } from '../types';

/** Cajun, deli, farm-to-table, Indian, Middle Eastern, seafood and vegetarian places. */
export default [
  {
    restaurant: 'Boudin & Brass',
    reviews: [
      { by: 'arturo-salinas', rating: 5, date: '2024-03-03', text: "A dark roux gumbo with real depth and crispy boudin balls with Creole mustard.\n\nSunday jazz brunch with a live brass trio made my whole week. The shrimp and grits in andouille cream are rich and smoky." },
      { by: 'yesenia-cruz', rating: 4, date: '2024-04-20', text: "Saturday crawfish boil by the pound in April, spicy and well seasoned. Jambalaya was just okay, as people say." },
      { by: 'dwayne-ellis', rating: 5, date: '2024-12-01', text: "Blackened catfish po-boy and a brass band on a Sunday. This place has soul." },
      { by: 'brenda-kaye', rating: 3, date: '2025-06-29', text: "Great boudin balls, forgettable jambalaya, and the brass trio was loud enough to rattle the silverware." },
      { by: 'owen-threadgill', rating: 5, date: '2026-02-15', text: "Jazz brunch on a Sunday with a Sazerac. Mardi Gras all year." },
      { by: 'drew-halvorsen', rating: 4, date: '2026-04-25', text: "First crawfish boil. A kind stranger at the next table showed me how to pinch the tail. Messy and great." },
    ],
  },
  {
    restaurant: 'Mudbug Shack',
    reviews: [
      { by: 'jordan-hayes', rating: 1, date: '2025-06-21', text: "Out of crawfish at 5 p.m. on a Saturday in season, which they only told us after we had sat down and ordered drinks. The fried shrimp basket was cold. Not coming back." },
      { by: 'arturo-salinas', rating: 4, date: '2024-03-17', text: "Crawfish, corn and red potatoes dumped straight onto the paper. Well seasoned, good size for March. Bring wet wipes." },
      { by: 'wes-tatum', rating: 4, date: '2024-09-21', text: "Off-season the fried shrimp baskets and gumbo hold it up. Tin roof, picnic tables, Stockyards fun." },
      { by: 'sofia-ramirez', rating: 2, date: '2025-04-12', text: "Market price turned out to be $14 a pound and half the crawfish were tiny. I smelled like cayenne for a day." },
      { by: 'yesenia-cruz', rating: 5, date: '2026-05-03', text: "Extra spicy crawfish, a cold beer, my fingers burned for an hour. Perfect spring afternoon." },
    ],
  },
  {
    restaurant: 'Nola Po-Boy Counter',
    reviews: [
      { by: 'victor-okafor', rating: 4, date: '2024-05-09', text: "Dressed shrimp po-boy on crackly French bread with a cup of gumbo for about $17. Call it in, the line peaks at 12:15." },
      { by: 'arturo-salinas', rating: 5, date: '2024-11-06', text: "Fried oyster po-boy in season. The bread shatters like in New Orleans. Best lunch downtown." },
      { by: 'kendra-stokes', rating: 4, date: '2025-08-19', text: "Roast beef debris po-boy is gloriously messy. Doors close at 3." },
      { by: 'clint-mabry', rating: 3, date: '2026-03-24', text: "Good bread, skimpy shrimp. The gumbo was the better half." },
    ],
  },
  {
    restaurant: "Carshon's Delicatessen",
    reviews: [
      { by: 'lupe-hernandez', rating: 4, date: '2026-02-18', text: "The Reuben was generous and the corned beef was tender. We waited twenty minutes at 12:15 for a booth. A slice of cheesecake for the road is a must.\n\nThe regulars at the counter were very friendly and told me which pies were best that day: the chocolate chess, they said, and they were right." },
      { by: 'leah-goldberg', rating: 5, date: '2024-01-12', text: "I grew up in Queens and I have been searching for a real deli for twelve years in Texas. The hot pastrami on rye here is hand-sliced, peppery and steaming. The Reuben is the classic. And the cheesecake is dense and tangy the way it's supposed to be.\n\nCome before 12:30 or you'll wait for a booth with the regulars." },
      { by: 'gus-pruitt', rating: 5, date: '2024-03-26', text: "Generations of history and the same booth I sat in with my father. A slice of cheesecake is mandatory." },
      { by: 'nora-whitaker', rating: 4, date: '2024-07-11', text: "Reuben with hand-sliced corned beef, lunch with an old friend, coconut cream pie for dessert. Closes at 3." },
      { by: 'ellie-marsh', rating: 5, date: '2024-10-15', text: "The pie counter is dangerous. I took home a chocolate chess and a lemon meringue." },
      { by: 'brenda-kaye', rating: 3, date: '2025-02-19', text: "A good Reuben, a long wait, and an older server who forgot our pickles. The cheesecake made up for it." },
      { by: 'grace-whitley', rating: 5, date: '2025-06-10', text: "It has been our family deli since I was a girl. The regulars still order without looking at the menu." },
      { by: 'raj-patel', rating: 4, date: '2025-10-21', text: "Pastrami on rye is excellent, the sides are ordinary. $6 cheesecake slice is a must." },
      { by: 'victor-okafor', rating: 4, date: '2026-03-11', text: "A classic business lunch spot. Fast, friendly, filling." },
      { by: 'clint-mabry', rating: 5, date: '2026-08-25', text: "Reuben and a slice of pie. Closed Sundays and Mondays, so don't make my mistake." },
    ],
  },
  {
    restaurant: 'Wurst & Rye',
    reviews: [
      { by: 'pete-kowalski', rating: 4, date: '2024-06-14', text: "Pastrami melt on toasted rye with Swiss and grainy mustard, a Texas lager from the cooler and a sidewalk table near the museums. Warm potato salad beats the cold one." },
      { by: 'leah-goldberg', rating: 4, date: '2025-01-29', text: "The house-cured pastrami is legit. The rye is baked every morning and you can tell." },
      { by: 'nora-whitaker', rating: 3, date: '2025-09-23', text: "A nice lunch after the Kimbell, but the bratwurst was dry." },
    ],
  },
  {
    restaurant: 'Exchange Avenue Sandwich Co.',
    reviews: [
      { by: 'lupe-hernandez', rating: 4, date: '2026-09-09', text: "A welcome lighter lunch in the Stockyards. The smoked turkey club on sourdough was very fresh." },
      { by: 'wes-tatum', rating: 4, date: '2024-08-27', text: "Smoked turkey club on sourdough before the afternoon cattle drive. A lighter option than another brisket platter." },
      { by: 'rosa-delgado', rating: 1, date: '2025-03-25', text: "The soup was watery and the chips came from a bag. The pimento cheese sandwich was good." },
      { by: 'molly-schaefer', rating: 3, date: '2025-11-18', text: "Pimento cheese with pickled jalapenos was tasty. Everything else was just fine." },
      { by: 'ray-dunlap', rating: 3, date: '2026-06-23', text: "Decent sandwich. Closes at 5. Nothing special." },
    ],
  },
  {
    restaurant: 'Prairie Hen Kitchen',
    reviews: [
      { by: 'tomas-garza', rating: 5, date: '2024-02-28', text: "The chalkboard lists every farm on the menu, most within 90 miles. The whole roast chicken for two with pan juices is simple and perfect: crisp skin, juicy breast, and whatever the garden gives that week on the side." },
      { by: 'ivy-castillo', rating: 5, date: '2024-07-19', text: "The heirloom tomato salad in July is worth a special trip. Book a week out for Fridays." },
      { by: 'priscilla-obi', rating: 5, date: '2024-11-28', text: "Thoughtful, seasonal cooking that leaves you feeling good. The vegetable sides are the best part." },
      { by: 'molly-schaefer', rating: 4, date: '2025-05-01', text: "They put together a lovely vegetarian plate from the sides when I asked. The room is calm and the staff are warm." },
      { by: 'fatima-haddad', rating: 3, date: '2025-10-09', text: "The chicken for two is $48 and it is a very good chicken. It is still a chicken." },
      { by: 'nora-whitaker', rating: 5, date: '2026-04-02', text: "Weeknight at the bar with a glass of wine and the chicken. One of the best meals in town." },
      { by: 'sam-fairchild', rating: 4, date: '2026-09-03', text: "Honest farm food on Magnolia. The peach dessert in summer is wonderful." },
    ],
  },
  {
    restaurant: 'Trinity Acre',
    reviews: [
      { by: 'sam-fairchild', rating: 5, date: '2024-04-14', text: "Brunch on the river patio after a ride: ricotta toast with local honey and the steak and eggs skillet. Lovely." },
      { by: 'ivy-castillo', rating: 4, date: '2024-10-30', text: "Gorgeous room facing the river. Dinner entrees run small for the price, so fill in with vegetable sides." },
      { by: 'brenda-kaye', rating: 2, date: '2025-06-11', text: "A tiny portion of redfish for $36 and a server who upsold us every side. The view is nice." },
      { by: 'grace-whitley', rating: 4, date: '2026-01-18', text: "Lovely Sunday brunch with my daughter. The ricotta toast was delightful." },
      { by: 'priscilla-obi', rating: 4, date: '2026-07-22', text: "Fresh, light food with real care. A bit pricey." },
    ],
  },
  {
    restaurant: 'Cultivar',
    reviews: [
      { by: 'priscilla-obi', rating: 5, date: '2024-06-05', text: "A grain bowl with roasted roots and a soft egg for $13, and greens that came from the greenhouse out back. I feel better just writing about it." },
      { by: 'molly-schaefer', rating: 4, date: '2025-02-13', text: "The pimento cheese sandwich on house sourdough is great. Bread sold out by 1, so come early." },
      { by: 'tomas-garza', rating: 4, date: '2025-10-01', text: "Tiny kitchen doing honest work. The daily soup is always worth a try." },
    ],
  },
  {
    restaurant: 'Root & Rafter',
    reviews: [
      { by: 'ivy-castillo', rating: 5, date: '2024-09-13', text: "The four-course tasting menu for $85 changes every few weeks and every course was thoughtful. Restored 1920s warehouse with exposed trusses is stunning." },
      { by: 'victor-okafor', rating: 4, date: '2025-03-14', text: "Wagyu bavette from a ranch near Weatherford and hearth-roasted carrots with sorghum. Loud after 8." },
      { by: 'ray-dunlap', rating: 3, date: '2025-12-12', text: "The food was beautiful. The noise after 8 made the $85 tasting menu feel like a cafeteria." },
      { by: 'tomas-garza', rating: 5, date: '2026-06-04', text: "Real hearth cooking. Those carrots are a lesson in what fire and patience do to a vegetable." },
    ],
  },
  {
    restaurant: 'Saffron Trail',
    reviews: [
      { by: 'raj-patel', rating: 5, date: '2024-01-23', text: "The weekday lunch thali for $16 is the best-value lunch in the Cultural District. Dal, two curries, raita, rice, naan and a sweet.\n\nAt dinner, ask for 'Indian spicy' on the lamb rogan josh or you get the gentle version." },
      { by: 'nora-whitaker', rating: 4, date: '2024-05-22', text: "Butter chicken and garlic naan straight from the tandoor before a museum evening. Lovely room." },
      { by: 'priscilla-obi', rating: 5, date: '2024-10-09', text: "The thali is generous and full of vegetables. Staff happily explained every dish." },
      { by: 'yesenia-cruz', rating: 3, date: '2025-03-05', text: "Butter chicken was too sweet for me and the naan came out after we had finished the curry." },
      { by: 'fatima-haddad', rating: 5, date: '2025-08-07', text: "Lamb rogan josh, Indian spicy, with garlic naan. Rich and aromatic." },
      { by: 'molly-schaefer', rating: 4, date: '2026-01-13', text: "Great vegetarian options, especially the paneer and the dal makhani." },
      { by: 'ivy-castillo', rating: 4, date: '2026-06-25', text: "A lovely modern dining room and a surprisingly good wine pairing with the rogan josh." },
    ],
  },
  {
    restaurant: 'Bombay Tiffin House',
    reviews: [
      { by: 'raj-patel', rating: 5, date: '2024-04-09', text: "A masala dosa longer than the plate, crisp and lacy, with a proper coconut chutney and sambar.\n\nFilter coffee in steel tumblers, poured back and forth to froth. My mother from Chennai approved, which is the highest compliment I can give." },
      { by: 'june-park', rating: 4, date: '2024-10-01', text: "Fluffy idli and spicy Chettinad chicken. Listen for your number at the counter." },
      { by: 'priscilla-obi', rating: 5, date: '2025-05-06', text: "Light, fermented, delicious South Indian food. The dosa is a must." },
      { by: 'brenda-kaye', rating: 2, date: '2025-11-29', text: "Weekend goat biryani sold out by 7:30 and the dosa I got instead was soggy. Closed Tuesdays." },
      { by: 'yesenia-cruz', rating: 5, date: '2026-07-15', text: "Chettinad chicken with real heat. The biryani is worth the drive to Alliance." },
    ],
  },
  {
    restaurant: 'Chaat Corner',
    reviews: [
      { by: 'raj-patel', rating: 4, date: '2024-08-20', text: "The vada pav tastes like Mumbai. Pani puri you fill yourself is a fun quick snack. Nothing over $10." },
      { by: 'priscilla-obi', rating: 4, date: '2025-06-03', text: "Papdi chaat is crunchy, tangy and sweet at once. Mango lassi is thick and not too sweet." },
      { by: 'kendra-stokes', rating: 3, date: '2026-04-29', text: "Good snacks, only a few stools. Takeout is the move." },
    ],
  },
  {
    restaurant: 'Zatar Mediterranean Grill',
    reviews: [
      { by: 'fatima-haddad', rating: 5, date: '2024-02-01', text: "The hummus is whipped almost fluffy and the pita arrives puffed and hot from the oven.\n\nMy Lebanese grandmother would approve of the fattoush and the smoky baba ghanoush. BYOB, so bring a dry rose." },
      { by: 'caleb-odom', rating: 5, date: '2024-04-24', text: "Chicken shawarma plate for $14 near campus. Huge portion, great garlic sauce." },
      { by: 'molly-schaefer', rating: 5, date: '2024-08-29', text: "Fried cauliflower with tahini is the best vegetarian dish in Fort Worth. Plus great falafel." },
      { by: 'leah-goldberg', rating: 3, date: '2024-12-19', text: "The mixed grill was dry. The hummus and pita were excellent." },
      { by: 'priscilla-obi', rating: 4, date: '2025-04-17', text: "A table of mezze with friends and a bottle we brought. Bright, relaxed, lovely." },
      { by: 'drew-halvorsen', rating: 4, date: '2025-09-25', text: "I didn't know hummus could be this smooth. The pita straight from the oven is dangerous." },
      { by: 'raj-patel', rating: 4, date: '2026-02-26', text: "Mixed grill platter of chicken shish, kofta and lamb for two. Good value." },
      { by: 'ivy-castillo', rating: 4, date: '2026-08-31', text: "BYOB and great mezze. A dry rose works with everything." },
    ],
  },
  {
    restaurant: 'Manara Lebanese Kitchen',
    reviews: [
      { by: 'fatima-haddad', rating: 5, date: '2024-05-02', text: "Kibbeh nayeh as it should be, fresh and bright with mint and good olive oil.\n\nThe whole grilled branzino is simple and perfect. Two brothers, one in the kitchen and one making everyone feel like family." },
      { by: 'carmen-villa', rating: 4, date: '2024-11-22', text: "The mezze for two is the way to sample it all. The belly dancer at 8 was fun for our group." },
      { by: 'victor-okafor', rating: 4, date: '2025-07-24', text: "A white-tablecloth room for a nice dinner on Camp Bowie. Ask for a corner table to avoid becoming part of the show." },
      { by: 'brenda-kaye', rating: 2, date: '2026-02-07', text: "The belly dancer pulled my husband up to dance. I did not come for that. The kibbeh was good." },
      { by: 'grace-whitley', rating: 5, date: '2026-09-29', text: "Gracious hosts, beautiful food. The brothers are lovely men." },
    ],
  },
  {
    restaurant: 'Halab Sweets & Shawarma',
    reviews: [
      { by: 'cody-vance', rating: 5, date: '2024-07-13', text: "Chicken shawarma wrap with garlic toum and pickles at 1:30 a.m. off Exchange Avenue. $10. The best late-night food in the Stockyards." },
      { by: 'fatima-haddad', rating: 5, date: '2025-01-03', text: "Warm kunafa made that morning, with stretchy cheese and syrup. Syrian like my aunt makes it." },
      { by: 'wes-tatum', rating: 4, date: '2025-08-16', text: "Pistachio baklava by day and shawarma by night. Few stools; take it to go." },
    ],
  },
  {
    restaurant: 'Persepolis Kabob House',
    reviews: [
      { by: 'ray-dunlap', rating: 1, date: '2026-03-20', text: "Kabobs were gray and tough. Rice was fine. Forty dollars for two, and we were still hungry." },
      { by: 'fatima-haddad', rating: 4, date: '2024-09-10', text: "Order the tahdig on its own, the crispy saffron rice from the bottom of the pot. Fesenjan with pomegranate and walnut is rich and tangy." },
      { by: 'ben-ochoa', rating: 1, date: '2025-02-26', text: "Dry koobideh and store-bought baklava. The rice was good." },
      { by: 'raj-patel', rating: 3, date: '2025-10-30', text: "Joojeh kabob combo for $24 is fine. The tahdig is the reason to come back." },
      { by: 'june-park', rating: 3, date: '2026-07-01', text: "Saffron rice was lovely, kabobs were ordinary. Skip dessert." },
    ],
  },
  {
    restaurant: "Eddie V's Prime Seafood",
    reviews: [
      { by: 'victor-okafor', rating: 5, date: '2024-01-30', text: "The Chilean sea bass steamed Hong Kong style is silky and fragrant with ginger and soy. Live jazz in the lounge. My top spot for closing a deal." },
      { by: 'ivy-castillo', rating: 5, date: '2024-04-30', text: "My birthday dinner in a booth, whole Maine lobster, jazz drifting over from the lounge. We felt like movie stars." },
      { by: 'katie-lindqvist', rating: 5, date: '2024-08-01', text: "Bar-only happy hour 4 to 7 with $9 cocktails and discounted oysters. All the swank for a fraction of the bill." },
      { by: 'arturo-salinas', rating: 4, date: '2024-11-05', text: "Oysters were perfectly shucked and cold. The lobster was expensive but cooked perfectly." },
      { by: 'brenda-kaye', rating: 3, date: '2025-02-14', text: "Valentine's Day: overbooked, rushed and overpriced. The sea bass was lovely. Go on a normal night." },
      { by: 'grace-whitley', rating: 5, date: '2025-06-21', text: "Our son took us for my husband's retirement dinner. They printed a menu with his name on it. Impeccable service." },
      { by: 'clint-mabry', rating: 4, date: '2025-10-16', text: "Steak is as good as the seafood. Dark, swanky, pricey." },
      { by: 'carmen-villa', rating: 5, date: '2026-02-26', text: "Booked a private dinner for a client event and every detail was handled. The jazz trio was a hit." },
      { by: 'tiffany-le', rating: 4, date: '2026-09-04', text: "Happy hour at the bar is the best way to do Eddie V's. Oysters and an espresso martini." },
    ],
  },
  {
    restaurant: 'Trinity Oyster Bar',
    reviews: [
      { by: 'arturo-salinas', rating: 5, date: '2024-05-14', text: "Sat at the bar and talked with the shuckers about the day’s Gulf and East Coast oysters. $1.50 at happy hour. Skip the calamari, get the grilled redfish." },
      { by: 'ivy-castillo', rating: 4, date: '2025-01-07', text: "The lobster roll is buttery and generous. Oysters at the bar are the fun part." },
      { by: 'gus-pruitt', rating: 2, date: '2025-08-05', text: "Rubbery calamari, as warned. The oysters were fine. Crowded happy hour." },
      { by: 'pete-kowalski', rating: 4, date: '2026-05-26', text: "A dozen oysters and a dry stout at happy hour. Excellent pairing." },
    ],
  },
  {
    restaurant: 'Panther Island Fish Fry',
    reviews: [
      { by: 'gus-pruitt', rating: 4, date: '2024-06-28', text: "Friday fish fry plate, $14, with catfish, shrimp, fries and slaw. The cornmeal crust is crisp and the hushpuppies are sweet." },
      { by: 'sam-fairchild', rating: 4, date: '2025-04-18', text: "Took two baskets to go and ate them on the Trinity Trail. Sweet tea by the quart." },
      { by: 'carmen-villa', rating: 1, date: '2025-10-24', text: "Soggy fries, greasy catfish, and a wait at the counter with nowhere to sit." },
      { by: 'dwayne-ellis', rating: 4, date: '2026-06-05', text: "Catfish like my uncle used to fry on the lake. Closed Sundays." },
    ],
  },
  {
    restaurant: 'Green Gourd Kitchen',
    reviews: [
      { by: 'molly-schaefer', rating: 5, date: '2024-01-31', text: "The chicken-fried cauliflower steak under black pepper gravy converted my meat-loving husband. The cashew mac is better than it has any right to be. Weekend tofu migas are great too." },
      { by: 'amara-johnson', rating: 5, date: '2024-05-25', text: "Dog-friendly patio, blueberry pancake stack, vegan comfort food done right." },
      { by: 'hank-boyd', rating: 3, date: '2024-09-17', text: "My daughter made me come. The cauliflower steak was good. I still don't believe that was cheese." },
      { by: 'priscilla-obi', rating: 5, date: '2025-02-09', text: "Hearty, flavorful, plant-based. Best vegan food in Fort Worth." },
      { by: 'brenda-kaye', rating: 3, date: '2025-07-08', text: "The mac was good, the burger was mushy and the wait was long for a Tuesday." },
      { by: 'sam-fairchild', rating: 4, date: '2025-11-02', text: "Great post-ride brunch. The tofu migas are spicy and filling." },
      { by: 'jordan-hayes', rating: 4, date: '2026-04-15', text: "The kids did not notice the mac was vegan. That is the review." },
    ],
  },
  {
    restaurant: 'Marigold Plant Kitchen',
    reviews: [
      { by: 'caleb-odom', rating: 4, date: '2024-09-04', text: "Turmeric-roasted cauliflower wrap for $12, a grad student favorite. Lentil soup is the best thing under $6." },
      { by: 'molly-schaefer', rating: 4, date: '2025-03-04', text: "Sunny room, good grain bowls. Smoothies are pricey at $9." },
      { by: 'priscilla-obi', rating: 3, date: '2026-01-06', text: "Nice wrap, bland veggie burger. The lentil soup is excellent." },
    ],
  },
  {
    restaurant: 'Jackfruit Social',
    reviews: [
      { by: 'amara-johnson', rating: 4, date: '2024-10-24', text: "Smoked jackfruit on a toasted bun with pickles and onions really does remind you of brisket. Trivia on Thursday is a blast." },
      { by: 'pete-kowalski', rating: 4, date: '2025-05-15', text: "Good craft beer patio. The buffalo tempeh wrap was a surprise hit." },
      { by: 'molly-schaefer', rating: 3, date: '2025-12-11', text: "Loaded sweet potato fries are great. The vegan queso is thin and skippable." },
      { by: 'deshawn-price', rating: 2, date: '2026-07-30', text: "I'm a brisket man and this is not brisket. The sandwich was sweet and mushy. The beer was good." },
    ],
  },
] satisfies SampleReviewSet[];
