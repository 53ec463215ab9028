import type { DemoCategoryGroup } from "./types";

/** Mountain Lodges, Desert Oases, Farm Stays, Cave Dwellings, Luxury RV Camping. */
export const LAND_LISTINGS: DemoCategoryGroup[] = [
  {
    categoryId: 7,
    listings: [
      {
        name: "Silver Fir Lodge",
        location: "Glacier, Washington, USA",
        regionId: 1,
        lat: 48.8876,
        lng: -121.9443,
        blurb:
          "A timber lodge at the foot of Mount Baker, with a boot dryer, a library and snowshoe trails straight from the door.",
      },
      {
        name: "Maroon Bells Lodge",
        location: "Aspen, Colorado, USA",
        regionId: 2,
        lat: 39.1911,
        lng: -106.8175,
        blurb:
          "A stone-and-timber lodge with a private ski valet, a heated pool and the twin Maroon Bells filling the west windows.",
        tierLevel: 3,
      },
      {
        name: "Teton Ridge Lodge",
        location: "Jackson, Wyoming, USA",
        regionId: 2,
        lat: 43.4799,
        lng: -110.7624,
        blurb:
          "A ridge-top lodge looking across Jackson Hole to the Grand Teton. Moose graze the willows below the terrace.",
      },
      {
        name: "Pinkham Notch Lodge",
        location: "Jackson, New Hampshire, USA",
        regionId: 4,
        lat: 44.1431,
        lng: -71.1803,
        blurb:
          "A rambling shingled lodge below Mount Washington, with a fieldstone fireplace big enough to stand in.",
      },
      {
        name: "Kicking Horse Timber Lodge",
        location: "Golden, British Columbia, Canada",
        regionId: 5,
        lat: 51.2979,
        lng: -116.9631,
        blurb:
          "A post-and-beam lodge on the Columbia River benchlands, with heli-skiing in the Purcells on clear winter mornings.",
      },
      {
        name: "Matterhorn View Chalet",
        location: "Zermatt, Valais, Switzerland",
        regionId: 6,
        lat: 46.0207,
        lng: 7.7491,
        blurb:
          "<p>A larch chalet in car-free Zermatt with the Matterhorn framed in every bedroom. <em>Ski home</em> to the door, then into the private spa.</p>",
        tierLevel: 3,
      },
      {
        name: "Cortina Larchwood Lodge",
        location: "Cortina d'Ampezzo, Veneto, Italy",
        regionId: 6,
        lat: 46.5405,
        lng: 12.1357,
        blurb:
          "A Dolomite lodge of old larch and loden, where the pale peaks glow pink at dusk during the enrosadira.",
      },
      {
        name: "Aiguille Chalet",
        location: "Chamonix, Haute-Savoie, France",
        regionId: 6,
        lat: 45.9237,
        lng: 6.8694,
        blurb:
          "A chalet facing the Aiguille du Midi and the Mont Blanc glaciers, with a boot room, sauna and chef-cooked raclette nights.",
      },
      {
        name: "Hakuba Powder Lodge",
        location: "Hakuba, Nagano, Japan",
        regionId: 9,
        lat: 36.6982,
        lng: 137.8318,
        blurb:
          "A modern lodge in the Japanese Alps with a private onsen and the famous Hakuba powder on the doorstep.",
      },
      {
        name: "Himalayan Cedar Lodge",
        location: "Manali, Himachal Pradesh, India",
        regionId: 11,
        lat: 32.2432,
        lng: 77.1892,
        blurb:
          "A deodar-wood lodge in an apple orchard above the Beas River, with the Pir Panjal range rising behind.",
      },
      {
        name: "Remarkables Lodge",
        location: "Queenstown, Otago, New Zealand",
        regionId: 15,
        lat: -45.0312,
        lng: 168.6626,
        blurb:
          "A lodge of schist and glass on the shores of Lake Wakatipu, right below the jagged Remarkables range.",
      },
    ],
  },
  {
    categoryId: 8,
    listings: [
      {
        name: "Mojave Moonrise House",
        location: "Joshua Tree, California, USA",
        regionId: 3,
        lat: 34.1347,
        lng: -116.3131,
        blurb:
          "A low concrete house among boulders and Joshua trees, with a cowboy tub and an open-air bed for meteor showers.",
        featured: true,
      },
      {
        name: "Slickrock Mesa House",
        location: "Big Water, Utah, USA",
        regionId: 3,
        lat: 37.0775,
        lng: -111.6638,
        blurb:
          "A mesa-top house built into the sandstone, with a pool carved around a rock outcrop and slot canyons to explore nearby.",
        tierLevel: 3,
      },
      {
        name: "Ocotillo Courtyard Casita",
        location: "Tucson, Arizona, USA",
        regionId: 3,
        lat: 32.2545,
        lng: -110.9208,
        blurb:
          "A rammed-earth casita around a courtyard of ocotillo and palo verde, with the Catalina Mountains glowing at sunset.",
      },
      {
        name: "Abiquiu Red Rock Adobe",
        location: "Abiquiú, New Mexico, USA",
        regionId: 3,
        lat: 36.2075,
        lng: -106.3194,
        blurb:
          "A traditional adobe with kiva fireplaces in the cliff country Georgia O'Keeffe painted, under vast New Mexico skies.",
      },
      {
        name: "Tabernas Desert Cortijo",
        location: "Tabernas, Andalusia, Spain",
        regionId: 7,
        lat: 37.0489,
        lng: -2.3907,
        blurb:
          "A restored cortijo in Europe's only true desert, with a plunge pool, an olive grove and the badlands of spaghetti-western fame.",
      },
      {
        name: "Nubra Valley Dune House",
        location: "Hunder, Ladakh, India",
        regionId: 11,
        lat: 34.5801,
        lng: 77.4836,
        blurb:
          "A mud-brick house among the high-altitude dunes of Nubra, where double-humped camels graze beneath snowy peaks.",
      },
      {
        name: "Kalahari Red Dune Lodge",
        location: "Kgalagadi, Northern Cape, South Africa",
        regionId: 12,
        lat: -26.4728,
        lng: 20.6114,
        blurb:
          "Sand-coloured suites on a red dune crest in the Kalahari, looking out over a waterhole visited by black-maned lions.",
      },
      {
        name: "Namib Fog Villa",
        location: "Swakopmund, Erongo, Namibia",
        regionId: 12,
        lat: -22.6784,
        lng: 14.5266,
        blurb:
          "A villa where the Namib's dunes meet the Atlantic, wrapped each morning in the fog that keeps the desert alive.",
      },
      {
        name: "Samburu Doum Palm Oasis",
        location: "Samburu, Samburu County, Kenya",
        regionId: 13,
        lat: 0.6017,
        lng: 37.5336,
        blurb:
          "Stone-and-thatch bandas in a doum palm grove along the Ewaso Ng'iro, where reticulated giraffe come down to drink.",
      },
      {
        name: "Uluru Spinifex Pavilion",
        location: "Yulara, Northern Territory, Australia",
        regionId: 14,
        lat: -25.2406,
        lng: 130.9889,
        blurb:
          "Canvas-roofed pavilions in the spinifex dunes, each with a clear view of Uluru changing colour through the day.",
      },
      {
        name: "Flinders Ochre House",
        location: "Flinders Ranges, South Australia, Australia",
        regionId: 14,
        lat: -31.5,
        lng: 138.6,
        blurb:
          "A shearers' quarters turned ochre-walled retreat beside Wilpena Pound, with a fire pit and a sky full of stars.",
      },
    ],
  },
  {
    categoryId: 9,
    listings: [
      {
        name: "Willamette Orchard Farmhouse",
        location: "Dundee, Oregon, USA",
        regionId: 1,
        lat: 45.2779,
        lng: -123.0101,
        blurb:
          "A white farmhouse among hazelnut orchards and pinot noir vineyards in the Dundee Hills.",
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
        blurb:
          "A 1790s farmstead with a dairy barn, a cheese cave and fields that run down to the Ottauquechee River.",
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
        blurb:
          "A restored villa in a stone-fruit orchard below Te Mata Peak, with bikes for the wineries trail.",
      },
      {
        name: "Tarrazu Coffee Finca",
        location: "San Marcos de Tarrazú, San José, Costa Rica",
        regionId: 16,
        lat: 9.6607,
        lng: -84.0207,
        blurb:
          "A family coffee finca in the highlands, where you can pick, roast and brew your own cup.",
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
        blurb:
          "A whitewashed cave home with a chimney poking out of the hillside, cool in summer and cosy all winter.",
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
        blurb:
          "An underground home in the opal capital, a steady twenty-four degrees while the desert bakes above.",
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
        blurb:
          "A polished Airstream in a clearing of Sitka spruce, ten minutes from the sea stacks of Rialto Beach.",
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
        blurb:
          "A lovingly restored 1960s caravan on a meadow above the Engadin lakes, with a copper bathtub outside.",
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
        blurb:
          "An off-road caravan with a swag deck and solar power, set up in the West MacDonnell Ranges.",
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
