import type { DemoCategoryGroup } from "./types";

/** Lakeside Retreats, Beachfront Escapes. */
export const SHORE_LISTINGS: DemoCategoryGroup[] = [
  {
    categoryId: 5,
    listings: [
      {
        name: "Crescent Lake Boathouse",
        location: "Port Angeles, Washington, USA",
        regionId: 1,
        lat: 48.0906,
        lng: -123.8011,
        blurb:
          "A converted 1920s boathouse on glacier-carved Lake Crescent, its water so clear you can watch trout from the deck.",
      },
      {
        name: "Flathead Shore House",
        location: "Bigfork, Montana, USA",
        regionId: 2,
        lat: 48.0633,
        lng: -114.0726,
        blurb:
          "A shingle-style house with a private pebble beach on Flathead Lake and cherry orchards climbing the hill behind.",
      },
      {
        name: "Winnipesaukee Point Cottage",
        location: "Wolfeboro, New Hampshire, USA",
        regionId: 4,
        lat: 43.5834,
        lng: -71.2075,
        blurb:
          "A classic lake cottage on its own point, with a screened porch, a mahogany runabout and a swim float anchored offshore.",
      },
      {
        name: "Muskoka Granite Retreat",
        location: "Port Carling, Ontario, Canada",
        regionId: 5,
        lat: 45.1174,
        lng: -79.5783,
        blurb:
          "Set on pink granite above Lake Rosseau, with Muskoka chairs on the dock and a two-storey boathouse below.",
        featured: true,
        tierLevel: 2,
      },
      {
        name: "Bellagio Limonaia Villa",
        location: "Bellagio, Lombardy, Italy",
        regionId: 6,
        lat: 45.9867,
        lng: 9.2618,
        blurb:
          "<p>A former lemon house on the shore of Lake Como with its own stone landing. <strong>A vintage Riva</strong> is on call for evening aperitivo runs.</p>",
        tierLevel: 3,
      },
      {
        name: "Hallstatt Lakefront Chalet",
        location: "Hallstatt, Upper Austria, Austria",
        regionId: 6,
        lat: 47.5622,
        lng: 13.6493,
        blurb:
          "A timber chalet a short row from the village, where the mountains drop straight into the Hallstätter See.",
      },
      {
        name: "Saimaa Lakeland Villa",
        location: "Savonlinna, South Savo, Finland",
        regionId: 8,
        lat: 61.8687,
        lng: 28.8789,
        blurb:
          "A pine villa on one of Saimaa's thousand islands, with a smoke sauna and a rowing boat for spotting ringed seals.",
      },
      {
        name: "Phewa Lake Retreat",
        location: "Pokhara, Gandaki, Nepal",
        regionId: 11,
        lat: 28.2096,
        lng: 83.9595,
        blurb: "Stone cottages above Phewa Lake, where Machapuchare's reflection hangs in the water at sunrise.",
      },
      {
        name: "Atitlan Volcano House",
        location: "San Marcos La Laguna, Sololá, Guatemala",
        regionId: 16,
        lat: 14.7242,
        lng: -91.2595,
        blurb:
          "A stone and thatch house on Lake Atitlán facing three volcanoes, reached only by lancha from Panajachel.",
      },
      {
        name: "General Carrera Lake Lodge",
        location: "Puerto Río Tranquilo, Aysén, Chile",
        regionId: 17,
        lat: -46.6225,
        lng: -72.6767,
        blurb: "A lodge on turquoise Lago General Carrera, a kayak paddle away from the swirling Marble Caves.",
      },
    ],
  },
  {
    categoryId: 6,
    listings: [
      {
        name: "Cannon Beach Driftwood House",
        location: "Cannon Beach, Oregon, USA",
        regionId: 1,
        lat: 45.8918,
        lng: -123.9615,
        blurb:
          "A weathered-shingle house above the tide line, looking straight at Haystack Rock. Storm watching here is an art form.",
      },
      {
        name: "Truro Dune Cottage",
        location: "Truro, Massachusetts, USA",
        regionId: 4,
        lat: 41.9935,
        lng: -70.0497,
        blurb:
          "A mid-century cottage in the Cape Cod dunes, with a path through the beach grass to a nearly empty bayside beach.",
      },
      {
        name: "Sarakiniko White Rock House",
        location: "Milos, South Aegean, Greece",
        regionId: 7,
        lat: 36.7569,
        lng: 24.4286,
        blurb:
          "A minimalist Cycladic house above the white volcanic rocks of Sarakiniko, with steps cut down to the sea.",
        featured: true,
      },
      {
        name: "Cadaques Cove House",
        location: "Cadaqués, Catalonia, Spain",
        regionId: 7,
        lat: 42.2888,
        lng: 3.2774,
        blurb:
          "A whitewashed fisherman's house on a private cove of the Costa Brava, the same light that drew Dalí up the coast.",
      },
      {
        name: "Uluwatu Cliff Villa",
        location: "Uluwatu, Bali, Indonesia",
        regionId: 10,
        lat: -8.8291,
        lng: 115.0849,
        blurb:
          "An open-sided villa on the limestone cliffs, with an infinity pool that seems to spill into the Indian Ocean and a funicular to the beach.",
        tierLevel: 2,
      },
      {
        name: "Koh Lanta Palm House",
        location: "Koh Lanta, Krabi, Thailand",
        regionId: 10,
        lat: 7.5973,
        lng: 99.0383,
        blurb:
          "A teak beach house under coconut palms on the quiet southern tip of Koh Lanta, with sunsets over the Andaman Sea.",
      },
      {
        name: "Tangalle Lagoon Beach House",
        location: "Tangalle, Southern Province, Sri Lanka",
        regionId: 11,
        lat: 6.0243,
        lng: 80.7941,
        blurb: "A Geoffrey Bawa-inspired house between a lagoon and a wild, golden beach where turtles nest in season.",
      },
      {
        name: "Byron Bay Sand Villa",
        location: "Byron Bay, New South Wales, Australia",
        regionId: 14,
        lat: -28.6474,
        lng: 153.602,
        blurb:
          "A breezy villa behind the dunes of Wategos Beach, with surfboards in the rack and dolphins in the break.",
      },
      {
        name: "Santa Teresa Surf Villa",
        location: "Santa Teresa, Puntarenas, Costa Rica",
        regionId: 16,
        lat: 9.6406,
        lng: -85.1626,
        blurb:
          "A jungle-backed villa on the Nicoya Peninsula, steps from a beach with consistent surf and blazing sunsets.",
      },
      {
        name: "Plettenberg Bay Beach House",
        location: "Plettenberg Bay, Western Cape, South Africa",
        regionId: 12,
        lat: -34.0527,
        lng: 23.3716,
        blurb: "A glass and stone house on Robberg Beach where southern right whales calve just beyond the breakers.",
      },
      {
        name: "Matemwe Coral House",
        location: "Matemwe, Zanzibar, Tanzania",
        regionId: 13,
        lat: -5.8667,
        lng: 39.3583,
        blurb:
          "A coral-stone house with a makuti roof on Zanzibar's northeast coast, where dhows sail out over the turquoise reef at low tide.",
      },
      {
        name: "Jeju Basalt Stone House",
        location: "Jeju Island, Jeju, South Korea",
        regionId: 9,
        lat: 33.2541,
        lng: 126.5601,
        blurb:
          "A basalt-walled house on the Jeju coast with a tangerine grove, an outdoor bath and the haenyeo divers' bay below.",
      },
    ],
  },
];
