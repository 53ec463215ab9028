import type { DemoCategoryGroup } from "./types";

/** Glamping, Tiny Homes. */
export const CAMP_LISTINGS: DemoCategoryGroup[] = [
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
        blurb: "A mobile camp that follows the herds, with a wheeled star bed for nights out on the open plains.",
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
        blurb: "Mongolian-style yurts with wool throws and wood-fired tubs, under the brooding ridges of Glencoe.",
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
        blurb: "Bell tents in a grove of young kauri above the Coromandel coast, ten minutes from Hot Water Beach.",
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
