import { useState, type FormEvent } from "react";
import { displayNameOf } from "@/components/ui/avatar-rules";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { storeUser, type CurrentUser } from "@/lib/auth/auth-storage";
import { focusFirstError } from "@/features/auth/focus-first-error";
import { FormAlert } from "@/features/auth/form-alert";
import { useFormValues } from "@/features/auth/use-form-values";
import { UsernameField } from "@/features/auth/username-field";
import { useSeo } from "@/lib/seo/use-seo";
import { errorMessage, fieldErrorsOf, hasFieldErrors } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils } from "@/lib/trpc";
import { isConflict } from "./access-errors";
import { validateProfile } from "./account-validation";
import { AvatarUpload } from "./avatar-upload";
import { RequireMember } from "./member-gate";
import { PageShell, Panel } from "./page-shell";

type ProfileValues = { fullName: string; username: string };

function ProfileForm({ user }: { user: CurrentUser }) {
  const utils = useApiUtils();
  const { values, errors, setErrors, change } = useFormValues<ProfileValues>({
    fullName: user.fullName ?? "",
    username: user.username,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const update = trpc.account.updateProfile.useMutation({
    onSuccess: (saved) => {
      utils.auth.me.setData(undefined, saved);
      storeUser(saved);
      notify.success("Profile updated", "Your name and username are saved.");
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      // A clash is about the username: show the server's words on that field.
      if (isConflict(error)) fields.username = errorMessage(error, "This username is already taken.");
      setErrors(fields);
      setFormError(hasFieldErrors(fields) ? null : errorMessage(error, "Something went wrong. Please try again."));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateProfile(values);
    setErrors(found);
    setFormError(null);
    if (hasFieldErrors(found)) return focusFirstError(event.currentTarget, found);
    update.mutate({ fullName: values.fullName.trim() || null, username: values.username.trim() });
  };

  const unchanged = values.fullName.trim() === (user.fullName ?? "") && values.username.trim() === user.username;
  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Profile details">
      <FormAlert message={formError} />
      <TextField
        label="Full name"
        name="fullName"
        autoComplete="name"
        value={values.fullName}
        onChange={change("fullName")}
        error={errors.fullName}
        hint="Shown on your stories and reviews, and used for your initials."
      />
      <UsernameField value={values.username} onChange={change("username")} error={errors.username} />
      <div className="flex justify-end">
        <Button type="submit" loading={update.isPending} disabled={unchanged}>
          Save changes
        </Button>
      </div>
    </form>
  );
}

export function ProfilePage() {
  useSeo({ title: "My Profile", description: "Your Wildluxe name, username and profile photo." });
  return (
    <RequireMember purpose="to edit your profile">
      {(user) => (
        <PageShell
          width="narrow"
          eyebrow="Account"
          title="My Profile"
          subtitle="How other members see you on stories, reviews and the leaderboard."
        >
          <div className="space-y-6">
            <Panel title="Photo" id="profile-photo-title">
              <AvatarUpload user={user} name={displayNameOf(user)} />
            </Panel>
            <Panel title="Details" id="profile-details-title">
              <ProfileForm key={user.id} user={user} />
            </Panel>
          </div>
        </PageShell>
      )}
    </RequireMember>
  );
}
