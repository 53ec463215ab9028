import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small local stand-in for an OpenAI-compatible provider (POST /v1/chat/completions), so tests run the real
 * `openai` client against 127.0.0.1: JSON completions, streamed chunks (server-sent events ending in [DONE]),
 * tool calls, error statuses, and answers that never come. Every request body is recorded.
 */

type Json = Record<string, unknown>;
type ToolCall = { id: string; name: string; arguments: string };
export type FakeReply =
  | { kind: "message"; content?: string | null; toolCalls?: ToolCall[] }
  | { kind: "stream"; content?: string[]; toolCalls?: ToolCall[] }
  | { kind: "status"; status: number; message: string }
  /** Headers sent, body never: the client's own time limit has to end it. */
  | { kind: "hang" };

export type OpenAiFake = {
  /** The base URL to give the client (ends in /v1). */
  url: string;
  requests: Json[];
  /** How the next requests are answered, from the request body (messages, tools, stream). */
  answer: (handler: (body: Json) => FakeReply) => void;
  close: () => Promise<void>;
};

const completion = (id: string, model: string, message: Json, finish: string) => ({
  id,
  object: "chat.completion",
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [{ index: 0, message, finish_reason: finish, logprobs: null }],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
});

const toolCallsJson = (calls: ToolCall[]) =>
  calls.map((c) => ({ id: c.id, type: "function", function: { name: c.name, arguments: c.arguments } }));

function writeStream(res: ServerResponse, id: string, model: string, reply: Extract<FakeReply, { kind: "stream" }>) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const chunk = (delta: Json, finish: string | null = null) =>
    res.write(
      `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created: Math.floor(Date.now() / 1000), model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
    );
  chunk({ role: "assistant", content: "" });
  for (const piece of reply.content ?? []) chunk({ content: piece });
  (reply.toolCalls ?? []).forEach((call, index) => {
    // As providers do: the call's id and name first, then its arguments in pieces.
    chunk({ tool_calls: [{ index, id: call.id, type: "function", function: { name: call.name, arguments: "" } }] });
    const half = Math.ceil(call.arguments.length / 2);
    for (const part of [call.arguments.slice(0, half), call.arguments.slice(half)])
      chunk({ tool_calls: [{ index, function: { arguments: part } }] });
  });
  chunk({}, reply.toolCalls?.length ? "tool_calls" : "stop");
  res.end("data: [DONE]\n\n");
}

export async function startOpenAiFake(): Promise<OpenAiFake> {
  const requests: Json[] = [];
  let handler: (body: Json) => FakeReply = () => ({ kind: "status", status: 503, message: "No answer set up" });
  const hanging = new Set<ServerResponse>();
  let n = 0;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    let text = "";
    for await (const part of req) text += part;
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res
        .writeHead(404, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: "Not found", type: "invalid_request_error" } }));
      return;
    }
    const body = JSON.parse(text) as Json;
    requests.push(body);
    const reply = handler(body);
    const id = `chatcmpl-fake-${++n}`;
    const model = String(body.model);
    if (reply.kind === "hang") {
      res.writeHead(200, { "content-type": "application/json" });
      hanging.add(res);
      res.on("close", () => hanging.delete(res));
    } else if (reply.kind === "status") {
      res
        .writeHead(reply.status, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: reply.message, type: "server_error" } }));
    } else if (reply.kind === "stream") {
      writeStream(res, id, model, reply);
    } else {
      const calls = reply.toolCalls ?? [];
      const message = {
        role: "assistant",
        content: reply.content ?? null,
        refusal: null,
        ...(calls.length ? { tool_calls: toolCallsJson(calls) } : {}),
      };
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify(completion(id, model, message, calls.length ? "tool_calls" : "stop")));
    }
  };
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    answer: (next) => {
      handler = next;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
