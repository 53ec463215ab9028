import { Fragment } from "react";
import { Link } from "wouter";

const STAY_LINK = /\[([^\]]+)\]\((\/listings\/[a-z0-9-]+)\)/g;

/** Chrissy's words, line by line, with her [Name](/listings/slug) links as real links (nothing else is markup). */
export function ReplyText({ text }: { text: string }) {
  return (
    <>
      {text.split("\n").map((line, i) => (
        <p key={i} className={line.startsWith("- ") ? "pl-3" : undefined}>
          {parts(line)}
        </p>
      ))}
    </>
  );
}

function parts(line: string) {
  const out = [];
  let last = 0;
  for (const m of line.matchAll(STAY_LINK)) {
    out.push(<Fragment key={`t${last}`}>{line.slice(last, m.index)}</Fragment>);
    out.push(
      <Link
        key={`l${m.index}`}
        href={m[2]!}
        className="font-semibold text-forest-800 underline underline-offset-2 hover:text-forest-600"
      >
        {m[1]}
      </Link>,
    );
    last = m.index + m[0].length;
  }
  out.push(<Fragment key={`t${last}`}>{line.slice(last)}</Fragment>);
  return out;
}
