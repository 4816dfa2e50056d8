import type { Messages } from "~/i18n/messages";
import type { feedbackTy } from "./messages.ty";

/** The texts of messages.ty.ts in English. */
export const feedbackEn: Messages<typeof feedbackTy> = {
  title: "Feedback",
  intro: "Tell us what happened or what we could do better. Our team answers here and in your inbox.",
  category: {
    label: "About",
    choose: "Choose a topic",
    deposit: "Deposit",
    withdrawal: "Withdrawal",
    games: "Games",
    account: "Account",
    suggestion: "Suggestion",
    other: "Other",
  },
  content: {
    label: "Your message",
    hint: "{{min}}–{{max}} characters. Include the order number if there is one.",
  },
  images: {
    label: "Images (optional)",
    hint: "Up to {{max}} PNG or JPG, {{mb}} MB each.",
    chosen_one: "{{count}} image chosen",
    chosen_other: "{{count}} images chosen",
  },
  submit: "Send feedback",
  sending: "Sending…",
  sent: "We received your feedback. Thank you!",
  error: {
    categoryRequired: "Choose what your feedback is about.",
    contentShort: "Write at least {{min}} characters.",
    contentLong: "The message may be at most {{max}} characters.",
    imageCount: "Attach at most {{max}} images.",
    imageSize: "Each image may be at most {{mb}} MB.",
    imageType: "Images must be PNG or JPG.",
    tooFrequent_one: "You have sent a lot of feedback today. Please try again in {{count}} hour.",
    tooFrequent_other: "You have sent a lot of feedback today. Please try again in {{count}} hours.",
    unavailable: "Images cannot be received right now. Send without images or try again later.",
  },
  list: {
    heading: "Your feedback",
    empty: "You have not sent any feedback yet.",
    images_one: "{{count}} image",
    images_other: "{{count}} images",
    answer: "Our team's answer",
  },
  status: {
    received: "Received",
    answered: "Answered",
  },
};
