import type { ConciergeActivity } from "./activity-lines";

export type ConciergeReply = {
  conversationId: number;
  reply: { text: string; citations: { slug: string; name: string }[]; activity: ConciergeActivity[] };
};
export type ConciergeListener = { onText: (piece: string) => void; onActivity: (activity: ConciergeActivity) => void };

/**
 * POST /api/concierge/messages asking for a stream: `onText` gets Chrissy's words as she writes them, `onActivity`
 * what she does (dates checked, a stay added to a trip); the result is the `done` event, which replaces what streamed.
 * A refusal (429, 403, 400) throws with the server's message.
 */
export async function sendConciergeMessage(
  body: { message: string; conversationId?: number; about?: string },
  listener: ConciergeListener,
): Promise<ConciergeReply> {
  const res = await fetch("/api/concierge/messages", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(body),
  });
  if (!res.ok || !res.body) {
    const error = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new Error(error?.error ?? "Chrissy couldn't answer just now. Please try again.");
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (!data) continue;
      if (event === "text") listener.onText((JSON.parse(data) as { text: string }).text);
      if (event === "activity") listener.onActivity(JSON.parse(data) as ConciergeActivity);
      if (event === "done") return JSON.parse(data) as ConciergeReply;
    }
  }
  throw new Error("Chrissy couldn't answer just now. Please try again.");
}
