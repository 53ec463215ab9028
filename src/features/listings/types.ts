import type { RouterOutputs } from "@/lib/trpc";

/** A listing as lists return it (with category and region references). */
export type ListingSummary = RouterOutputs["listings"]["list"]["items"][number];
export type ListingDetail = RouterOutputs["listings"]["bySlug"];
