import type { Db } from "../client";
import { reviews, users } from "../schema";
import { hashString, mulberry32 } from "@shared/seeded-random";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const DAY_MS = 86_400_000;

/** Demo members who wrote the demo reviews. They have no password, so nobody can sign in as them. */
const REVIEWERS = [
  { username: "hannah.w", fullName: "Hannah Whitfield", tier: 2 },
  { username: "tomas.r", fullName: "Tomás Rivera", tier: 3 },
  { username: "priya.k", fullName: "Priya Kapoor", tier: 2 },
  { username: "liam.o", fullName: "Liam O'Connor", tier: 2 },
  { username: "sofia.b", fullName: "Sofia Bianchi", tier: 3 },
  { username: "kenji.m", fullName: "Kenji Morita", tier: 2 },
  { username: "amara.n", fullName: "Amara Nwosu", tier: 3 },
  { username: "elsa.l", fullName: "Elsa Lindqvist", tier: 2 },
] as const;

const OPENERS = [
  "We came for two nights and wished we had booked four.",
  "Quiet, beautifully kept and exactly as the photos promised.",
  "A proper escape: no traffic noise, just wind and birdsong.",
  "The hosts thought of everything, down to the dry firewood.",
  "Our anniversary trip, and it could not have been better.",
  "Comfortable beds, a spotless kitchen and a view worth the drive.",
];
const MIDDLES = [
  "Mornings on the deck with coffee were the highlight.",
  "The stargazing after dark was unforgettable.",
  "Check-in instructions were clear and the place was warm when we arrived.",
  "Bring good boots: the trails start right outside.",
  "The bathroom could use a little more light, but that is our only note.",
  "Phone signal is patchy, which turned out to be a blessing.",
];
const TITLES = [
  "Worth every mile",
  "Pure calm",
  "Would return tomorrow",
  "A real hideaway",
  "Better than the photos",
  "",
];

/** Mostly 4s and 5s with the odd 3: curated stays rate well, not perfectly. */
function stars(rng: () => number): number {
  const roll = rng();
  return roll < 0.55 ? 5 : roll < 0.9 ? 4 : 3;
}

/**
 * Real demo reviews, so demo stays have ratings worked out from
 * reviews like any other stay: about one stay in seven has none yet and shows "No reviews yet".
 */
export async function seedDemoReviews(tx: Tx, stays: { id: number; slug: string }[], now: number) {
  const reviewers = await tx
    .insert(users)
    .values(
      REVIEWERS.map((r) => ({
        ...r,
        email: `${r.username}@members.wildluxe.example`,
        membershipTier: r.tier,
        membershipStatus: "active",
      })),
    )
    .returning({ id: users.id });
  const rows: (typeof reviews.$inferInsert)[] = [];
  for (const stay of stays) {
    const rng = mulberry32(hashString(`reviews:${stay.slug}`));
    const howMany = rng() < 0.15 ? 0 : 1 + Math.floor(rng() * 4);
    const start = Math.floor(rng() * reviewers.length);
    for (let i = 0; i < howMany; i++) {
      const createdAt = new Date(now - (5 + Math.floor(rng() * 300)) * DAY_MS);
      rows.push({
        listingId: stay.id,
        userId: reviewers[(start + i) % reviewers.length]!.id,
        rating: stars(rng),
        title: TITLES[Math.floor(rng() * TITLES.length)]!,
        body: `${OPENERS[Math.floor(rng() * OPENERS.length)]} ${MIDDLES[Math.floor(rng() * MIDDLES.length)]}`,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  // No demo favorites: they would make these stays "trending" for everyone.
  if (rows.length) await tx.insert(reviews).values(rows);
}
