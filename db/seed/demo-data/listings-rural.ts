import type { DemoCategoryGroup } from "./types";

/** Farm Stays, Cave Dwellings, Luxury RV Camping. */
export const RURAL_LISTINGS: DemoCategoryGroup[] = [
  {
    categoryId: 9,
    listings: [
      {
        name: "Willamette Orchard Farmhouse",
        location: "Dundee, Oregon, USA",
        regionId: 1,
        lat: 45.2779,
        lng: -123.0101,
        blurb: "A white farmhouse among hazelnut orchards and pinot noir vineyards in the Dundee Hills.",
      },
      {
        name: "Paradise Valley Ranch House",
        location: "Livingston, Montana, USA",
        regionId: 2,
        lat: 45.6624,
        lng: -110.5607,
        blurb:
          "A working cattle ranch on the Yellowstone River, where mornings start in the saddle and end with fly-fishing at dusk.",
      },
      {
        name: "Hollyhock Farmstead",
        location: "Woodstock, Vermont, USA",
        regionId: 4,
        lat: 43.6242,
        lng: -72.5185,
        blurb: "A 1790s farmstead with a dairy barn, a cheese cave and fields that run down to the Ottauquechee River.",
      },
      {
        name: "Montalcino Olive Grove Farmhouse",
        location: "Montalcino, Tuscany, Italy",
        regionId: 7,
        lat: 43.0582,
        lng: 11.4893,
        blurb:
          "<p>A stone <em>podere</em> among olive groves and Brunello vineyards, with a pool looking across the Val d'Orcia.</p>",
        featured: true,
      },
      {
        name: "Orkney Croft House",
        location: "Orkney, Scotland, UK",
        regionId: 8,
        lat: 59.0,
        lng: -3.0,
        blurb:
          "A flagstone croft on a working sheep farm, with Neolithic standing stones and sea cliffs a short walk away.",
      },
      {
        name: "Yuanyang Rice Terrace Farmhouse",
        location: "Yuanyang, Yunnan, China",
        regionId: 9,
        lat: 23.1208,
        lng: 102.8322,
        blurb:
          "A Hani mushroom-roofed farmhouse above the Yuanyang terraces, which turn into a mirror of the sky when flooded in spring.",
      },
      {
        name: "Mae Rim Rice Barn",
        location: "Mae Rim, Chiang Mai, Thailand",
        regionId: 10,
        lat: 18.9135,
        lng: 98.9448,
        blurb:
          "A teak rice barn turned suite on an organic farm in the hills north of Chiang Mai, with cooking classes in the garden.",
      },
      {
        name: "Munnar Tea Estate Bungalow",
        location: "Munnar, Kerala, India",
        regionId: 11,
        lat: 10.0889,
        lng: 77.0595,
        blurb:
          "A colonial planter's bungalow in a sea of tea, with a butler, a log fire and estate walks at first light.",
      },
      {
        name: "Franschhoek Fynbos Farm",
        location: "Franschhoek, Western Cape, South Africa",
        regionId: 12,
        lat: -33.9133,
        lng: 19.1169,
        blurb:
          "A Cape Dutch farmhouse on a vineyard and fynbos estate, with wine tastings in the cellar and horses for the mountain trails.",
      },
      {
        name: "Hunter Valley Vineyard Cottage",
        location: "Pokolbin, New South Wales, Australia",
        regionId: 14,
        lat: -32.7833,
        lng: 151.2917,
        blurb:
          "A slab-timber cottage among semillon vines, with kangaroos at dawn and balloon flights over the valley.",
      },
      {
        name: "Havelock North Orchard Cottage",
        location: "Havelock North, Hawke's Bay, New Zealand",
        regionId: 15,
        lat: -39.6697,
        lng: 176.8797,
        blurb: "A restored villa in a stone-fruit orchard below Te Mata Peak, with bikes for the wineries trail.",
      },
      {
        name: "Tarrazu Coffee Finca",
        location: "San Marcos de Tarrazú, San José, Costa Rica",
        regionId: 16,
        lat: 9.6607,
        lng: -84.0207,
        blurb: "A family coffee finca in the highlands, where you can pick, roast and brew your own cup.",
      },
      {
        name: "Lago Argentino Estancia",
        location: "El Calafate, Santa Cruz, Argentina",
        regionId: 17,
        lat: -50.3379,
        lng: -72.2648,
        blurb:
          "A sheep estancia on the shores of Lago Argentino, with gaucho asados and a day trip to the Perito Moreno glacier.",
      },
    ],
  },
  {
    categoryId: 11,
    listings: [
      {
        name: "Goreme Fairy Chimney Suite",
        location: "Göreme, Nevşehir, Turkey",
        regionId: 7,
        lat: 38.6431,
        lng: 34.8289,
        blurb:
          "A suite carved into a Cappadocian fairy chimney, with a terrace for watching a hundred balloons rise at dawn.",
        featured: true,
      },
      {
        name: "Matera Sassi Cave House",
        location: "Matera, Basilicata, Italy",
        regionId: 7,
        lat: 40.6664,
        lng: 16.6043,
        blurb:
          "A candlelit cave house in the ancient Sassi, with vaulted stone rooms and a private cistern turned plunge pool.",
      },
      {
        name: "Oia Cave House",
        location: "Oia, Santorini, Greece",
        regionId: 7,
        lat: 36.4618,
        lng: 25.3753,
        blurb:
          "A traditional yposkafo cave house dug into the caldera cliff, with a heated plunge pool and the famous Oia sunset.",
        tierLevel: 2,
      },
      {
        name: "Guadix Troglodyte Casa",
        location: "Guadix, Andalusia, Spain",
        regionId: 7,
        lat: 37.2996,
        lng: -3.1364,
        blurb: "A whitewashed cave home with a chimney poking out of the hillside, cool in summer and cosy all winter.",
      },
      {
        name: "Sandstone Cliff Dwelling",
        location: "Farmington, New Mexico, USA",
        regionId: 3,
        lat: 36.7281,
        lng: -108.2187,
        blurb:
          "A dwelling excavated seventy feet into a sandstone cliff, reached by ladder, with a waterfall shower and a juniper-wood fire.",
      },
      {
        name: "Coober Pedy Opal Dugout",
        location: "Coober Pedy, South Australia, Australia",
        regionId: 14,
        lat: -29.0135,
        lng: 134.7544,
        blurb: "An underground home in the opal capital, a steady twenty-four degrees while the desert bakes above.",
      },
      {
        name: "Waitomo Limestone Cave Suite",
        location: "Waitomo, Waikato, New Zealand",
        regionId: 15,
        lat: -38.2606,
        lng: 175.1039,
        blurb:
          "A suite set into a limestone bluff near the Waitomo glowworm caves, with a bath that looks out onto native bush.",
      },
      {
        name: "Loess Terrace Yaodong",
        location: "Pingyao, Shanxi, China",
        regionId: 9,
        lat: 37.2009,
        lng: 112.1781,
        blurb:
          "An arched yaodong dug into the loess plateau, warmed by a traditional kang bed-stove, near Pingyao's walled old town.",
      },
      {
        name: "Drakensberg Sandstone Cave Lodge",
        location: "Clarens, Free State, South Africa",
        regionId: 12,
        lat: -28.5186,
        lng: 28.4192,
        blurb:
          "Rooms built into a sandstone overhang with San rock art nearby and the golden cliffs of the Maluti range all around.",
      },
      {
        name: "Lalibela Rock Retreat",
        location: "Lalibela, Amhara, Ethiopia",
        regionId: 13,
        lat: 12.0317,
        lng: 39.0472,
        blurb:
          "A rock-hewn retreat on the escarpment above Lalibela, a walk from the twelfth-century churches carved from single stones.",
      },
    ],
  },
  {
    categoryId: 13,
    listings: [
      {
        name: "Canyonlands Airstream Suite",
        location: "Moab, Utah, USA",
        regionId: 3,
        lat: 38.6011,
        lng: -109.5936,
        blurb:
          "A restored 1970s Airstream with a walnut interior, parked on a private mesa between two national parks.",
        featured: true,
      },
      {
        name: "Olympic Coast Airstream",
        location: "Forks, Washington, USA",
        regionId: 1,
        lat: 47.9504,
        lng: -124.3855,
        blurb: "A polished Airstream in a clearing of Sitka spruce, ten minutes from the sea stacks of Rialto Beach.",
      },
      {
        name: "Yellowstone Gateway Motorcoach",
        location: "West Yellowstone, Montana, USA",
        regionId: 2,
        lat: 44.6621,
        lng: -111.1041,
        blurb:
          "A forty-foot luxury motorcoach on a riverside pad, with a fire pit, an e-bike pair and early-entry park passes.",
      },
      {
        name: "Acadia Coastal Caravan",
        location: "Bar Harbor, Maine, USA",
        regionId: 4,
        lat: 44.3876,
        lng: -68.2039,
        blurb:
          "A vintage caravan on a granite headland near Acadia, with lobster rolls delivered and the sunrise over Frenchman Bay.",
      },
      {
        name: "Yukon Aurora Motorcoach",
        location: "Whitehorse, Yukon, Canada",
        regionId: 5,
        lat: 60.7212,
        lng: -135.0568,
        blurb:
          "A winterised motorcoach with a skylight bedroom, parked far from any lights for long nights of aurora viewing.",
      },
      {
        name: "Engadin Vintage Caravan",
        location: "St. Moritz, Graubünden, Switzerland",
        regionId: 6,
        lat: 46.4908,
        lng: 9.8355,
        blurb: "A lovingly restored 1960s caravan on a meadow above the Engadin lakes, with a copper bathtub outside.",
      },
      {
        name: "Ring Road Expedition Camper",
        location: "Reykjavík, Capital Region, Iceland",
        regionId: 8,
        lat: 64.1466,
        lng: -21.9426,
        blurb:
          "A four-wheel-drive expedition camper with a heated rooftop tent, ready for the Ring Road and the F-roads of the highlands.",
      },
      {
        name: "Outback Luxury Caravan",
        location: "Alice Springs, Northern Territory, Australia",
        regionId: 14,
        lat: -23.698,
        lng: 133.8807,
        blurb: "An off-road caravan with a swag deck and solar power, set up in the West MacDonnell Ranges.",
      },
      {
        name: "Fiordland Motorhome Suite",
        location: "Te Anau, Southland, New Zealand",
        regionId: 15,
        lat: -45.4145,
        lng: 167.7181,
        blurb:
          "A designer motorhome for the road to Milford Sound, with a glass-roofed lounge for waterfalls and keas.",
      },
      {
        name: "Carretera Austral Overland Camper",
        location: "Coyhaique, Aysén, Chile",
        regionId: 17,
        lat: -45.5712,
        lng: -72.0685,
        blurb:
          "An overland camper fitted out for the Carretera Austral, with hot springs, hanging glaciers and fjords along the way.",
      },
      {
        name: "Nomad Overland Expedition Truck",
        location: "Departs Windhoek, Namibia; routes on five continents",
        regionId: 0,
        lat: -22.5609,
        lng: 17.0658,
        blurb:
          "A custom expedition truck with a queen bed, shower and espresso machine, driven by a guide on routes across five continents.",
      },
    ],
  },
];
