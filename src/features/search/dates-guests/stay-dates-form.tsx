import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { firstProblemField, stayDatesProblems, type StayDatesProblems } from "../stay-dates-check";
import { stayDatesEntries, type StayDates } from "../stay-dates-params";
import { StayDatesFields, stayDateFieldId, useTravellerToday } from "./stay-dates-fields";

type StayDatesFormProps = {
  /** The dates and guests in the URL. */
  value: StayDates;
  onApply: (dates: StayDates) => void;
  /** Where the form goes before the app has taken over: this page, with `carried` kept. */
  action: string;
  carried: [string, string][];
  /** What the server said, field by field, when it refused the URL's dates or guests. */
  refused?: { problems: StayDatesProblems } | undefined;
  className?: string;
};

/**
 * The dates-and-guests bar of a results page (/listings, its map, AI search): the traveller edits, then
 * applies; impossible dates are named field by field before anything is asked, and a refusal from the
 * server shows under the field it names.
 */
export function StayDatesForm(props: StayDatesFormProps) {
  // A new URL (back, a link, clearing) starts the draft afresh.
  const key = stayDatesEntries(props.value).join("&");
  return <DraftForm key={key} {...props} />;
}

function DraftForm({ value, onApply, action, carried, refused, className }: StayDatesFormProps) {
  const today = useTravellerToday();
  const [draft, setDraft] = useState(value);
  const [problems, setProblems] = useState<StayDatesProblems>({});
  const idBase = useId();
  const chosen = stayDatesEntries(value).length > 0;
  const shown = Object.keys(problems).length ? problems : (refused?.problems ?? {});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = stayDatesProblems(draft, today);
    setProblems(found);
    const field = firstProblemField(found);
    if (field) document.getElementById(stayDateFieldId(idBase, field))?.focus();
    else onApply(draft);
  };

  return (
    <form
      method="get"
      action={action}
      noValidate
      onSubmit={onSubmit}
      aria-label="Dates and guests"
      className={cn("@container rounded-2xl border border-forest-900/10 bg-white p-4 shadow-sm", className)}
    >
      {carried.map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      <div className="flex flex-col gap-3 @4xl:flex-row @4xl:items-start">
        <StayDatesFields
          idBase={idBase}
          value={draft}
          onChange={(next) => {
            setDraft(next);
            setProblems({});
          }}
          problems={shown}
          today={today}
          className="flex-1"
        />
        <div className="flex gap-2 @4xl:mt-5">
          <Button type="submit" className="flex-1 @md:flex-none">
            {chosen ? "Update" : "Apply"}
          </Button>
          {chosen ? (
            <Button type="button" variant="ghost" onClick={() => onApply({})}>
              Clear dates
            </Button>
          ) : null}
        </div>
      </div>
    </form>
  );
}
