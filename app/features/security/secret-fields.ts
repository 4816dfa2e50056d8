/**
 * The fields a refused security form never sends back (the action's hideFields) and the browser
 * empties too (useClearRefusedFields). Shared by a route's action and its form island (decision
 * 058), which cannot import each other's values.
 */
export const PAYMENT_PASSWORD_SECRET_FIELDS = ["oldPassword", "newPassword", "confirmPassword"];
export const QUESTION_SECRET_FIELDS = ["answer", "currentAnswer"];
