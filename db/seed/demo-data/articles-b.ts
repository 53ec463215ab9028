import type { DemoArticle } from "./types";

export const ARTICLES_B: DemoArticle[] = [
  {
    title: "Why the Best Ski Lodges Are Busier in July",
    authorName: "Henrik Aalto",
    categoryId: 7,
    daysAgo: 150,
    paragraphs: [
      "Ask the owners of our favourite mountain lodges when they are fully booked and many will surprise you. Winter is busy, of course, but midsummer has quietly become their strongest season.",
      "The reasons are easy to understand once you have been. Alpine meadows bloom in late June and July, the lifts run for hikers and mountain bikers, and the air at two thousand metres is a relief from heatwaves in the valleys and cities below.",
      "Summer also changes the mood of a lodge. Dinners move out onto the terrace, the spa becomes a place to recover from long days on the trail, and the fireplace is still lit in the evenings because mountain nights stay cool.",
      "If you are planning a summer mountain trip, book the lodge first and the activities second. Many hosts arrange guides for via ferrata routes, glacier walks or paragliding, and the best slots go early.",
      "And if you still want snow, there is always the glacier. In Zermatt, you can ski in the morning and swim in the afternoon.",
    ],
  },
  {
    title: "Sleeping in Stone: Europe's Cave Houses",
    authorName: "Giulia Romano",
    categoryId: 11,
    daysAgo: 172,
    paragraphs: [
      "People have been living in caves around the Mediterranean for thousands of years, and some of those homes now rank among the most atmospheric places to stay in Europe.",
      "In Matera, in southern Italy, the ancient Sassi districts were once a symbol of poverty. Today their vaulted stone rooms hold candlelit suites, and old cisterns have been turned into plunge pools. Walking the lanes at night feels like stepping back several centuries.",
      "Cappadocia in central Turkey offers something stranger still: rooms carved into the soft rock of its fairy chimneys. Wake before dawn and you can watch a hundred hot-air balloons rise over the valleys from your own terrace.",
      "On Santorini, the traditional <em>yposkafa</em> houses were dug into the caldera cliff to stay cool in summer and warm in winter. In Guadix, in Andalusia, whole neighbourhoods still live underground, their white chimneys poking up from the hillsides.",
      "Whatever the location, cave houses share one quality: a deep, calming stillness. The stone muffles every sound, holds a steady temperature and makes even a short stay feel like a retreat.",
    ],
  },
  {
    title: "Farm Stays and the Return of Slow Travel",
    authorName: "Ruth Haldane",
    categoryId: 9,
    daysAgo: 195,
    paragraphs: [
      "For years, luxury travel meant being waited on. Lately, many of our members want something different: to be part of a place for a while, to learn how their food is grown and to slow down to the rhythm of a working farm.",
      "Farm stays offer exactly that. In Vermont you might help make cheese; in Tuscany, join the olive harvest; in Costa Rica's highlands, pick and roast your own coffee. None of it is compulsory, and the bed is just as comfortable if you skip the chores.",
      "The food is often the highlight. Breakfasts built around eggs from the coop and bread from the farm's own oven set a standard that is hard to match in any hotel.",
      "Families love farm stays for obvious reasons, but they work beautifully for couples too. Evenings are quiet, the stars are bright and the only alarm clock is the rooster.",
    ],
  },
  {
    title: "Behind the Scenes: How We Verify a Wildluxe Property",
    authorName: "Wildluxe Editors",
    categoryId: null,
    daysAgo: 222,
    paragraphs: [
      "Every property on Wildluxe is reviewed before it appears on the site, but only some carry the <strong>verified</strong> badge. Members often ask what it means, so here is how the process works.",
      "First, we check the basics: that the host is who they say they are, that the property exists where the map says it does, and that the photos reflect what guests will actually find.",
      "Next comes the stay itself. A member of our team, or a trusted Luxe Elite member, spends at least one night at the property. They note everything from water pressure and mattress quality to how the host handles a small, deliberately awkward request.",
      "We also look at the setting. A beautiful cabin beside a busy road or a beach villa overlooking a construction site will not be verified, however good the interiors.",
      "Finally, we revisit. Verified properties are checked again at least every two years, and guest reviews from members feed into that decision.",
      "The result is a badge that means something. When you see it, you can book with the confidence that someone who shares your standards has been there first.",
    ],
  },
  {
    title: "An Island for One Party: What a Private Island Stay Involves",
    authorName: "Marcus Bell",
    categoryId: 12,
    memberOnly: true,
    daysAgo: 260,
    paragraphs: [
      "Renting a whole island sounds like a fantasy reserved for film stars. In practice, the private islands on Wildluxe range from a single cottage on a granite rock in Georgian Bay to fully staffed atolls in the Maldives.",
      "Logistics are the first thing to understand. Most islands are reached by boat, seaplane or helicopter, and transfers are usually arranged by the host. Build in a buffer day at either end in case the weather closes in.",
      "Staffing varies widely. Some islands come with a chef, housekeeper and boat captain who live discreetly on site; others hand you the keys and a well-stocked pantry. Neither is better, but knowing which you want avoids surprises.",
      "Think about how many people you are bringing. Islands are at their best when shared with a small group of friends or family, and the cost per head often compares surprisingly well with a top-tier resort.",
      "Most of all, plan to do very little. The real luxury of an island is that nobody else is there. Swim, read, fish, sail and let the days blur together.",
    ],
  },
  {
    title: "The Airstream Renaissance",
    authorName: "Lena Park",
    categoryId: 13,
    memberOnly: true,
    daysAgo: 292,
    paragraphs: [
      "The polished aluminium Airstream has been an American icon since the 1930s. Over the last few years it has enjoyed a second life as one of the most stylish ways to sleep in the wild.",
      "Restorers strip vintage trailers back to the frame and rebuild them with walnut cabinetry, linen upholstery and full bathrooms. Parked on a private mesa in Utah or in a spruce clearing on the Olympic coast, they offer front-row access to places no hotel could be built.",
      "Luxury motorcoaches have followed. Today's best are forty-foot homes on wheels with skylit bedrooms, proper kitchens and solar systems that run everything off-grid for days at a time.",
      "You do not need to drive one to enjoy it. Many hosts deliver and set up the trailer at a beautiful pitch before you arrive, then take care of the packing up when you leave.",
      "It is camping in the way that matters, close to the land and the sky, without giving up a hot shower and a very good mattress.",
    ],
  },
];
