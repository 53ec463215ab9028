import { useState, type FormEvent } from "react";
import { TextField } from "@/components/ui/text-field";
import { AdminDialog, DialogFormFooter } from "@/features/admin/shared/admin-dialog";
import { CheckboxField, SelectField, TextAreaField } from "@/features/admin/shared/admin-fields";
import { InlineAlert } from "@/features/admin/shared/admin-ui";
import { MarkdownField } from "@/features/admin/shared/markdown-field";
import { focusFirstInvalid } from "@/features/admin/shared/focus-first-invalid";
import { ImageDropZone } from "@/features/admin/shared/image-drop-zone";
import { localImagePath } from "@/features/admin/shared/image-url";
import { AdminThumb } from "@/features/admin/properties/admin-thumb";
import { ARTICLE_PROSE } from "@/features/journal/article-prose";
import { useCatalog } from "@/features/listings/use-catalog";
import { errorMessage, fieldErrorsOf, hasFieldErrors, type FieldErrors } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils } from "@/lib/trpc";
import {
  NEW_ARTICLE,
  articlePayload,
  articlePreviews,
  validateArticle,
  valuesFromArticle,
  type AdminArticle,
  type ArticleValues,
} from "./article-form";

type ArticleFormDialogProps = {
  /** Edit this article; left out, a new one is created. */
  article?: AdminArticle | undefined;
  onClose: () => void;
};

/** Spec §2 "Admin forms": the journal article form, create without an id and edit with one. */
export function ArticleFormDialog({ article, onClose }: ArticleFormDialogProps) {
  const utils = useApiUtils();
  const { categories } = useCatalog();
  const [values, setValues] = useState<ArticleValues>(() => (article ? valuesFromArticle(article) : NEW_ARTICLE));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const previews = articlePreviews(values);

  const set = <K extends keyof ArticleValues>(field: K, value: ArticleValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const saved = (title: string, message: string) => {
    notify.success(title, message);
    void utils.admin.journal.invalidate();
    void utils.admin.stats.invalidate();
    void utils.journal.invalidate();
    onClose();
  };
  const onError = (error: unknown) => {
    const message = errorMessage(error, "Failed to save article");
    setErrors(fieldErrorsOf(error));
    setFormError(message);
    notify.error("Error", message);
  };
  const create = trpc.admin.journal.create.useMutation({
    onSuccess: (a) => saved("Article Created", `“${a.title}” is saved.`),
    onError,
  });
  const update = trpc.admin.journal.update.useMutation({
    onSuccess: (a) => saved("Article Updated", `“${a.title}” is saved.`),
    onError,
  });
  const preview = trpc.admin.journal.preview.useMutation();
  const saving = create.isPending || update.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateArticle(values);
    setErrors(found);
    if (hasFieldErrors(found)) {
      setFormError("Please fill in the required fields.");
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setFormError(null);
    const payload = articlePayload(values, window.location.origin);
    if (article) update.mutate({ id: article.id, data: payload });
    else create.mutate(payload);
  };

  return (
    <AdminDialog
      title={article ? "Edit Article" : "Add New Article"}
      description={article ? `Editing “${article.title}”.` : "Write a journal article. Fields marked * are required."}
      size="xl"
      onClose={onClose}
      onSubmit={onSubmit}
      footer={
        <DialogFormFooter
          onCancel={onClose}
          submitLabel={article ? "Update Article" : "Create Article"}
          saving={saving}
        />
      }
    >
      {formError ? (
        <InlineAlert tone="error" className="mb-5">
          {formError}
        </InlineAlert>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-5">
          <TextField
            label="Title *"
            name="title"
            required
            maxLength={200}
            value={values.title}
            onChange={(e) => set("title", e.target.value)}
            error={errors.title}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Slug"
              name="slug"
              maxLength={160}
              placeholder="made from the title when blank"
              value={values.slug}
              onChange={(e) => set("slug", e.target.value)}
              error={errors.slug}
              hint={
                previews.slug ? (
                  <>
                    <span className="font-mono text-ink">/journal/{previews.slug}</span>
                    {previews.slugIsAuto ? " (from the title)" : null}
                  </>
                ) : (
                  "Made from the title when left blank."
                )
              }
            />
            <TextField
              label="Author name *"
              name="authorName"
              maxLength={120}
              value={values.authorName}
              onChange={(e) => set("authorName", e.target.value)}
              error={errors.authorName}
            />
          </div>
          <TextAreaField
            label="Excerpt"
            name="excerpt"
            rows={2}
            maxLength={1000}
            placeholder="made from the first 150 characters of the content when blank"
            value={values.excerpt}
            onChange={(e) => set("excerpt", e.target.value)}
            error={errors.excerpt}
            hint={
              previews.excerptIsAuto && previews.excerpt ? (
                <span>Preview: “{previews.excerpt}”</span>
              ) : (
                "Shown on the journal cards."
              )
            }
          />
          <MarkdownField
            label="Content *"
            name="content"
            value={values.content}
            onChange={(content) => set("content", content)}
            error={errors.content}
            renderPreview={async (content) => (await preview.mutateAsync({ content })).html}
            proseClassName={ARTICLE_PROSE}
          />
        </div>
        <div className="space-y-5">
          <div>
            <p className="text-sm font-medium text-ink">Image *</p>
            <AdminThumb
              src={values.imageUrl || null}
              alt="Article image preview"
              className="mt-1.5 aspect-[16/10] w-full"
            />
            <ImageDropZone
              className="mt-3"
              endpoint="/api/journal/upload-image"
              onUploaded={(url) => set("imageUrl", url)}
            />
            <TextField
              className="mt-3"
              label="Image URL"
              name="imageUrl"
              placeholder="/media/... or https://"
              value={values.imageUrl}
              onChange={(e) => set("imageUrl", e.target.value)}
              onBlur={(e) => set("imageUrl", localImagePath(e.target.value, window.location.origin))}
              error={errors.imageUrl}
            />
          </div>
          <SelectField
            label="Category"
            name="categoryId"
            value={values.categoryId}
            onChange={(e) => set("categoryId", Number(e.target.value))}
            error={errors.categoryId}
          >
            <option value={0}>No category</option>
            {categories.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <fieldset className="space-y-3 rounded-xl border border-forest-900/10 p-4">
            <legend className="px-1 text-sm font-medium text-ink">Visibility</legend>
            <CheckboxField
              label="Published"
              description="Visible in the journal."
              checked={values.published}
              onChange={(e) => set("published", e.target.checked)}
            />
            <CheckboxField
              label="Featured"
              description="Highlighted on the journal page."
              checked={values.featured}
              onChange={(e) => set("featured", e.target.checked)}
            />
            <CheckboxField
              label="Members only"
              description="Visitors see the excerpt only."
              checked={values.memberOnly}
              onChange={(e) => set("memberOnly", e.target.checked)}
            />
          </fieldset>
        </div>
      </div>
    </AdminDialog>
  );
}
