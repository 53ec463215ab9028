export type ConciergeReply = { conversationId: number; reply: { text: string; citations: { slug: string; name: string }[] } };

/**
 * POST /api/concierge/messages asking for a stream: `onText` gets Chrissy's words as she writes them; the result is
 * the `done` event, whose text replaces what streamed. A refusal (429, 403, 400) throws with the server's message.
 */
export async function sendConciergeMessage(body: { message: string; conversationId?: number }, onText: (piece: string) => void): Promise<ConciergeReply> {
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
      if (event === "text") onText((JSON.parse(data) as { text: string }).text);
      if (event === "done") return JSON.parse(data) as ConciergeReply;
    }
  }
  throw new Error("Chrissy couldn't answer just now. Please try again.");
}
