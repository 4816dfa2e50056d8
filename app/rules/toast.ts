/** Toast kinds and their display times (§9 "Toasts"). */
export const TOAST_DURATION_MS = {
  success: 1000,
  sms: 1500,
  message: 2000,
  short: 3000,
  long: 8000,
  logout: 10000,
  loading: 9999000,
} as const;

export type ToastKind = keyof typeof TOAST_DURATION_MS;

export type Toast = {
  /** A translation key; toasts never carry raw text. */
  key: string;
  kind: ToastKind;
  tone?: "info" | "success" | "error";
};

export function isToastKind(v: unknown): v is ToastKind {
  return typeof v === "string" && Object.hasOwn(TOAST_DURATION_MS, v);
}
