import { createContext, useCallback, useContext, useEffect, useMemo, useState, type CSSProperties } from "react";
import { useTranslation } from "~/i18n/react";
import { TOAST_DURATION_MS, type Toast } from "~/rules/toast";

/** onShown: called in the frame that first paints the toast (a page that must wait while it shows). */
type ShowOptions = { onShown?: () => void };
type Shown = Toast & ShowOptions & { id: string };
type ToastApi = { show: (toast: Toast, options?: ShowOptions) => string; hide: (id: string) => void };

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast outside ToastProvider");
  return api;
}

/**
 * Toasts with the spec's durations (§9). A flash toast from the server renders in the HTML and
 * fades out by CSS after its duration, so it works before (and without) JavaScript too.
 */
export function ToastProvider({ flash, children }: { flash: Shown | null; children: React.ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Shown[]>(flash ? [flash] : []);

  // A new flash from the server (root loader data) joins the list as the render that brings it
  // happens; a flash stays until its own timer ends, even when the next loader answer has none.
  // Compared by id, so a parent that rebuilds the same flash object never loops.
  const [lastFlashId, setLastFlashId] = useState(flash?.id ?? null);
  if ((flash?.id ?? null) !== lastFlashId) {
    setLastFlashId(flash?.id ?? null);
    if (flash) setToasts((list) => (list.some((x) => x.id === flash.id) ? list : [...list, flash]));
  }

  const hide = useCallback((id: string) => setToasts((list) => list.filter((x) => x.id !== id)), []);
  const show = useCallback((toast: Toast, options: ShowOptions = {}) => {
    const id = crypto.randomUUID();
    setToasts((list) => [...list, { ...toast, ...options, id }]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, hide }), [show, hide]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts" role="status" aria-live="polite" aria-label={t("toast.region")}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDone={hide} closeLabel={t("toast.close")} text={toast.params ? t(toast.key, toast.params) : t(toast.key)} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDone, text, closeLabel }: { toast: Shown; onDone: (id: string) => void; text: string; closeLabel: string }) {
  const ms = TOAST_DURATION_MS[toast.kind];
  useEffect(() => {
    const timer = setTimeout(() => onDone(toast.id), ms);
    return () => clearTimeout(timer);
  }, [toast.id, ms, onDone]);
  const { onShown } = toast;
  useEffect(() => {
    if (!onShown) return;
    const frame = requestAnimationFrame(onShown);
    return () => cancelAnimationFrame(frame);
  }, [onShown]);
  return (
    <div className={`toast toast--${toast.tone ?? "info"}`} style={{ "--toast-ms": `${ms}ms` } as CSSProperties}>
      <span>{text}</span>
      <button type="button" className="toast__close" aria-label={closeLabel} onClick={() => onDone(toast.id)}>
        ×
      </button>
    </div>
  );
}
