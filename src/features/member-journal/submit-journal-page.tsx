import { useId, useState, type FormEvent } from "react";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { ChevronLeftIcon } from "@/components/ui/icons";
import { TextField } from "@/components/ui/text-field";
import { isForbidden, tierRequiredMessage } from "@/features/account/access-errors";
import { RequireMember, UpgradePrompt } from "@/features/account/member-gate";
import { PageShell } from "@/features/account/page-shell";
import type { CurrentUser } from "@/lib/auth/auth-storage";
import { FormAlert } from "@/features/auth/form-alert";
import { hasTier } from "@shared/access";
import { useSeo } from "@/lib/seo/use-seo";
import { cn } from "@/lib/cn";
import { errorMessage, fieldErrorsOf, hasFieldErrors, type FieldErrors } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils } from "@/lib/trpc";
import { tierName } from "@shared/tier-labels";
import { membershipLevelName } from "@shared/tiers";
import { STORY_CONTENT_MAX, STORY_CONTENT_MIN, STORY_TITLE_MAX } from "@shared/limits";
import { STORY_MIN_TIER } from "@shared/tiers";
import { validateStory } from "./story-status";
import { StoryImageField } from "./story-image-field";

function StoryTextArea({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const id = useId();
  const length = value.trim().length;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        Your story
      </label>
      <textarea
        id={id}
        name="content"
        required
        rows={14}
        maxLength={STORY_CONTENT_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help`}
        placeholder="Where did you stay, what surprised you, and who should go next? Leave a blank line between paragraphs."
        className={cn(
          "mt-1.5 block w-full rounded-xl border bg-white px-3.5 py-3 text-base leading-relaxed text-ink shadow-sm placeholder:text-muted/70 focus:outline-none focus-visible:ring-2 focus-visible:ring-forest-600/40 sm:text-sm",
          error ? "border-red-600" : "border-forest-900/15 focus-visible:border-forest-600",
        )}
      />
      <div id={`${id}-help`} className="mt-1.5 flex justify-between gap-3 text-xs">
        {error ? (
          <span className="text-sm text-red-700">{error}</span>
        ) : (
          <span className="text-muted">At least {STORY_CONTENT_MIN} characters.</span>
        )}
        <span className={cn("shrink-0 tabular-nums", length < STORY_CONTENT_MIN ? "text-muted" : "text-forest-700")}>
          {length.toLocaleString("en-US")} characters
        </span>
      </div>
    </div>
  );
}

function StoryForm() {
  const utils = useApiUtils();
  const [, navigate] = useLocation();
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [forbidden, setForbidden] = useState<string | null>(null);

  const submit = trpc.memberContent.submitStory.useMutation({
    onSuccess: () => {
      void utils.memberContent.myStories.invalidate();
      notify.success("Story submitted", "Our editors will review it shortly. Its points arrive when it is published.");
      navigate("/member-journal");
    },
    onError: (error) => {
      if (isForbidden(error)) return setForbidden(errorMessage(error, tierRequiredMessage(tierName(STORY_MIN_TIER))));
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      setFormError(hasFieldErrors(fields) ? null : errorMessage(error, "Something went wrong. Please try again."));
    },
  });

  if (forbidden) return <UpgradePrompt message={forbidden} />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateStory({ title, content });
    setErrors(found);
    setFormError(null);
    if (hasFieldErrors(found)) {
      event.currentTarget.querySelector<HTMLElement>(found.title ? "input[name=title]" : "textarea")?.focus();
      return;
    }
    submit.mutate({ title: title.trim(), content: content.trim(), imageUrl: imageUrl ?? undefined });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-6 rounded-3xl border border-forest-900/10 bg-white p-5 shadow-card sm:p-8"
      aria-label="Submit a journal entry"
    >
      <FormAlert message={formError} />
      <TextField
        label="Title"
        name="title"
        required
        maxLength={STORY_TITLE_MAX}
        placeholder="Fog, firelight and a cabin above the fjord"
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          if (errors.title) setErrors((e) => ({ ...e, title: undefined }));
        }}
        error={errors.title}
      />
      <StoryTextArea
        value={content}
        onChange={(value) => {
          setContent(value);
          if (errors.content) setErrors((e) => ({ ...e, content: undefined }));
        }}
        error={errors.content}
      />
      <StoryImageField value={imageUrl} onChange={setImageUrl} />
      <div className="flex flex-col-reverse gap-3 border-t border-forest-900/10 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">
          Stories are reviewed before they are published. Sharing one earns 150 points.
        </p>
        <Button type="submit" size="lg" loading={submit.isPending} className="shrink-0">
          {submit.isPending ? "Submitting..." : "Submit story"}
        </Button>
      </div>
    </form>
  );
}

function SubmitJournal({ user }: { user: CurrentUser }) {
  const allowed = hasTier(user, STORY_MIN_TIER);
  return (
    <PageShell
      width="narrow"
      eyebrow="Story journal"
      title="Submit a Journal Entry"
      subtitle="Share a stay with the community: the place, the people, the moment you knew it was worth the drive."
      before={
        <Link
          href="/member-journal"
          className="mb-6 inline-flex items-center gap-1 text-sm font-medium text-forest-700 hover:text-forest-900"
        >
          <ChevronLeftIcon className="size-4" />
          Member Journal
        </Link>
      }
    >
      {allowed ? (
        <StoryForm />
      ) : (
        <UpgradePrompt message={tierRequiredMessage(tierName(STORY_MIN_TIER))}>
          Your membership is {membershipLevelName(user.membershipTier)}. Luxe Insider adds the Story journal, reviews
          and ratings, and media upload.
        </UpgradePrompt>
      )}
    </PageShell>
  );
}

export function SubmitJournalPage() {
  useSeo({
    title: "Submit a Journal Entry",
    description: "Share your stay with the Wildluxe community in the member Story journal.",
  });
  return <RequireMember purpose="to write a journal entry">{(user) => <SubmitJournal user={user} />}</RequireMember>;
}
