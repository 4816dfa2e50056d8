import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { FEEDBACK_CATEGORIES, FEEDBACK_CONTENT_MAX, FEEDBACK_IMAGE_ACCEPT } from "@contract/feedback-rules";
import { useCallback, useEffect, useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { useClearRefusedFields, useFocusFirstError } from "~/features/account/components";
import { FormMessage, SecurityField, SelectField, type ParamsByKey } from "~/features/security/components";
import { useTranslation } from "~/i18n/react";
import type { FormConstraint } from "~/ui/forms/constraint";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";
import { CONTENT_HINT_PARAMS, FEEDBACK_PARAMS, IMAGES_HINT_PARAMS } from "./rules";

/** The form's instant feedback: zod and the schema load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/feedback/validation");

export type FeedbackActionData = { result: SubmissionResult<string[]>; params?: ParamsByKey };

/**
 * The feedback form (§7 "feedback | PUT"): a plain multipart form that posts to the action without
 * JavaScript; with it, conform checks as the player types, a counter shows the characters left and
 * the chosen images show as thumbnails with their sizes. The server decides either way.
 */
export function FeedbackForm({ constraint }: { constraint: FormConstraint }) {
  const { t } = useTranslation();
  const actionData = useActionData() as FeedbackActionData | undefined;
  const busy = useNavigation().state !== "idle";
  const validation = useLazyValidation(loadValidation);
  const [form, fields] = useForm<Record<string, unknown>>({
    id: "feedback",
    lastResult: actionData?.result,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation ? ({ formData }) => validation.validateFeedback(formData) : deferToServer,
  });
  useFocusFirstError(form.id, actionData?.result);
  // A browser never puts files back into a file input: a refused form asks for them again.
  useClearRefusedFields(form.id, actionData?.result, ["images"]);
  const params: ParamsByKey = { ...FEEDBACK_PARAMS, ...actionData?.params };
  const f = fields as Record<"category" | "content" | "images", (typeof fields)[string]>;
  const length = [...String(f.content.value ?? "")].length;
  const chosen = useChosenImages();
  const { set: setChosen } = chosen;
  // The refused form's file input is emptied (above): its thumbnails go with it.
  useEffect(() => {
    if (actionData?.result.status === "error") setChosen(null);
  }, [actionData?.result, setChosen]);

  return (
    <Form method="post" encType="multipart/form-data" className="card security-form feedback-form" {...getFormProps(form)}>
      <FormMessage id={form.errorId} errors={form.errors} params={params} />
      <SelectField
        label={t("feedback.category.label")}
        placeholder={t("feedback.category.choose")}
        options={FEEDBACK_CATEGORIES.map((c) => ({ value: c, label: t(`feedback.category.${c}`) }))}
        selectProps={{ ...getSelectProps(f.category), key: f.category.key }}
        errors={f.category.errors}
      />
      <SecurityField
        id={f.content.id}
        label={t("feedback.content.label")}
        hint={t("feedback.content.hint", CONTENT_HINT_PARAMS)}
        errors={f.content.errors}
        params={params}
      >
        <textarea
          className="input feedback-form__text"
          {...getTextareaProps(f.content, { ariaDescribedBy: `${f.content.id}-description` })}
          key={f.content.key}
          rows={6}
        />
        <span className={`feedback-form__count${length > FEEDBACK_CONTENT_MAX ? " feedback-form__count--over" : ""}`} aria-hidden="true">
          {length} / {FEEDBACK_CONTENT_MAX}
        </span>
      </SecurityField>
      <SecurityField
        id={f.images.id}
        label={t("feedback.images.label")}
        hint={t("feedback.images.hint", IMAGES_HINT_PARAMS)}
        errors={f.images.errors}
        params={params}
      >
        <input
          className="input"
          {...getInputProps(f.images, { type: "file", description: true })}
          key={f.images.key}
          accept={FEEDBACK_IMAGE_ACCEPT}
          multiple
          onChange={(event) => {
            chosen.set(event.currentTarget.files);
            form.validate({ name: f.images.name });
          }}
        />
      </SecurityField>
      {chosen.images.length > 0 && (
        <ul className="feedback-form__chosen" aria-label={t("feedback.images.chosen", { count: chosen.images.length })}>
          {chosen.images.map((img) => (
            <li key={img.url ?? img.name} className="feedback-form__thumb">
              {img.url ? <img src={img.url} alt="" width={64} height={64} /> : <span className="feedback-form__thumb-none" aria-hidden="true" />}
              <span className="feedback-form__thumb-name">{img.name}</span>
              <span className="feedback-form__thumb-size">{fileSize(img.size)}</span>
            </li>
          ))}
        </ul>
      )}
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? t("feedback.sending") : t("feedback.submit")}
      </button>
    </Form>
  );
}

type Chosen = { name: string; size: number; url: string | null };

/** A size as a player reads it: KB under a megabyte, MB from there (the limit is said in MB). */
const fileSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

/** The files the player picked, with a preview for those the browser says are png/jpg (the server checks the bytes). */
function useChosenImages(): { images: Chosen[]; set: (files: FileList | null) => void } {
  const [images, setImages] = useState<Chosen[]>([]);
  useEffect(
    () => () => {
      for (const img of images) if (img.url) URL.revokeObjectURL(img.url);
    },
    [images],
  );
  const set = useCallback(
    (files: FileList | null) =>
      setImages(
        [...(files ?? [])].map((file) => ({
          name: file.name,
          size: file.size,
          url: file.type === "image/png" || file.type === "image/jpeg" ? URL.createObjectURL(file) : null,
        })),
      ),
    [],
  );
  return { images, set };
}
