import { and, desc, eq, gt, gte, isNotNull, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { journalArticles, pointsLedger, users } from "../../../db/schema";
import { publishedMemberStory } from "../journal/member-stories";
import { earnedByActivity } from "./points";

export const activityInput = z.object({ limit: z.number().int().min(1).max(50).default(20) }).prefault({});
export const leaderboardInput = z
  .object({
    period: z.enum(["week", "month", "all"], { error: "Period must be week, month or all." }).default("week"),
    limit: z.number().int().min(1).max(100).default(10),
  })
  .prefault({});

const member = { username: users.username, fullName: users.fullName, profileImageUrl: users.profileImageUrl };
const activeMember = isNull(users.disabledAt);

export type ActivityItem = {
  id: string;
  type: "points" | "story";
  username: string;
  fullName: string | null;
  profileImageUrl: string | null;
  message: string;
  points: number | null;
  createdAt: Date;
};

/**
 * Public feed of point-action awards and published member stories, newest first. Plan
 * points and spending stay private: they would reveal what a member pays for.
 */
export async function communityActivity(db: Db, input: z.infer<typeof activityInput>): Promise<ActivityItem[]> {
  const [awards, stories] = await Promise.all([
    db
      .select({
        id: pointsLedger.id,
        points: pointsLedger.delta,
        reason: pointsLedger.reason,
        createdAt: pointsLedger.createdAt,
        ...member,
      })
      .from(pointsLedger)
      .innerJoin(users, eq(pointsLedger.userId, users.id))
      .where(and(isNotNull(pointsLedger.actionId), gt(pointsLedger.delta, 0), activeMember))
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
      .limit(input.limit),
    db
      .select({
        id: journalArticles.id,
        title: journalArticles.title,
        slug: journalArticles.slug,
        createdAt: journalArticles.createdAt,
        ...member,
      })
      .from(journalArticles)
      .innerJoin(users, eq(journalArticles.submittedBy, users.id))
      .where(and(publishedMemberStory, eq(journalArticles.memberOnly, false), activeMember))
      .orderBy(desc(journalArticles.createdAt), desc(journalArticles.id))
      .limit(input.limit),
  ]);
  const items: ActivityItem[] = [
    ...awards.map((a) => ({
      id: `points-${a.id}`,
      type: "points" as const,
      username: a.username,
      fullName: a.fullName,
      profileImageUrl: a.profileImageUrl,
      message: `${a.username} earned ${a.points} points for ${a.reason}`,
      points: a.points,
      createdAt: a.createdAt,
    })),
    ...stories.map((s) => ({
      id: `story-${s.id}`,
      type: "story" as const,
      username: s.username,
      fullName: s.fullName,
      profileImageUrl: s.profileImageUrl,
      message: `${s.username} published a story`,
      points: null,
      createdAt: s.createdAt,
    })),
  ];
  return items
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id))
    .slice(0, input.limit);
}

const DAY_MS = 24 * 60 * 60 * 1000;
// Rolling windows: "week" is the last 7 days and "month" the last 30, so the board never empties on the 1st.
const PERIOD_DAYS = { week: 7, month: 30 } as const;

/**
 * Members ranked by the points they earned by taking part in the period (never plan points); equal points share a rank.
 */
export async function leaderboard(db: Db, input: z.infer<typeof leaderboardInput>, now = new Date()) {
  const since = input.period === "all" ? null : new Date(now.getTime() - PERIOD_DAYS[input.period] * DAY_MS);
  const points = sql<number>`sum(${pointsLedger.delta})::int`;
  const rows = await db
    .select({ ...member, points })
    .from(pointsLedger)
    .innerJoin(users, eq(pointsLedger.userId, users.id))
    .where(and(activeMember, earnedByActivity, since ? gte(pointsLedger.createdAt, since) : undefined))
    .groupBy(users.id)
    .having(sql`sum(${pointsLedger.delta}) > 0`)
    .orderBy(desc(points), users.username)
    .limit(input.limit);
  return rows.map((row) => {
    const firstWithSame = rows.findIndex((r) => Number(r.points) === Number(row.points));
    return {
      rank: firstWithSame + 1,
      username: row.username,
      fullName: row.fullName,
      profileImageUrl: row.profileImageUrl,
      points: Number(row.points),
    };
  });
}
