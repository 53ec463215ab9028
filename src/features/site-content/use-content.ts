import { trpc } from "@/lib/trpc";
import { contentBlock, withDefaults } from "./blocks";

/**
 * A block's published words, as the server sends them (the server render fetches them first); until
 * they arrive, and if they cannot, the block's starting words.
 */
export function useContent(key: string): Record<string, string> & { html?: string } {
  const block = contentBlock(key);
  if (!block) throw new Error(`Unknown content block ${key}`);
  const query = trpc.content.get.useQuery(key, { staleTime: 60_000 });
  return (query.data as (Record<string, string> & { html?: string }) | undefined) ?? withDefaults(block, null);
}
