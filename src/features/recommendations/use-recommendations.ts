import { useCurrentUser } from "@/lib/auth/use-current-user";
import { trpc } from "@/lib/trpc";
import { recommendationSource, type RecommendationItem, type RecommendationSource } from "./recommendation-rules";

export type RecommendationsState = {
  source: RecommendationSource;
  isSignedIn: boolean;
  items: RecommendationItem[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
};

/** The recommendations to show, from the source spec §4 picks for this visitor. */
export function useRecommendations(limit: number): RecommendationsState {
  const { isSignedIn } = useCurrentUser();
  // No retries: a failed enhanced list falls back to the personalized one straight away.
  const enhanced = trpc.recommendations.enhanced.useQuery({ limit }, { enabled: isSignedIn, retry: false });
  const source = recommendationSource(isSignedIn, {
    isError: enhanced.isError,
    isPending: enhanced.isPending,
    count: enhanced.data?.recommendations.length,
  });
  const personalized = trpc.recommendations.personalized.useQuery({ limit }, { enabled: source === "personalized" });
  const trending = trpc.recommendations.trending.useQuery({ limit }, { enabled: source === "trending" });

  if (source === "enhanced") {
    return {
      source,
      isSignedIn,
      items: enhanced.data?.recommendations,
      isPending: enhanced.isPending,
      isError: false,
      refetch: () => void enhanced.refetch(),
    };
  }
  const list = source === "personalized" ? personalized : trending;
  return {
    source,
    isSignedIn,
    items: list.data?.map((listing) => ({ listing })),
    isPending: list.isPending,
    isError: list.isError,
    refetch: () => void list.refetch(),
  };
}
