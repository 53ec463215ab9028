import type { DemoCategoryGroup } from "./types";

/** Floating Homes, Private Islands. */
export const AFLOAT_LISTINGS: DemoCategoryGroup[] = [
  {
    categoryId: 10,
    listings: [
      {
        name: "Lake Union Float House",
        location: "Seattle, Washington, USA",
        regionId: 1,
        lat: 47.6396,
        lng: -122.3293,
        blurb:
          "A modern float house on Lake Union's eastern shore, with kayaks tied alongside and seaplanes landing across the water.",
      },
      {
        name: "Lake Powell Houseboat",
        location: "Page, Arizona, USA",
        regionId: 3,
        lat: 36.9342,
        lng: -111.4832,
        blurb:
          "A seventy-five-foot houseboat with a rooftop hot tub and waterslide, for exploring the slot canyons of Lake Powell.",
      },
      {
        name: "Alleppey Kettuvallam Houseboat",
        location: "Alappuzha, Kerala, India",
        regionId: 11,
        lat: 9.4981,
        lng: 76.3388,
        blurb:
          "A rice-barge houseboat of jackwood and coir drifting through the Kerala backwaters, with a cook on board and village life on both banks.",
      },
      {
        name: "Dal Lake Cedar Houseboat",
        location: "Srinagar, Jammu and Kashmir, India",
        regionId: 11,
        lat: 34.1151,
        lng: 74.8681,
        blurb: "A carved cedar houseboat moored among the floating gardens of Dal Lake, reached by shikara.",
      },
      {
        name: "Vaxholm Float Villa",
        location: "Vaxholm, Stockholm Archipelago, Sweden",
        regionId: 8,
        lat: 59.4026,
        lng: 18.3514,
        blurb:
          "A floating villa with a rooftop terrace and a ladder straight into the Baltic, a ferry ride from central Stockholm.",
      },
      {
        name: "Ha Long Bay Junk Suite",
        location: "Ha Long Bay, Quảng Ninh, Vietnam",
        regionId: 10,
        lat: 20.9101,
        lng: 107.1839,
        blurb:
          "A private teak junk that anchors overnight among the limestone karsts. Kayak into hidden lagoons before breakfast.",
        featured: true,
      },
      {
        name: "Iquitos Riverboat Suite",
        location: "Iquitos, Loreto, Peru",
        regionId: 18,
        lat: -3.7491,
        lng: -73.2538,
        blurb:
          "A three-cabin riverboat with a chef and naturalist guide, cruising the upper Amazon toward the Pacaya-Samiria reserve.",
        tierLevel: 3,
      },
      {
        name: "Rio Negro Floating Lodge",
        location: "Novo Airão, Amazonas, Brazil",
        regionId: 18,
        lat: -2.6208,
        lng: -60.9436,
        blurb:
          "A floating lodge on the black waters of the Rio Negro, where pink river dolphins surface beside the deck.",
      },
      {
        name: "Aurora Expedition Yacht",
        location: "Home port Monaco; seasonal itineraries worldwide",
        regionId: 0,
        lat: 43.7347,
        lng: 7.4206,
        blurb:
          "A six-cabin expedition yacht that follows the seasons, from the Mediterranean in summer to Antarctica in the austral spring.",
        tierLevel: 3,
      },
      {
        name: "Bay of Islands Float House",
        location: "Russell, Northland, New Zealand",
        regionId: 15,
        lat: -35.2625,
        lng: 174.1222,
        blurb:
          "A cedar float house moored in a sheltered cove of the Bay of Islands, with paddleboards and a dinghy for exploring.",
      },
    ],
  },
  {
    categoryId: 12,
    listings: [
      {
        name: "San Juan Islet Hideaway",
        location: "San Juan Islands, Washington, USA",
        regionId: 1,
        lat: 48.5343,
        lng: -123.0295,
        blurb: "A three-acre islet with a timber-framed main house, where orcas pass the point on summer evenings.",
      },
      {
        name: "Penobscot Bay Private Isle",
        location: "North Haven, Maine, USA",
        regionId: 4,
        lat: 44.1273,
        lng: -68.8717,
        blurb:
          "A shingled cottage on its own spruce-covered island in Penobscot Bay. A lobster boat brings supplies and dinner.",
      },
      {
        name: "Georgian Bay Island Retreat",
        location: "Parry Sound, Ontario, Canada",
        regionId: 5,
        lat: 45.3412,
        lng: -80.0356,
        blurb:
          "A private granite island among the Thirty Thousand Islands, with a cottage, a bunkie and wind-sculpted pines.",
      },
      {
        name: "Dalmatian Stone Islet",
        location: "Šibenik Archipelago, Croatia",
        regionId: 7,
        lat: 43.7272,
        lng: 15.8953,
        blurb:
          "An islet with a restored stone fisherman's house, olive trees and water clear enough to snorkel from the front door.",
      },
      {
        name: "Nagu Skerry House",
        location: "Nagu, Southwest Finland, Finland",
        regionId: 8,
        lat: 60.1931,
        lng: 21.9072,
        blurb:
          "A red timber house on a skerry in the Turku archipelago, with a sauna on the rocks and the midnight sun across the water.",
      },
      {
        name: "El Nido Coral Isle",
        location: "El Nido, Palawan, Philippines",
        regionId: 10,
        lat: 11.1956,
        lng: 119.4017,
        blurb:
          "A private island among Bacuit Bay's limestone cliffs, with three beach villas and a house reef thick with turtles.",
        tierLevel: 3,
      },
      {
        name: "Baa Atoll Lagoon Isle",
        location: "Baa Atoll, Maldives",
        regionId: 11,
        lat: 5.1167,
        lng: 73.0667,
        blurb:
          "<p>A whole island in a UNESCO biosphere reserve, with overwater decks and manta rays in Hanifaru Bay. <strong>Your own dive team</strong> is on staff.</p>",
        featured: true,
        tierLevel: 3,
      },
      {
        name: "Turneffe Caye Retreat",
        location: "Turneffe Atoll, Belize",
        regionId: 16,
        lat: 17.3578,
        lng: -87.8519,
        blurb:
          "A palm-shaded caye on Belize's largest atoll, surrounded by bonefish flats and some of the Caribbean's best wall dives.",
      },
      {
        name: "Bocas del Toro Island House",
        location: "Bocas del Toro, Panama",
        regionId: 16,
        lat: 9.3403,
        lng: -82.2419,
        blurb: "A stilted island house in the Bocas archipelago, ringed by mangroves and coral gardens.",
      },
      {
        name: "Whitsunday Private Isle",
        location: "Whitsunday Islands, Queensland, Australia",
        regionId: 14,
        lat: -20.2833,
        lng: 148.95,
        blurb: "A private island lodge a short sail from Whitehaven Beach, with the Great Barrier Reef on the horizon.",
      },
      {
        name: "Manda Dhow Island House",
        location: "Manda Island, Lamu, Kenya",
        regionId: 13,
        lat: -2.2717,
        lng: 40.9436,
        blurb: "A Swahili-style house of coral stone and carved wood, with a dhow for sunset sails to Lamu old town.",
      },
      {
        name: "Bazaruto Dune Island Villa",
        location: "Bazaruto Archipelago, Mozambique",
        regionId: 12,
        lat: -21.6603,
        lng: 35.4731,
        blurb: "A villa on an island of tall white dunes in the Indian Ocean, where dugongs still graze the seagrass.",
      },
    ],
  },
];
