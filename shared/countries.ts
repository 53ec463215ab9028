const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });

/** A country's English name from its ISO 3166 code ("US" -> "United States"); an unknown code stays as it is. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
