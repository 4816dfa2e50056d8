import { z } from "zod";

/**
 * Username/password sign-in fields. Messages are translation keys, resolved at render, so the
 * same schema serves the action (the source of truth) and the form's instant feedback.
 */
export const LoginSchema = z.object({
  username: z
    .string({ required_error: "login.enterUsername" })
    .trim()
    .min(1, "login.enterUsername")
    .max(64, "form.tooLong"),
  password: z.string({ required_error: "login.enterPassword" }).min(1, "login.enterPassword").max(128, "form.tooLong"),
  redirectTo: z.string().optional(),
});
export type LoginInput = z.infer<typeof LoginSchema>;
