import type { RouterOutputs } from "@/lib/trpc";
import { STORY_CONTENT_MAX, STORY_CONTENT_MIN, STORY_TITLE_MAX, STORY_TITLE_MIN } from "@shared/limits";

export type StoryStatus = RouterOutputs["memberContent"]["myStories"][number]["status"];

/** How each moderation state reads to the author. */
export const STORY_STATUS: Record<
  StoryStatus,
  { label: string; tone: "pending" | "published" | "rejected" | "muted"; help: string }
> = {
  pending: { label: "Pending review", tone: "pending", help: "Our editors read every story before it is published." },
  published: { label: "Published", tone: "published", help: "Live in the journal for everyone to read." },
  rejected: {
    label: "Rejected",
    tone: "rejected",
    help: "This one was not published. You are welcome to submit another story.",
  },
  unpublished: { label: "Unpublished", tone: "muted", help: "Approved, but not showing in the journal right now." },
};

/** The server's story rules, in its words, checked before sending. */
export function validateStory(values: { title: string; content: string }): { title?: string; content?: string } {
  const errors: { title?: string; content?: string } = {};
  const title = values.title.trim();
  const content = values.content.trim();
  if (title.length < STORY_TITLE_MIN) errors.title = "Titles must be at least 5 characters.";
  else if (title.length > STORY_TITLE_MAX) errors.title = "Titles must be at most 160 characters.";
  if (content.length < STORY_CONTENT_MIN) errors.content = "Stories must be at least 50 characters.";
  else if (content.length > STORY_CONTENT_MAX) errors.content = "Stories must be at most 20000 characters.";
  return errors;
}
