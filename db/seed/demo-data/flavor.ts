/** Per-category pools the demo seeder draws from: closing lines, likely amenities and AI tags. */
export type CategoryFlavor = {
  closings: string[];
  amenities: string[];
  tags: string[];
};

export const COMMON_AMENITIES = [
  "Wi-Fi",
  "Kitchen",
  "Free Parking",
  "Breakfast",
  "Concierge",
  "Washer/Dryer",
  "Pet Friendly",
  "EV Charger",
  "Smart Home",
  "Private Chef",
  "Hiking",
  "Hiking Trails",
];

export const COMMON_TAGS = [
  "Romantic getaway",
  "Secluded",
  "Family friendly",
  "Remote work ready",
  "Eco-conscious",
  "Dark-sky stargazing",
  "Wildlife nearby",
  "Photographer's favourite",
  "Design-led",
  "Digital detox",
];

export const FLAVOR: Record<number, CategoryFlavor> = {
  1: {
    closings: [
      "Firewood is stacked and the linens are heavy Belgian flax.",
      "A welcome hamper of local bread, cheese and wine waits on arrival.",
      "Trails lead from the porch into miles of quiet forest.",
      "It sleeps four, though most guests come as two.",
    ],
    amenities: ["Fireplace", "Hot Tub", "Kitchen", "Wi-Fi", "Free Parking", "Hiking Trails", "Fishing", "Wine Cellar", "Skiing"],
    tags: ["Cosy fireplace", "Forest setting", "Hot tub under the stars", "Winter escape", "Cabin chic"],
  },
  2: {
    closings: [
      "The treehouse is built without a single nail driven into the host tree.",
      "Binoculars and a field guide sit on the windowsill.",
      "Children under ten are not allowed, for the sake of everyone's nerves.",
      "Breakfast is served on the platform whenever you wake.",
    ],
    amenities: ["Breakfast", "Wi-Fi", "Hiking Trails", "Climbing", "Spa Services", "Concierge", "Biking"],
    tags: ["Canopy views", "Birdwatching", "Unique architecture", "Adventure", "Rope bridge"],
  },
  3: {
    closings: [
      "Every tent has an en-suite bathroom with a rain shower.",
      "Guides lead game drives and night walks from camp.",
      "Meals are served communally around a long table under the stars.",
      "Solar power and bucket showers keep the footprint light.",
    ],
    amenities: ["Breakfast", "Private Chef", "Horseback Riding", "Balloon Rides", "Hiking", "Spa Services", "Concierge", "Helicopter Rides"],
    tags: ["Safari", "Under canvas", "Stargazing deck", "Off-grid", "Sundowners"],
  },
  4: {
    closings: [
      "Every inch is put to use, from the fold-down desk to the storage stair.",
      "The host built it by hand over two summers.",
      "It runs mostly on solar and collected rainwater.",
      "Perfect for two, with a sleeping loft under a skylight.",
    ],
    amenities: ["Kitchen", "Wi-Fi", "Smart Home", "Free Parking", "Pet Friendly", "Hot Tub", "Biking", "EV Charger"],
    tags: ["Small footprint", "Minimalist design", "Off-grid", "Solo traveler", "Clever storage"],
  },
  5: {
    closings: [
      "Canoes, paddleboards and life jackets are in the boathouse.",
      "The water is warm enough for swimming from July to September.",
      "Mornings bring mist on the lake and loons, or herons, on the shoreline.",
      "A wood-fired sauna sits a few steps from the water.",
    ],
    amenities: ["Boat Dock", "Canoeing", "Kayaking", "Fishing", "Fireplace", "Boating", "Sailing", "Hot Tub", "Kitchen"],
    tags: ["Lake views", "Swimming", "Private dock", "Paddling", "Sunset over water"],
  },
  6: {
    closings: [
      "Beach towels, loungers and a parasol are set up on the sand each morning.",
      "The sound of the surf is with you in every room.",
      "Seafood is bought straight from the boats for dinner.",
      "Snorkelling gear and boards are on hand.",
    ],
    amenities: ["Private Beach", "Pool", "Air Conditioning", "Sailing", "Kayaking", "Room Service", "Spa Services", "Boating"],
    tags: ["Oceanfront", "Surf", "Snorkelling", "Sunset views", "Barefoot luxury"],
  },
  7: {
    closings: [
      "A private chef can be booked for fondue and game dinners.",
      "Ski passes, guides and boot fitting are arranged before you arrive.",
      "In summer the same slopes become wildflower hiking country.",
      "The spa has a sauna, steam room and an outdoor tub facing the peaks.",
    ],
    amenities: ["Ski-in/Ski-out", "Skiing", "Fireplace", "Hot Tub", "Spa Services", "Gym", "Private Chef", "Climbing", "Helicopter Rides", "Wine Cellar"],
    tags: ["Ski season", "Alpine views", "Après-ski", "Mountain air", "Summer hiking"],
  },
  8: {
    closings: [
      "Nights are cold and silent, with the Milky Way overhead.",
      "Shade, deep walls and a plunge pool keep the midday heat at bay.",
      "Guided walks set out at dawn, when the light is at its best.",
      "A telescope and a star chart are left for guests.",
    ],
    amenities: ["Pool", "Air Conditioning", "Hot Tub", "ATV Rides", "Hiking", "Balloon Rides", "Spa Services", "Horseback Riding"],
    tags: ["Stargazing", "Desert light", "Silence", "Golden hour", "Sculptural landscape"],
  },
  9: {
    closings: [
      "Eggs come from the coop and vegetables from the kitchen garden.",
      "Guests are welcome to join the morning chores or skip them entirely.",
      "Tastings of the farm's own produce are included.",
      "Bicycles are provided for exploring the back roads.",
    ],
    amenities: ["Breakfast", "Kitchen", "Horseback Riding", "Biking", "Pet Friendly", "Wine Cellar", "Fishing", "Free Parking", "Sports Shooting"],
    tags: ["Farm to table", "Vineyard", "Slow travel", "Kids love it", "Animals on site"],
  },
  10: {
    closings: [
      "The gentle rocking of the water is the best sleep aid there is.",
      "A skipper and cook can be added for longer trips.",
      "Swim straight off the deck whenever you like.",
      "Moorings are changed with the seasons for the best views.",
    ],
    amenities: ["Boat Dock", "Boating", "Fishing", "Kayaking", "Private Chef", "Sailing", "Air Conditioning", "Concierge"],
    tags: ["On the water", "Houseboat", "Swim from deck", "River life", "Sunrise on water"],
  },
  11: {
    closings: [
      "The rock keeps the rooms cool in summer and warm in winter.",
      "Niches carved into the walls hold candles and books.",
      "The stone has been lived in for centuries.",
      "Breakfast is served on a terrace in the open air.",
    ],
    amenities: ["Breakfast", "Hot Tub", "Spa Services", "Wi-Fi", "Concierge", "Balloon Rides", "Climbing", "Hiking"],
    tags: ["Historic", "Carved in stone", "Naturally cool", "Unique architecture", "Candlelit"],
  },
  12: {
    closings: [
      "The whole island is yours, with staff who keep well out of sight.",
      "Transfers are by boat or seaplane from the nearest harbour.",
      "Snorkelling, fishing and sailing gear are all on the island.",
      "There is no one else for miles in any direction.",
    ],
    amenities: ["Private Beach", "Boat Dock", "Helicopter Pad", "Private Chef", "Sailing", "Fishing", "Kayaking", "Spa Services", "Room Service", "Concierge"],
    tags: ["Total privacy", "Island life", "Castaway", "Snorkelling", "Exclusive use"],
  },
  13: {
    closings: [
      "Linens, a Nespresso machine and an outdoor kitchen come with it.",
      "The pitch is private, with a fire pit and a view to itself.",
      "It can be delivered, set up and packed away by the host.",
      "Solar panels keep the lights and fridge running off-grid.",
    ],
    amenities: ["Kitchen", "EV Charger", "Free Parking", "Hiking Trails", "Biking", "ATV Rides", "Fishing", "Pet Friendly", "Wi-Fi"],
    tags: ["Road trip", "Vintage Airstream", "Off-grid", "Campfire", "Freedom to roam"],
  },
};
