import ICAL from "ical.js";

/**
 * RFC 5545 (3.1): content lines of at most 75 octets, each ended by CRLF. ical.js folds after
 * `foldLength` octets of text and then adds the continuation line's leading space, so its folded
 * lines reach 76 octets; 74 keeps every line, the space included, within 75.
 */
const FOLD_OCTETS = 74;

/** An iCalendar component as .ics text: escaped and folded by ical.js, CRLF after every line. */
export function icsText(component: ICAL.Component): string {
  const previous = ICAL.foldLength;
  ICAL.foldLength = FOLD_OCTETS;
  try {
    return `${component.toString()}\r\n`;
  } finally {
    ICAL.foldLength = previous;
  }
}
