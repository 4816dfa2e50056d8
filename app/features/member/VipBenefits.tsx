import type { VipBenefits as VipData, VipLevel } from "@contract/schemas/member";
import { progressToNext } from "@contract/vip";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { formatMoney } from "~/rules/money";
import { loginHref } from "~/rules/redirect-target";
import { useImageUrl } from "~/ui/use-image-url";

const PAGE = "/m/member/benefits";

/** One threshold of the next level: what the member has, and what is missing. */
function Meter({ id, label, have, need, symbol }: { id: string; label: string; have: number; need: number; symbol: string }) {
  const { t } = useTranslation();
  const missing = Math.max(0, need - have);
  return (
    <div className="vip-meter">
      <div className="vip-meter__row">
        <span id={id}>{label}</span>
        <span>
          {formatMoney(Math.min(have, need), symbol)} / {formatMoney(need, symbol)}
        </span>
      </div>
      <progress aria-labelledby={id} max={need} value={Math.min(have, need)} />
      <p className="vip-note">{missing > 0 ? t("member.vip.toGo", { amount: formatMoney(missing, symbol) }) : t("member.vip.met")}</p>
    </div>
  );
}

/** The member's level and the two bars to the next one (both thresholds must be met). */
function Standing({ data, member }: { data: VipData; member: NonNullable<VipData["member"]> }) {
  const imageUrl = useImageUrl();
  const { t } = useTranslation();
  const current = data.levels.find((l) => l.level === member.level) ?? null;
  const progress = progressToNext(data.levels, member.level, member);
  const symbol = data.currencySymbol;
  return (
    <section className="card vip-standing" aria-labelledby="vip-standing-level">
      <div className="vip-standing__head">
        {current && <img src={imageUrl(current.badgeUrl)} alt="" width={56} height={56} />}
        <div>
          <p className="vip-standing__label">{t("member.vip.yourLevel")}</p>
          <h2 id="vip-standing-level" className="vip-standing__level">
            {current ? current.name : t("member.vip.none")}
          </h2>
        </div>
      </div>
      {progress.next ? (
        <div className="vip-progress">
          <h3 className="vip-progress__title">{t("member.vip.progressTo", { level: data.levels.find((l) => l.level === progress.next?.level)?.name })}</h3>
          <Meter id="vip-deposit" label={t("member.vip.deposit")} have={member.deposit} need={progress.next.deposit} symbol={symbol} />
          <Meter id="vip-turnover" label={t("member.vip.turnover")} have={member.turnover} need={progress.next.turnover} symbol={symbol} />
        </div>
      ) : (
        <p className="vip-note">{t("member.vip.top")}</p>
      )}
    </section>
  );
}

/** 0 decimals only in the header; every other amount, the level table's included, has two, grouped, with the symbol. */
const money = formatMoney;

function LevelCard({ level, current, symbol }: { level: VipLevel; current: boolean; symbol: string }) {
  const imageUrl = useImageUrl();
  const { t } = useTranslation();
  return (
    <li className={`card vip-level${current ? " vip-level--current" : ""}`} aria-current={current ? "true" : undefined}>
      <div className="vip-level__head">
        <img src={imageUrl(level.badgeUrl)} alt={t("member.vip.badgeAlt", { level: level.name })} width={44} height={44} loading="lazy" />
        <h3 className="vip-level__name">{level.name}</h3>
        {current && <span className="mine-badge mine-badge--vip">{t("member.vip.current")}</span>}
      </div>
      <p className="vip-level__needs">
        {t("member.vip.need")}: {t("member.vip.needDeposit")} {money(level.deposit, symbol)} · {t("member.vip.needTurnover")} {money(level.turnover, symbol)}
      </p>
      <dl className="vip-level__benefits">
        <dt>{t("member.vip.rebate")}</dt>
        <dd>{level.rebateRate.toFixed(2)}%</dd>
        <dt>{t("member.vip.withdrawCount")}</dt>
        <dd>{t("member.vip.withdrawCountValue", { count: level.dailyWithdrawCount })}</dd>
        <dt>{t("member.vip.withdrawLimit")}</dt>
        <dd>{money(level.dailyWithdrawLimit, symbol)}</dd>
        <dt>{t("member.vip.birthday")}</dt>
        <dd>{money(level.birthdayBonus, symbol)}</dd>
        <dt>{t("member.vip.levelUp")}</dt>
        <dd>{money(level.levelUpBonus, symbol)}</dd>
      </dl>
    </li>
  );
}

/** /m/member/benefits: the member's standing (or a sign-in prompt) and every level with its benefits. */
export function VipBenefits({ data }: { data: VipData }) {
  const { t } = useTranslation();
  return (
    <div className="page-body">
      {data.member ? (
        <Standing data={data} member={data.member} />
      ) : (
        <section className="card vip-standing" aria-labelledby="vip-signin-title">
          <h2 id="vip-signin-title" className="vip-standing__level">
            {t("member.vip.signInTitle")}
          </h2>
          <p className="vip-note">{t("member.vip.signInBody")}</p>
          <Link to={loginHref(PAGE)} className="button button--primary">
            {t("member.centre.login")}
          </Link>
        </section>
      )}
      <h2 className="vip-heading">{t("member.vip.levelsHeading")}</h2>
      <p className="vip-note">{t("member.vip.rule")}</p>
      <ul className="vip-levels">
        {data.levels.map((level) => (
          <LevelCard key={level.level} level={level} current={data.member?.level === level.level} symbol={data.currencySymbol} />
        ))}
      </ul>
    </div>
  );
}
