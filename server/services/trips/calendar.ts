import ICAL from "ical.js";
import type { Db } from "../../../db/client";
import { badRequest } from "../../lib/errors";
import { icsText } from "../../lib/ics";
import { memberTrip } from "./access";
import { tripBoard, type TripViewer } from "./board";
import { addDays, nightsBetween } from "./dates";

type CalendarTrip = {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
  updatedAt: Date;
  stays: { name: string; location: string; slug: string }[];
};

const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  });

/**
 * One all-day VEVENT from check-in through check-out. DTEND of an all-day event is exclusive
 * (RFC 5545 3.6.1), so it is the day after check-out: calendars then show the travel home too.
 * The text is escaped and folded as RFC 5545 asks (server/lib/ics.ts).
 */
function tripIcs(trip: CalendarTrip, appUrl: string, stamp: Date): string {
  const boardUrl = `${appUrl}/trip-planning/${trip.id}`;
  const nights = nightsBetween(trip.startDate, trip.endDate);
  const calendar = new ICAL.Component(["vcalendar", [], []]);
  calendar.updatePropertyWithValue("version", "2.0");
  calendar.updatePropertyWithValue("prodid", "-//Wildluxe//Trip planning//EN");
  calendar.updatePropertyWithValue("calscale", "GREGORIAN");
  calendar.updatePropertyWithValue("method", "PUBLISH");
  calendar.updatePropertyWithValue("x-wr-calname", trip.name);

  const event = new ICAL.Component("vevent");
  event.updatePropertyWithValue("uid", `trip-${trip.id}@${new URL(appUrl).host}`);
  event.updatePropertyWithValue("dtstamp", ICAL.Time.fromJSDate(stamp, true));
  event.updatePropertyWithValue("last-modified", ICAL.Time.fromJSDate(trip.updatedAt, true));
  event.updatePropertyWithValue("dtstart", ICAL.Time.fromDateString(trip.startDate));
  event.updatePropertyWithValue("dtend", ICAL.Time.fromDateString(addDays(trip.endDate, 1)));
  event.updatePropertyWithValue("summary", trip.name);
  const only = trip.stays.length === 1 ? trip.stays[0] : undefined;
  if (only) event.updatePropertyWithValue("location", `${only.name}, ${only.location}`);
  event.updatePropertyWithValue(
    "description",
    [
      `Check-in ${longDate(trip.startDate)}, check-out ${longDate(trip.endDate)} (${nights} ${nights === 1 ? "night" : "nights"}).`,
      ...(trip.stays.length
        ? ["", "Chosen stays:", ...trip.stays.map((s) => `- ${s.name}, ${s.location}: ${appUrl}/listings/${s.slug}`)]
        : ["", "No stay chosen yet."]),
      "",
      `Trip board: ${boardUrl}`,
    ].join("\n"),
  );
  event.updatePropertyWithValue("url", boardUrl);
  calendar.addSubcomponent(event);
  return icsText(calendar);
}

/** The trip as an .ics file for one of its people: its dates and the stays the owner chose. */
export async function tripCalendar(db: Db, viewer: TripViewer, tripId: number, appUrl: string) {
  const trip = await memberTrip(db, tripId, viewer.id);
  if (!trip.startDate || !trip.endDate) throw badRequest("Add the trip's dates before exporting it to a calendar.");
  const board = await tripBoard(db, viewer, trip);
  const stays = board.stays
    .filter((s) => s.chosen)
    .map((s) => ({ name: s.listing.name, location: s.listing.location, slug: s.listing.slug }));
  return {
    filename: `wildluxe-trip-${trip.id}.ics`,
    body: tripIcs(
      {
        id: trip.id,
        name: trip.name,
        startDate: trip.startDate,
        endDate: trip.endDate,
        updatedAt: trip.updatedAt,
        stays,
      },
      appUrl,
      new Date(),
    ),
  };
}
