import { useState } from "react";
import { UserAvatar } from "@/components/ui/avatar";
import { emojiAvatarOf, initialsOf, NATURE_EMOJIS } from "@/components/ui/avatar-rules";
import { TextField } from "@/components/ui/text-field";
import { PageShell, Panel } from "@/features/account/page-shell";
import { useSeo } from "@/lib/seo/use-seo";
import { cn } from "@/lib/cn";
import { TIER_NAMES } from "@shared/tiers";

const STATUSES = [
  { value: "online", label: "Online", dot: "bg-emerald-500" },
  { value: "away", label: "Away", dot: "bg-amber-400" },
  { value: "busy", label: "Busy", dot: "bg-red-500" },
  { value: "offline", label: "Offline", dot: "bg-gray-400" },
] as const;
const TIERS = Object.entries(TIER_NAMES).map(([n, name]) => ({ n, name }));

// A picture that cannot be decoded (no request, so no 404 in the console).
const BROKEN_PICTURE = "data:image/png;base64,bm90IGFuIGltYWdl";

const codeSum = (text: string) => Array.from(text).reduce((sum, _c, i) => sum + text.charCodeAt(i), 0);

/** /avatar-demo: the avatar rules at work, with your own name. */
export function AvatarDemoPage() {
  useSeo({
    title: "Avatar demo",
    description: "How Wildluxe avatars are made: initials, nature emoji, fallbacks, status and tier badges.",
  });
  const [name, setName] = useState("Maple Stone");
  const [username, setUsername] = useState("maplestone");
  const [id, setId] = useState("");
  const key = id.trim() || username.trim();
  const sum = codeSum(key);
  return (
    <PageShell eyebrow="Tools" title="Avatar demo" subtitle="Type a name to see each rule a Wildluxe avatar follows.">
      <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
        <div className="space-y-4">
          <TextField label="Full name" value={name} onChange={(e) => setName(e.target.value)} />
          <TextField label="Username" value={username} onChange={(e) => setUsername(e.target.value)} />
          <TextField
            label="Member id (optional)"
            inputMode="numeric"
            value={id}
            onChange={(e) => setId(e.target.value)}
            hint="The emoji uses the id when there is one, else the username."
          />
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          <Panel title="Initials" id="initials">
            <div className="flex items-center gap-4">
              <UserAvatar
                name={name || username}
                className="size-16"
                label={`Initials avatar ${initialsOf(name || username)}`}
              />
              <p className="text-sm text-muted">
                First letters of the first and last name, or the first two letters of a single name or the username:{" "}
                <strong className="text-ink">{initialsOf(name || username)}</strong>
              </p>
            </div>
          </Panel>
          <Panel title="Nature emoji" id="emoji">
            <div className="flex items-center gap-4">
              <UserAvatar
                name={name}
                fallback="emoji"
                emojiKey={{ id: id.trim() || null, username }}
                className="size-16"
                label={`Emoji avatar ${emojiAvatarOf({ id: id.trim() || null, username })}`}
              />
              <p className="text-sm text-muted" data-testid="emoji-rule">
                Sum of the character codes of “{key}” is {sum}; {sum} mod {NATURE_EMOJIS.length} ={" "}
                {sum % NATURE_EMOJIS.length}, the emoji {emojiAvatarOf({ id: id.trim() || null, username })}.
              </p>
            </div>
          </Panel>
          <Panel title="Broken picture" id="broken">
            <div className="flex items-center gap-4">
              <UserAvatar
                name={name || username}
                imageUrl={BROKEN_PICTURE}
                className="size-16"
                label="Avatar whose picture failed to load"
              />
              <p className="text-sm text-muted">The picture did not load, so the initials show instead.</p>
            </div>
          </Panel>
          <Panel title="Status" id="status">
            <ul className="flex flex-wrap gap-4">
              {STATUSES.map((s) => (
                <li key={s.value} className="flex flex-col items-center gap-1 text-xs text-muted">
                  <span className="relative">
                    <UserAvatar name={name || username} className="size-12" />
                    <span
                      className={cn("absolute bottom-0 right-0 size-3.5 rounded-full ring-2 ring-white", s.dot)}
                      aria-hidden="true"
                    />
                  </span>
                  <span>{s.label}</span>
                </li>
              ))}
            </ul>
          </Panel>
          <Panel title="Tier badges" id="badges" className="sm:col-span-2">
            <ul className="flex flex-wrap gap-6">
              {TIERS.map((t) => (
                <li key={t.n} className="flex items-center gap-2 text-sm">
                  <img src={`/images/badges/tier${t.n}-badge.svg`} alt="" width={40} height={40} className="size-10" />
                  <span>
                    <code className="block font-mono text-xs text-muted">/images/badges/tier{t.n}-badge.svg</code>
                    {t.name}
                  </span>
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      </div>
    </PageShell>
  );
}
