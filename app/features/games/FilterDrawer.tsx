import { useRef } from "react";
import { Form, Link, useNavigate } from "react-router";
import { useTranslation } from "~/i18n/react";
import { applyListChange, type ListQuery } from "~/rules/paging";
import { ChevronRightIcon, FilterIcon } from "~/ui/icons";
import { MIN_BET_OPTIONS } from "./constants";
import type { VendorChip } from "./types";

type Props = {
  query: ListQuery;
  vendors: readonly VendorChip[];
  /** Game types offered in the type picker; empty hides the picker (a page with a fixed type). */
  gameTypes: readonly string[];
  action: string;
  href: (state: ListQuery) => string;
};

/**
 * The filter drawer (§2 Filter panel): vendor, game type and minimum-bet pickers, Submit (closes
 * it and reloads from page 1) and Clear, and links to the other categories. A <details> element
 * and a GET form, so it opens, closes and filters without JavaScript; with JavaScript Submit
 * navigates to the canonical URL and Clear resets the pickers in place.
 */
export function FilterDrawer({ query, vendors, gameTypes, action, href }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const details = useRef<HTMLDetailsElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const active = (query.vendor ? 1 : 0) + (query.minBet ? 1 : 0);
  const close = () => {
    if (details.current) details.current.open = false;
    details.current?.querySelector("summary")?.focus();
  };
  const cleared = href(applyListChange(query, { kind: "filter", vendor: null, gameType: query.gameType, minBet: null }));

  return (
    // Escape bubbles up from the summary and the pickers inside; the <details> itself takes no focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a key listener for the controls it contains
    <details
      ref={details}
      className={`filter-drawer${active ? " filter-drawer--active" : ""}`}
      onKeyDown={(e) => {
        if (e.key === "Escape" && details.current?.open) {
          e.preventDefault();
          close();
        }
      }}
    >
      <summary aria-label={active ? t("games.filter.openActive", { count: active }) : t("games.filter.open")}>
        <FilterIcon size={18} />
        <span aria-hidden="true">{active ? t("games.filter.openActive", { count: active }) : t("games.filter.open")}</span>
      </summary>
      <div className="filter-drawer__backdrop" aria-hidden="true" onClick={close} />
      <div className="filter-drawer__panel" role="dialog" aria-labelledby="filter-title">
        <div className="filter-drawer__head">
          <h2 id="filter-title" className="filter-drawer__title">
            {t("games.filter.title")}
          </h2>
          <Link
            to={href(query)}
            className="button button--ghost button--small"
            onClick={(e) => {
              e.preventDefault();
              close();
            }}
          >
            {t("games.filter.close")}
          </Link>
        </div>
        <Form
          ref={form}
          method="get"
          action={action}
          className="filter-drawer__form"
          onSubmit={(e) => {
            e.preventDefault();
            const fd = new FormData(e.currentTarget);
            const text = (name: string) => {
              const v = fd.get(name);
              return typeof v === "string" && v ? v : null;
            };
            close();
            navigate(
              href(applyListChange(query, { kind: "filter", vendor: text("vendor"), gameType: text("gameType") ?? query.gameType, minBet: text("minBet") })),
            );
          }}
        >
          {gameTypes.length === 0 && <input type="hidden" name="gameType" value={query.gameType} />}
          {query.q && <input type="hidden" name="q" value={query.q} />}
          {query.classify !== "ALL" && <input type="hidden" name="classify" value={query.classify} />}

          {vendors.length > 0 && (
            <fieldset className="filter-group">
              <legend>{t("games.filter.vendor")}</legend>
              <div className="chip-options">
                <Chip name="vendor" value="" checked={!query.vendor} label={t("games.filter.all")} isDefault />
                {vendors.map((v) => (
                  <Chip key={v.vassalage} name="vendor" value={v.vassalage} checked={query.vendor === v.vassalage} label={v.displayName} />
                ))}
              </div>
            </fieldset>
          )}

          {gameTypes.length > 0 && (
            <fieldset className="filter-group">
              <legend>{t("games.filter.gameType")}</legend>
              <div className="chip-options">
                {gameTypes.map((type) => (
                  <Chip
                    key={type}
                    name="gameType"
                    value={type}
                    checked={query.gameType === type}
                    label={t(`games.category.${type}`)}
                    isDefault={query.gameType === type}
                  />
                ))}
              </div>
            </fieldset>
          )}

          <fieldset className="filter-group">
            <legend>{t("games.filter.minBet")}</legend>
            <div className="chip-options">
              <Chip name="minBet" value="" checked={!query.minBet} label={t("games.filter.all")} isDefault />
              {MIN_BET_OPTIONS.map((v) => (
                <Chip key={v} name="minBet" value={v} checked={query.minBet === v} label={v} />
              ))}
            </div>
          </fieldset>

          <fieldset className="filter-group">
            <legend>{t("games.filter.otherCategories")}</legend>
            <ul className="filter-drawer__links">
              <li>
                <Link to="/m/lottery">
                  {t("games.filter.lottery")}
                  <ChevronRightIcon size={14} />
                </Link>
              </li>
              <li>
                <Link to="/m/gameCenter">
                  {t("games.filter.gameCenter")}
                  <ChevronRightIcon size={14} />
                </Link>
              </li>
            </ul>
          </fieldset>

          <div className="filter-drawer__actions">
            <Link
              to={cleared}
              className="button button--ghost"
              onClick={(e) => {
                e.preventDefault();
                form.current?.querySelectorAll<HTMLInputElement>("input[data-default]").forEach((input) => (input.checked = true));
              }}
            >
              {t("games.filter.clear")}
            </Link>
            <button type="submit" className="button button--primary">
              {t("games.filter.submit")}
            </button>
          </div>
        </Form>
      </div>
    </details>
  );
}

function Chip({ name, value, checked, label, isDefault = false }: { name: string; value: string; checked: boolean; label: string; isDefault?: boolean }) {
  return (
    <label className="chip-option">
      <input type="radio" name={name} value={value} defaultChecked={checked} data-default={isDefault ? "" : undefined} />
      <span>{label}</span>
    </label>
  );
}
