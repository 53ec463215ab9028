import type { DemoCategoryGroup } from "./types";

/** Luxury Cabins, Treehouses, Glamping, Tiny Homes. */
export const WOODS_LISTINGS: DemoCategoryGroup[] = [
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
  {
    categoryId: 3,
    listings: [
      {
        name: "Dune Song Glamp",
        location: "Sossusvlei, Hardap, Namibia",
        regionId: 12,
        lat: -24.7275,
        lng: 15.2922,
        blurb:
          "Canvas suites at the foot of the apricot dunes of Sossusvlei. The roof rolls back so you can sleep under one of the darkest skies on the planet.",
        featured: true,
      },
      {
        name: "Mara River Tented Camp",
        location: "Maasai Mara, Narok, Kenya",
        regionId: 13,
        lat: -1.4061,
        lng: 35.1428,
        blurb:
          "Eight safari tents on the bank of the Mara River, front row for the great migration crossings. Sundowners are taken on a kopje above camp.",
        tierLevel: 3,
      },
      {
        name: "Serengeti Starbed Camp",
        location: "Serengeti, Mara Region, Tanzania",
        regionId: 13,
        lat: -2.3333,
        lng: 34.8333,
        blurb:
          "A mobile camp that follows the herds, with a wheeled star bed for nights out on the open plains.",
      },
      {
        name: "Sagebrush Moon Camp",
        location: "Moab, Utah, USA",
        regionId: 3,
        lat: 38.5733,
        lng: -109.5498,
        blurb:
          "Bell tents and a cedar soaking tub on a slickrock bench between Arches and Canyonlands. The camp's telescope is never idle.",
      },
      {
        name: "Glacier Meadow Safari Tents",
        location: "West Glacier, Montana, USA",
        regionId: 2,
        lat: 48.4953,
        lng: -113.9807,
        blurb:
          "Wall tents with king beds and wood stoves on a meadow at the edge of Glacier National Park, with huckleberry pancakes in the morning.",
      },
      {
        name: "Torres Dome Camp",
        location: "Torres del Paine, Magallanes, Chile",
        regionId: 17,
        lat: -51.0519,
        lng: -72.9872,
        blurb:
          "Geodesic domes facing the granite towers of Torres del Paine. Each has a skylight, a wood stove and a glass door onto the steppe.",
      },
      {
        name: "Highland Heather Yurts",
        location: "Glencoe, Scotland, UK",
        regionId: 8,
        lat: 56.6826,
        lng: -5.1023,
        blurb:
          "Mongolian-style yurts with wool throws and wood-fired tubs, under the brooding ridges of Glencoe.",
      },
      {
        name: "Thar Mirage Tented Camp",
        location: "Jaisalmer, Rajasthan, India",
        regionId: 11,
        lat: 26.9157,
        lng: 70.9083,
        blurb:
          "Hand-embroidered tents among the dunes of the Thar, with dinners of laal maas and Manganiyar musicians by the fire.",
      },
      {
        name: "Kauri Bell Tent Retreat",
        location: "Coromandel, Waikato, New Zealand",
        regionId: 15,
        lat: -36.7578,
        lng: 175.4983,
        blurb:
          "Bell tents in a grove of young kauri above the Coromandel coast, ten minutes from Hot Water Beach.",
      },
      {
        name: "Lavender Field Safari Tents",
        location: "Valensole, Provence, France",
        regionId: 7,
        lat: 43.8378,
        lng: 5.9836,
        blurb:
          "Safari tents pitched between rows of lavender that bloom purple in early July. Breakfast is honey, apricots and fresh bread from the village.",
      },
      {
        name: "Tambopata River Tented Lodge",
        location: "Tambopata, Madre de Dios, Peru",
        regionId: 18,
        lat: -12.8361,
        lng: -69.2906,
        blurb:
          "Open-sided tented suites on the Tambopata River, a short canoe ride from the largest macaw clay lick in the Amazon.",
      },
    ],
  },
  {
    categoryId: 4,
    listings: [
      {
        name: "Mossback Tiny House",
        location: "Hood River, Oregon, USA",
        regionId: 1,
        lat: 45.7054,
        lng: -121.5215,
        blurb:
          "Two hundred square feet of cedar and clever storage in an apple orchard, with Mount Hood filling the picture window.",
      },
      {
        name: "Juniper Wedge Tiny Home",
        location: "Sedona, Arizona, USA",
        regionId: 3,
        lat: 34.8697,
        lng: -111.761,
        blurb:
          "A wedge-shaped tiny home clad in weathering steel, angled toward the red rocks. The outdoor shower is the best seat in the house.",
      },
      {
        name: "Saltbox Micro Cabin",
        location: "Kennebunkport, Maine, USA",
        regionId: 4,
        lat: 43.3615,
        lng: -70.4767,
        blurb:
          "A modern take on the New England saltbox, tucked behind beach roses a short bike ride from Goose Rocks Beach.",
      },
      {
        name: "Laurentian Little House",
        location: "Mont-Tremblant, Quebec, Canada",
        regionId: 5,
        lat: 46.1184,
        lng: -74.5962,
        blurb:
          "A black-clad tiny house on stilts in the Laurentian forest, with a Nordic bath and a lake for morning swims.",
      },
      {
        name: "Hygge Haus Tiny Home",
        location: "Skagen, North Jutland, Denmark",
        regionId: 8,
        lat: 57.7209,
        lng: 10.5839,
        blurb:
          "<p>A whitewashed tiny home in the dunes near Grenen, where two seas meet. <em>Hygge</em> comes standard: candles, wool blankets and a wood stove.</p>",
      },
      {
        name: "Karuizawa Larch Tiny House",
        location: "Karuizawa, Nagano, Japan",
        regionId: 9,
        lat: 36.3484,
        lng: 138.5968,
        blurb:
          "A compact larch house in the highland forest below Mount Asama, with an engawa porch and an onsen pass for the village baths.",
      },
      {
        name: "Blackheath Eco Pod",
        location: "Blackheath, New South Wales, Australia",
        regionId: 14,
        lat: -33.6333,
        lng: 150.2833,
        blurb:
          "An off-grid pod on the cliff edge of the Blue Mountains, powered by the sun and looking over the Grose Valley.",
      },
      {
        name: "Banksia Tiny House",
        location: "Margaret River, Western Australia, Australia",
        regionId: 14,
        lat: -33.9536,
        lng: 115.0739,
        blurb:
          "A tiny house among banksia and marri trees, close to the surf breaks and cellar doors of Margaret River.",
      },
      {
        name: "Kaikoura Ocean-View Tiny Home",
        slug: "kaikoura-ocean-view-tiny-home",
        location: "Kaikōura, Canterbury, New Zealand",
        regionId: 15,
        lat: -42.4008,
        lng: 173.6814,
        blurb:
          "Snow-capped ranges behind, sperm whales offshore: this tiny home on a sheep farm sees both from the bed.",
      },
    ],
  },
];
