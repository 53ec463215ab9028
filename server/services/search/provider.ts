import OpenAI from "openai";
import type { Env } from "../../env";

export type LlmConfig = Pick<
  Env,
  "LLM_BASE_URL" | "LLM_API_KEY" | "LLM_MODEL" | "LLM_SEARCH_TIMEOUT_MS" | "LLM_CHAT_TIMEOUT_MS"
>;
export type LlmClient = { client: OpenAI; model: string };

const clients = new Map<string, OpenAI>();

/** The OpenAI-compatible client when LLM_BASE_URL and LLM_MODEL are set; null means the built-in paths answer. */
export function llmClient(env: LlmConfig): LlmClient | null {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return null;
  const key = `${env.LLM_BASE_URL} ${env.LLM_API_KEY ?? ""}`;
  let client = clients.get(key);
  if (!client) {
    // Retries would only stretch the time limits each caller sets; a failure falls back at once.
    client = new OpenAI({ baseURL: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY ?? "unset", maxRetries: 0 });
    clients.set(key, client);
  }
  return { client, model: env.LLM_MODEL };
}
