import { describe, expect, it, vi } from "vitest";
import { AMENITIES } from "../db/seed/catalog";
import { amenityNote, groupAmenities } from "./amenities";

describe("groupAmenities", () => {
  it("groups in the spec's category order and sorts names", () => {
    const groups = groupAmenities([
      { id: 1, name: "Kayaking", category: "Activities" },
      { id: 2, name: "Wi-Fi", category: "Connectivity" },
      { id: 3, name: "Fishing", category: "Activities" },
      { id: 4, name: "Hot Tub", category: "Wellness" },
      { id: 5, name: "Teleporter", category: "Future" },
    ]);
    expect(groups.map((g) => g.category)).toEqual(["Connectivity", "Wellness", "Activities", "Future"]);
    expect(groups[2]?.items.map((a) => a.name)).toEqual(["Fishing", "Kayaking"]);
  });

  it("is empty for no amenities", () => {
    expect(groupAmenities([])).toEqual([]);
  });
});

describe("amenity notes", () => {
  it("tells the spec's Hiking and Hiking Trails apart, and adds nothing to other names", () => {
    expect(amenityNote("Hiking")).toBe("Guided or nearby hikes");
    expect(amenityNote("Hiking Trails")).toBe("Marked trails from the door");
    expect(amenityNote("Hot Tub")).toBeUndefined();
  });

  it("orders the 40 amenities without localeCompare, whose first call loads collation data on a phone's main thread", () => {
    const localeCompare = vi.spyOn(String.prototype, "localeCompare");
    try {
      const groups = groupAmenities(AMENITIES.map((amenity, id) => ({ id, ...amenity })));
      expect(groups.flatMap((g) => g.items)).toHaveLength(40);
      expect(localeCompare).not.toHaveBeenCalled();
    } finally {
      localeCompare.mockRestore();
    }
  });
});
