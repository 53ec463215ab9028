import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { trpc, useApiUtils } from "@/lib/trpc";
import { ActivityLines, type ConciergeActivity } from "./activity-lines";
import { ConversationList } from "./conversation-list";
import { ReplyText } from "./reply-text";
import { sendConciergeMessage } from "./send-message";

type Turn = { key: string; role: "member" | "chrissy"; content: string; activity: ConciergeActivity[] };
export type ChatAbout = { slug: string; name: string };

const GREETING =
  "Hello, I'm Chrissy. Tell me the stay you have in mind, in your own words, and I'll find real stays from our collection that fit.";

/**
 * Luxe Elite: the chat with Chrissy, her answers streaming in with what she did, and the member's saved conversations
 * beside it. `about` is the stay whose page the member came from ("Ask Chrissy"): the new conversation is about it.
 */
export function ConciergeChat({ about: aboutStay = null }: { about?: ChatAbout | null }) {
  const utils = useApiUtils();
  const [conversationId, setConversationId] = useState<number | null>(null);
  const [turns, setTurns] = useState<Turn[]>([]);
  const [about, setAbout] = useState(aboutStay);
  const [draft, setDraft] = useState(aboutStay ? `Tell me about ${aboutStay.name}` : "");
  const [busy, setBusy] = useState(false);
  // A message sent while Chrissy is still answering waits for her, and goes as soon as she is done.
  const [queued, setQueued] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const log = useRef<HTMLOListElement>(null);
  const history = trpc.concierge.conversation.useQuery(
    { id: conversationId ?? 0 },
    { enabled: conversationId !== null && !turns.length },
  );

  useEffect(() => {
    if (history.data && !turns.length)
      setTurns(
        history.data.messages.map((m) => ({ key: `s${m.id}`, role: m.role, content: m.content, activity: m.activity })),
      );
  }, [history.data, turns.length]);
  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView({ block: "end" });
  }, [turns]);

  const open = (id: number | null) => {
    setConversationId(id);
    setAbout(null);
    setTurns([]);
    setError(null);
  };

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const message = draft.trim();
    if (busy) return setQueued(Boolean(message));
    setQueued(false);
    if (!message) return;
    const key = String(Date.now());
    setBusy(true);
    setError(null);
    setDraft("");
    setTurns((t) => [
      ...t,
      { key: `m${key}`, role: "member", content: message, activity: [] },
      { key: `c${key}`, role: "chrissy", content: "", activity: [] },
    ]);
    const write = (change: (old: Turn) => Partial<Turn>) =>
      setTurns((t) => t.map((turn) => (turn.key === `c${key}` ? { ...turn, ...change(turn) } : turn)));
    try {
      const body = { message, ...(conversationId ? { conversationId } : {}), ...(about ? { about: about.slug } : {}) };
      const done = await sendConciergeMessage(body, {
        onText: (piece) => write((old) => ({ content: old.content + piece })),
        onActivity: (activity) => write((old) => ({ activity: [...old.activity, activity] })),
      });
      write(() => ({ content: done.reply.text, activity: done.reply.activity }));
      setConversationId(done.conversationId);
      await utils.concierge.conversations.invalidate();
    } catch (e) {
      setTurns((t) => t.filter((turn) => !turn.key.endsWith(key)));
      // The unsent message comes back to the box, unless the member has written the next one meanwhile.
      setQueued(false);
      setDraft((next) => (next.trim() ? next : message));
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (queued && !busy) void send();
  });

  // Enter sends, Shift+Enter starts a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey) void send(event);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
      <ConversationList current={conversationId} onOpen={open} />
      <section
        aria-label="Chat with Chrissy"
        className="flex min-h-[28rem] flex-col rounded-2xl border border-forest-900/10 bg-white shadow-card"
      >
        {about ? (
          <p className="border-b border-forest-900/10 px-4 py-2 text-sm text-muted sm:px-5">
            About{" "}
            <Link
              href={`/listings/${about.slug}`}
              className="font-semibold text-forest-800 underline underline-offset-2"
            >
              {about.name}
            </Link>
            : ask whether it's free for your dates, or add it to one of your trips.
          </p>
        ) : null}
        <ol
          ref={log}
          role="log"
          aria-live="polite"
          aria-label="Conversation"
          className="flex-1 space-y-3 overflow-y-auto p-4 sm:p-5"
        >
          {!turns.length && history.isFetching ? (
            <li>
              <Skeleton className="h-16 w-3/4" />
            </li>
          ) : null}
          {!turns.length && !history.isFetching ? <Bubble role="chrissy" content={GREETING} activity={[]} /> : null}
          {turns.map((turn) => (
            <Bubble key={turn.key} role={turn.role} content={turn.content} activity={turn.activity} />
          ))}
        </ol>
        {error ? (
          <p role="alert" className="mx-4 mb-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        {queued ? (
          <p role="status" className="mx-4 mb-2 text-sm text-muted">
            Your message goes to Chrissy as soon as she finishes this answer.
          </p>
        ) : null}
        <form onSubmit={(e) => void send(e)} className="flex items-end gap-2 border-t border-forest-900/10 p-3">
          <label htmlFor="concierge-message" className="sr-only">
            Message Chrissy
          </label>
          <textarea
            id="concierge-message"
            rows={2}
            value={draft}
            maxLength={2000}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder="A treehouse with a hot tub…"
            className="min-h-11 flex-1 resize-none rounded-xl border border-forest-900/15 px-3 py-2 text-base focus:border-forest-600 focus:outline-none focus:ring-2 focus:ring-forest-600/30 sm:text-sm"
          />
          <Button type="submit" loading={busy} disabled={!draft.trim()}>
            Send
          </Button>
        </form>
      </section>
    </div>
  );
}

function Bubble({ role, content, activity }: Omit<Turn, "key">) {
  const mine = role === "member";
  return (
    <li className={mine ? "ml-8 flex justify-end sm:ml-16" : "mr-8 sm:mr-16"} data-role={role}>
      <div
        className={
          mine
            ? "rounded-2xl bg-forest-800 px-4 py-2.5 text-white"
            : "space-y-1 rounded-2xl bg-sand-100 px-4 py-2.5 text-forest-950"
        }
      >
        <span className="sr-only">{mine ? "You: " : "Chrissy: "}</span>
        <ActivityLines activity={activity} />
        {content ? <ReplyText text={content} /> : <span className="text-muted">Chrissy is writing…</span>}
      </div>
    </li>
  );
}
