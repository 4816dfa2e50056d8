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
  /** Values the text interpolates ({{amount}}), formatted by the server: short strings and numbers only. */
  params?: Record<string, string | number>;
};

/** A toast's params as read back from its cookie: only short strings and numbers, else none. */
export function toastParams(v: unknown): Record<string, string | number> | undefined {
  if (!v || typeof v !== "object" || Array.isArray(v)) return undefined;
  const entries = Object.entries(v as Record<string, unknown>);
  if (entries.length > 5) return undefined;
  const valid = entries.every(([, x]) => (typeof x === "string" && x.length <= 40) || (typeof x === "number" && Number.isFinite(x)));
  return valid ? (Object.fromEntries(entries) as Record<string, string | number>) : undefined;
}

export function isToastKind(v: unknown): v is ToastKind {
  return typeof v === "string" && Object.hasOwn(TOAST_DURATION_MS, v);
}
