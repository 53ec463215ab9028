import type { Db } from "../../../db/client";
import type { SessionUser } from "../../auth/session";
import type { Logger } from "../../lib/logger";
import { llmClient, type LlmConfig } from "../search/provider";
import { builtInAnswer, type ChrissyReply } from "./built-in";
import { assertUnderHourlyLimit, openConversation, saveTurn, type ConciergeMessageInput } from "./conversations";
import { providerAnswer, type TurnListener } from "./provider-chat";
import { aboutStay, conversationStay } from "./stay-context";

export type ConciergeDeps = { db: Db; env: LlmConfig & { CONCIERGE_MESSAGES_PER_HOUR: number }; logger: Logger };

/**
 * The checks that answer 4xx before anything streams: the hourly limit, the member's own conversation, and the stay
 * it is about (`about`, which the member may read).
 */
export async function startConciergeTurn(deps: ConciergeDeps, user: SessionUser, input: ConciergeMessageInput) {
  await assertUnderHourlyLimit(deps.db, user.id, deps.env.CONCIERGE_MESSAGES_PER_HOUR);
  const about = await aboutStay(deps.db, user, input.about);
  const conversation = await openConversation(deps.db, user.id, input);
  return { ...conversation, stay: conversationStay(conversation.history, about) };
}

/**
 * `POST /api/concierge/messages`: Chrissy answers in the conversation. With a provider she streams (`listener`) and
 * uses her tools, within LLM_CHAT_TIMEOUT_MS; on any provider failure the built-in answer replaces what
 * was streamed. Both turns are saved.
 */
export async function answerConciergeTurn(
  deps: ConciergeDeps,
  user: SessionUser,
  conversation: Awaited<ReturnType<typeof startConciergeTurn>>,
  message: string,
  listener: TurnListener = {},
) {
  let reply: ChrissyReply | null = null;
  // The day natural dates ("next weekend") are read from: the server's clock, in UTC like every stay date.
  const today = new Date().toISOString().slice(0, 10);
  const llm = llmClient(deps.env);
  if (llm) {
    try {
      const signal = AbortSignal.timeout(deps.env.LLM_CHAT_TIMEOUT_MS);
      reply = await providerAnswer(
        llm,
        { db: deps.db, user, signal, context: conversation.stay, today },
        conversation.history,
        message,
        listener,
      );
      if (!reply.text.trim()) reply = null;
    } catch (error) {
      deps.logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        "concierge provider failed; built-in answer used",
      );
    }
  }
  reply ??= await builtInAnswer(deps.db, user, message, conversation.stay, today);
  await saveTurn(deps.db, user.id, conversation.id, message, reply);
  return { conversationId: conversation.id, reply };
}
