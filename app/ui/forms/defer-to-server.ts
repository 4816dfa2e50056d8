import { parse, type Submission } from "@conform-to/react";

/**
 * conform's onValidate while the form's schema is still loading (decision 055).
 *
 * Leaving onValidate undefined is not enough: conform then treats every intent as server-validated
 * and posts it, so a blur ("validate") or a "fill in the maximum" button ("update") would send the
 * form to the action. This resolver validates nothing and keeps everything in the browser:
 * - a real submit (no intent) succeeds here, so the form posts and the action validates it, exactly
 *   as without JavaScript;
 * - an intent is applied to the form's value by conform's own `parse` (update, reset, list moves)
 *   and reports `null` for every field and the form, which conform reads as "keep the error shown":
 *   a server error stays until the real validation can judge the new value.
 */
export function deferToServer<Schema = Record<string, unknown>>({ formData }: { formData: FormData }): Submission<Schema, string[]> {
  return parse<Schema, string[]>(formData, {
    resolve: (payload, intent) => {
      // The value is unchecked here; the action parses the post with the schema.
      if (!intent) return { value: payload as Schema };
      const keep: Record<string, null> = { "": null };
      for (const name of Object.keys(payload)) keep[name] = null;
      return { error: keep };
    },
  });
}
