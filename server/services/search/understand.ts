import { z } from "zod";
import type { Logger } from "../../lib/logger";
import { parseIntent, searchIntent, type SearchIntent } from "./intent";
import { llmClient, type LlmConfig } from "./provider";
import { AMENITIES, CATEGORIES, REGIONS } from "../../../db/seed/catalog";

const INSTRUCTIONS = [
  "You turn a traveller's request for a luxury outdoor stay into search filters by calling set_intent once.",
  `categories: slugs from ${CATEGORIES.map((c) => c.slug).join(", ")}.`,
  'kindWords: the words used for the kind of stay, as written ("chalet", "yurt").',
  `regions: slugs from ${REGIONS.filter((r) => r.slug !== "worldwide")
    .map((r) => r.slug)
    .join(", ")}; map countries, states and places to them.`,
  'places: the countries, states, towns or landscapes named ("Switzerland", "Montana", "Matterhorn"), as named.',
  'near: {place, km} when stays near a place are asked for ("within 2 hours of Seattle": km 160, else 150).',
  `amenities: names from ${AMENITIES.map((a) => a.name).join(", ")}.`,
  'price: {min, max} in whole dollars a night when a price is named ("under $300": max 300, "between $200 and $400"),',
  '{cheap: true} for "cheap", "budget", "affordable"; else null.',
  "tier: membership tier 1-3 only when asked; minRating: 0-5 only when asked; words: other meaningful words.",
].join("\n");

const intentTool = {
  type: "function" as const,
  function: {
    name: "set_intent",
    description: "The search filters for the request.",
    parameters: z.toJSONSchema(searchIntent, { io: "input" }) as Record<string, unknown>,
  },
};

/** Slugs and names the catalogue knows; anything else a provider returns is dropped. */
function keepKnown(intent: SearchIntent): SearchIntent {
  const cats = new Set<string>(CATEGORIES.map((c) => c.slug));
  const regs = new Set<string>(REGIONS.map((r) => r.slug));
  const ams = new Set(AMENITIES.map((a) => a.name));
  return {
    ...intent,
    categories: intent.categories.filter((c) => cats.has(c)),
    regions: intent.regions.filter((r) => regs.has(r)),
    amenities: intent.amenities.filter((a) => ams.has(a)),
  };
}

/**
 * The provider fills the intent when one is configured (only the query text is sent, never member data);
 * any provider error, invalid answer or a wait past LLM_SEARCH_TIMEOUT_MS (3 s) gives the built-in parser's intent
 * instead.
 */
export async function understandQuery(
  env: LlmConfig,
  logger: Logger,
  query: string,
): Promise<{ intent: SearchIntent; source: "provider" | "built-in" }> {
  const llm = llmClient(env);
  if (llm) {
    try {
      const completion = await llm.client.chat.completions.create(
        {
          model: llm.model,
          messages: [
            { role: "system", content: INSTRUCTIONS },
            { role: "user", content: query },
          ],
          tools: [intentTool],
          tool_choice: { type: "function", function: { name: "set_intent" } },
        },
        { timeout: env.LLM_SEARCH_TIMEOUT_MS },
      );
      const call = completion.choices[0]?.message.tool_calls?.find(
        (c) => c.type === "function" && c.function.name === "set_intent",
      );
      if (call && call.type === "function")
        return { intent: keepKnown(searchIntent.parse(JSON.parse(call.function.arguments))), source: "provider" };
      logger.warn({ query }, "search provider gave no intent; built-in parser used");
    } catch (error) {
      logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        "search provider failed; built-in parser used",
      );
    }
  }
  return { intent: parseIntent(query), source: "built-in" };
}
