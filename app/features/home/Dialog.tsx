import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { CloseIcon } from "~/ui/icons";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

export type DialogProps = {
  labelledBy: string;
  describedBy?: string;
  /** alertdialog for confirmations (sign out), dialog otherwise. */
  role?: "dialog" | "alertdialog";
  /** Escape and a tap on the backdrop call it; without JavaScript the dialog's own links and forms close it. */
  onClose?: () => void;
  className?: string;
  children: React.ReactNode;
};

/**
 * A modal dialog that is plain markup on the server (so pop-ups render and close without
 * JavaScript) and, once hydrated, moves focus in, keeps Tab inside, closes on Escape and gives
 * focus back to where it was.
 */
export function Dialog({ labelledBy, describedBy, role = "dialog", onClose, className, children }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Escape and the backdrop call the newest onClose; it is swapped in after each commit.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (node.querySelector<HTMLElement>("[data-autofocus]") ?? node).focus({ preventScroll: true });
    document.documentElement.classList.add("has-modal");
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && close.current) {
        event.preventDefault();
        close.current();
      } else if (event.key === "Tab") {
        const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
        const first = items[0];
        const last = items.at(-1);
        if (!first || !last) {
          event.preventDefault();
        } else if (event.shiftKey && (document.activeElement === first || document.activeElement === node)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      if (!document.querySelector(".modal-backdrop")) document.documentElement.classList.remove("has-modal");
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a tap on the backdrop is a pointer shortcut; the keyboard closes with Escape (above)
    <div
      className="modal-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) close.current?.();
      }}
    >
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`modal${className ? ` ${className}` : ""}`}
      >
        {children}
      </div>
    </div>
  );
}

/**
 * An icon link that steers an overlay: without JavaScript it loads `href` (the page in the state
 * wanted: overlay closed, next page of a pop-up); once hydrated it calls `onGo` in place instead.
 */
export function InPlaceLink({ href, label, onGo, children }: { href: string; label: string; onGo: () => void; children: React.ReactNode }) {
  return (
    <Link
      to={href}
      replace
      preventScrollReset
      className="icon-button"
      aria-label={label}
      onClick={(event) => {
        event.preventDefault();
        onGo();
      }}
    >
      {children}
    </Link>
  );
}

/** A dialog's close button (closes without JavaScript too: `href` is the page without the overlay). */
export function DialogCloseLink({ href, label, onClose }: { href: string; label: string; onClose: () => void }) {
  return (
    <InPlaceLink href={href} label={label} onGo={onClose}>
      <CloseIcon />
    </InPlaceLink>
  );
}

/**
 * A compact dialog: a badge and a close link, a title and a line of text (ids `${id}-title` and
 * `${id}-body` name and describe it), then the dialog's own choices.
 */
export function CompactDialog({
  id,
  badge,
  title,
  body,
  close,
  children,
}: {
  id: string;
  badge: React.ReactNode;
  title: string;
  body: string;
  close: { href: string; label: string; onClose: () => void };
  children: React.ReactNode;
}) {
  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-body`} onClose={close.onClose} className="modal--compact">
      <div className="modal__head">
        <span className="modal__badge">{badge}</span>
        <DialogCloseLink href={close.href} label={close.label} onClose={close.onClose} />
      </div>
      <h2 id={`${id}-title`} className="modal__title">
        {title}
      </h2>
      <p id={`${id}-body`} className="modal__body">
        {body}
      </p>
      {children}
    </Dialog>
  );
}
