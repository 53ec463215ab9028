import type { DemoCategoryGroup } from "./types";

/** Luxury Cabins, Treehouses. */
export const FOREST_LISTINGS: DemoCategoryGroup[] = [
  {
    categoryId: 1,
    listings: [
      {
        name: "Timberline Hearth Cabin",
        location: "Sisters, Oregon, USA",
        regionId: 1,
        lat: 44.2907,
        lng: -121.5492,
        blurb:
          "A cedar-and-glass cabin among ponderosa pines with the Three Sisters framed in the great-room windows. Evenings revolve around the stone hearth and a cedar hot tub on the back deck.",
        featured: true,
      },
      {
        name: "Elkhorn Creek Cabin",
        location: "Big Sky, Montana, USA",
        regionId: 2,
        lat: 45.2847,
        lng: -111.3683,
        blurb:
          "Hand-hewn logs, a wraparound porch and a creek loud enough to fall asleep to. The ski shuttle stops at the end of the lane in winter.",
      },
      {
        name: "Birchwood Sugarhouse Cabin",
        location: "Stowe, Vermont, USA",
        regionId: 4,
        lat: 44.4654,
        lng: -72.6874,
        blurb:
          "<p>A restored sugarhouse turned two-bedroom cabin, set in a working maple stand. <strong>Come in March</strong> and you can help with the season's first boil.</p>",
      },
      {
        name: "Loon Call Cabin",
        location: "Algonquin Highlands, Ontario, Canada",
        regionId: 5,
        lat: 45.2025,
        lng: -78.7986,
        blurb:
          "A timber cabin on a private bay where the loons call at dusk. Canoes wait on the dock and the wood-fired sauna sits right at the water.",
      },
      {
        name: "Fjellro Cabin",
        location: "Hemsedal, Buskerud, Norway",
        regionId: 8,
        lat: 60.8623,
        lng: 8.5533,
        blurb:
          "A turf-roofed Norwegian hytte with a wall of glass facing the valley. Cross-country trails start at the door and the wood stove never quite goes out.",
      },
      {
        name: "Kiso Valley Cedar House",
        location: "Nagiso, Nagano, Japan",
        regionId: 9,
        lat: 35.5906,
        lng: 137.6078,
        blurb:
          "A cedar house beside the old Nakasendo post road, with a hinoki soaking tub and tatami rooms that open onto a moss garden.",
      },
      {
        name: "Wanaka Stone Hut",
        location: "Wanaka, Otago, New Zealand",
        regionId: 15,
        lat: -44.6999,
        lng: 169.1321,
        blurb:
          "A schist-stone hut with a corrugated roof and a fire pit that looks straight down the lake to the Southern Alps.",
      },
      {
        name: "Lenga Forest Cabin",
        location: "El Chaltén, Santa Cruz, Argentina",
        regionId: 17,
        lat: -49.3315,
        lng: -72.8863,
        blurb:
          "A larch-clad cabin in a grove of lenga beech, a short walk from the Fitz Roy trailhead. Dinner is Patagonian lamb on the quincho grill.",
      },
      {
        // Really a desert camp: seeded in the wrong category and region on purpose,
        // so the admin reclassification flow has something to fix.
        name: "Jack's Camp",
        slug: "jacks-camp",
        location: "Makgadikgadi Pans, Botswana",
        regionId: 0,
        lat: -20.4836,
        lng: 25.1497,
        blurb:
          "Canvas pavilions furnished with Persian rugs and campaign chests on the edge of the Makgadikgadi salt pans. Meerkats, zebra migrations and endless flat horizons.",
        tierLevel: 3,
      },
      {
        name: "Blackcomb Alder Cabin",
        location: "Whistler, British Columbia, Canada",
        regionId: 5,
        lat: 50.1163,
        lng: -122.9574,
        blurb:
          "A contemporary alder-and-steel cabin tucked into old-growth forest above Whistler village, with a boot room and a rooftop tub facing the peaks.",
      },
    ],
  },
  {
    categoryId: 2,
    listings: [
      {
        name: "Cedar Hollow Treehouse",
        location: "Issaquah, Washington, USA",
        regionId: 1,
        lat: 47.5301,
        lng: -122.0326,
        blurb:
          "A two-level treehouse wrapped around three western red cedars, reached by a swaying rope bridge. Rain on the copper roof is the only soundtrack.",
        amenities: ["Hot Tub"],
        featured: true,
      },
      {
        name: "Aspen Crown Treehouse",
        location: "Crested Butte, Colorado, USA",
        regionId: 2,
        lat: 38.8697,
        lng: -106.9878,
        blurb:
          "Perched in a grove of quaking aspens that turn pure gold in late September, with a hanging daybed and views across the wildflower meadows.",
        amenities: ["Hot Tub"],
      },
      {
        name: "Maple Loft Treehouse",
        location: "Bethel, Maine, USA",
        regionId: 4,
        lat: 44.4042,
        lng: -70.7906,
        blurb:
          "A snug loft twenty feet up a sugar maple, with a wood stove, a screened porch and a spiral stair you will never tire of climbing.",
      },
      {
        name: "Harads Canopy Nest",
        location: "Harads, Norrbotten, Sweden",
        regionId: 8,
        lat: 66.0817,
        lng: 20.9631,
        blurb:
          "A mirrored pod hung among Lapland pines, nearly invisible from the forest floor. In winter the northern lights play across the skylight above the bed.",
        amenities: ["Hot Tub"],
      },
      {
        name: "Ubud Bamboo Treehouse",
        location: "Ubud, Bali, Indonesia",
        regionId: 10,
        lat: -8.5069,
        lng: 115.2625,
        blurb:
          "<p>Woven entirely from <em>petung</em> bamboo above the Ayung River gorge. Breakfast arrives by basket on a pulley from the jungle below.</p>",
      },
      {
        name: "Kandalama Canopy Treehouse",
        location: "Dambulla, Central Province, Sri Lanka",
        regionId: 11,
        lat: 7.8731,
        lng: 80.7004,
        blurb:
          "A teak treehouse overlooking Kandalama reservoir, with langur monkeys for neighbours and Sigiriya rock on the horizon.",
      },
      {
        name: "Monteverde Cloudline Treehouse",
        location: "Monteverde, Puntarenas, Costa Rica",
        regionId: 16,
        lat: 10.3009,
        lng: -84.8179,
        blurb:
          "Built into a strangler fig inside the cloud forest, where quetzals and hummingbirds pass the balcony at eye level.",
      },
      {
        name: "Kapok Canopy Treehouse",
        location: "Yasuní, Orellana, Ecuador",
        regionId: 18,
        lat: -0.9766,
        lng: -75.8981,
        blurb:
          "A screened platform forty metres up a giant kapok in the Yasuní biosphere. Dawn brings macaws, howler monkeys and a mist that slowly lifts off the river.",
        tierLevel: 2,
      },
      {
        name: "Daintree Rainforest Treehouse",
        location: "Cape Tribulation, Queensland, Australia",
        regionId: 14,
        lat: -16.0883,
        lng: 145.4614,
        blurb:
          "A hardwood treehouse where the oldest rainforest on Earth meets the reef. Cassowaries wander the boardwalk and the beach is ten minutes away.",
      },
      {
        name: "Yellowwood Treehouse",
        location: "Storms River, Eastern Cape, South Africa",
        regionId: 12,
        lat: -34.0197,
        lng: 23.8925,
        blurb:
          "Set high in a centuries-old yellowwood in the Tsitsikamma forest, within earshot of the Indian Ocean surf.",
      },
      {
        name: "Bisoke Bamboo Treehouse",
        location: "Kinigi, Musanze, Rwanda",
        regionId: 13,
        lat: -1.4311,
        lng: 29.5934,
        blurb:
          "A bamboo-and-thatch treehouse on the slopes of the Virunga volcanoes, the base for gorilla treks in Volcanoes National Park.",
      },
    ],
  },
];
