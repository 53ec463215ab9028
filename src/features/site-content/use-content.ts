import { useApiQuery } from "@/lib/api-client";
import { withDefaults, type BlockDefinition } from "@shared/content/blocks";

/**
 * A block's published words, as the server sends them (the server render fetches them first); until
 * they arrive, and if they cannot, the block's starting words.
 */
export function useContent(block: BlockDefinition): Record<string, string> & { html?: string } {
  const query = useApiQuery(["content", "get"], block.key, { staleTime: 60_000 });
  return query.data ?? withDefaults(block, null);
}
