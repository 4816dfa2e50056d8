import { useState } from "react";
import { Link } from "react-router";
import { useModuleOn } from "~/chrome/use-module-on";
import { useTranslation } from "~/i18n/react";
import { ChevronDownIcon, HeadsetIcon, HelpIcon } from "~/ui/icons";
import { EmptyState } from "./ui";

export type HelpView = { title: string; html: string };

/**
 * §2 Help centre: an accordion of titled items, one open at a time, the initial one from ?i.
 * Built on <details name="…">, which browsers keep exclusive by themselves (so it works without
 * JavaScript); with JavaScript the open item is also held in state.
 */
export function HelpAccordion({ items, initial }: { items: HelpView[]; initial: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initial);
  if (items.length === 0) {
    return <EmptyState icon={<HelpIcon size={32} />} title={t("content.help.empty")} body={t("content.help.emptyBody")} />;
  }
  return (
    <div className="help-accordion">
      {items.map((item, i) => (
        <details
          key={`${i}-${item.title}`}
          name="help-centre"
          className="help-item"
          open={i === open}
          onToggle={(event) => {
            const isOpen = event.currentTarget.open;
            if (isOpen && open !== i) setOpen(i);
            else if (!isOpen && open === i) setOpen(-1);
          }}
        >
          <summary className="help-item__summary">
            <span className="help-item__number" aria-hidden="true">
              {String(i + 1).padStart(2, "0")}
            </span>
            <span className="help-item__title">{item.title}</span>
            <ChevronDownIcon size={18} className="help-item__chevron" />
          </summary>
          <div className="help-item__body rich-text" dangerouslySetInnerHTML={{ __html: item.html }} />
        </details>
      ))}
    </div>
  );
}

/** "Still need help?": the way to customer service under the answers. */
export function StillNeedHelp() {
  const { t } = useTranslation();
  const feedback = useModuleOn("feedback");
  return (
    <section className="content-callout" aria-labelledby="still-need-help">
      <span className="content-callout__icon" aria-hidden="true">
        <HeadsetIcon size={24} />
      </span>
      <div className="content-callout__text">
        <h2 id="still-need-help" className="content-callout__title">
          {t("content.help.stillNeed")}
        </h2>
        <p>{t("content.help.stillNeedBody")}</p>
      </div>
      <div className="content-callout__actions">
        <Link to="/m/service" className="button button--primary button--small">
          {t("content.help.contact")}
        </Link>
        {/* §7 feedback: written to the operator, answered on the page and in the inbox (members; a visitor signs in
            first), where the gateway offers it (contract/capabilities.ts). */}
        {feedback && (
          <Link to="/m/feedback" className="button button--ghost button--small">
            {t("content.help.feedback")}
          </Link>
        )}
      </div>
    </section>
  );
}
