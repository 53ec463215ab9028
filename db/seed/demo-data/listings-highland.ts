import type { DemoCategoryGroup } from "./types";

/** Mountain Lodges, Desert Oases. */
export const HIGHLAND_LISTINGS: DemoCategoryGroup[] = [
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
        blurb: "A rambling shingled lodge below Mount Washington, with a fieldstone fireplace big enough to stand in.",
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
        blurb: "A Dolomite lodge of old larch and loden, where the pale peaks glow pink at dusk during the enrosadira.",
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
        blurb: "A modern lodge in the Japanese Alps with a private onsen and the famous Hakuba powder on the doorstep.",
      },
      {
        name: "Himalayan Cedar Lodge",
        location: "Manali, Himachal Pradesh, India",
        regionId: 11,
        lat: 32.2432,
        lng: 77.1892,
        blurb: "A deodar-wood lodge in an apple orchard above the Beas River, with the Pir Panjal range rising behind.",
      },
      {
        name: "Remarkables Lodge",
        location: "Queenstown, Otago, New Zealand",
        regionId: 15,
        lat: -45.0312,
        lng: 168.6626,
        blurb: "A lodge of schist and glass on the shores of Lake Wakatipu, right below the jagged Remarkables range.",
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
];
