import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { answerConciergeTurn, startConciergeTurn } from "../services/concierge/chrissy";
import { conciergeMessageInput } from "../services/concierge/conversations";
import { currentUser, readJson, requireTier, type AppEnv } from "./http";
import { invalidates } from "./public-cache";
import { CONCIERGE_MIN_TIER } from "@shared/tiers";

/**
 * Chrissy, for Luxe Elite. `Accept: text/event-stream` streams `text` events as she writes and an `activity` event
 * for each thing she does (dates checked, a stay added to a trip), then one `done` event with `{conversationId, reply}`
 * (its text and activity replace what streamed); otherwise the same JSON at once.
 */
export const conciergeRoutes = new Hono<AppEnv>().post(
  "/concierge/messages",
  invalidates("public"),
  requireTier(CONCIERGE_MIN_TIER),
  async (c) => {
    const deps = c.get("deps");
    const user = currentUser(c);
    const input = await readJson(c, conciergeMessageInput);
    const conversation = await startConciergeTurn(deps, user, input);
    if (!(c.req.header("accept") ?? "").includes("text/event-stream"))
      return c.json(await answerConciergeTurn(deps, user, conversation, input.message));
    return streamSSE(c, async (stream) => {
      let writing = Promise.resolve();
      const send = (event: string, data: unknown) => {
        writing = writing.then(() => stream.writeSSE({ event, data: JSON.stringify(data) }));
      };
      const result = await answerConciergeTurn(deps, user, conversation, input.message, {
        onText: (text) => send("text", { text }),
        onActivity: (activity) => send("activity", activity),
      });
      await writing;
      await stream.writeSSE({ event: "done", data: JSON.stringify(result) });
    });
  },
);
