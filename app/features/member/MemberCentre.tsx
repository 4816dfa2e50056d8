import { Suspense, useState } from "react";
import { Await, Link } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { LoginPrompt } from "~/features/home/LoginPrompt";
import { NetPosition, SessionClock } from "~/features/rg/play/components";
import { RealAccountCard } from "~/features/wallet/PlayMoney";
import { useTranslation } from "~/i18n/react";
import { loginHref } from "~/rules/redirect-target";
import {
  BackIcon,
  ChartIcon,
  ChatIcon,
  ChevronRightIcon,
  CrownIcon,
  DepositIcon,
  DiceIcon,
  DownloadIcon,
  GearIcon,
  GiftIcon,
  HeartIcon,
  MailIcon,
  PercentIcon,
  ReceiptIcon,
  ShareIcon,
  ShieldIcon,
  TargetIcon,
  TransferIcon,
  TrophyIcon,
  UserIcon,
  UsersIcon,
  WithdrawIcon,
} from "~/ui/icons";
import { NoJsStreamStyle } from "~/ui/NoJsStreamStyle";
import { useToast } from "~/ui/Toast";
import { useImageUrl } from "~/ui/use-image-url";
import type { Centre, CentreBadges, CentreEntry } from "./centre.server";
import { REFUSE_PARAM } from "./rows";

const ICONS: Record<string, (p: { size?: number }) => React.ReactElement> = {
  deposit: DepositIcon,
  withdraw: WithdrawIcon,
  inviteFriends: GiftIcon,
  securityCenter: ShieldIcon,
  depositRecord: ReceiptIcon,
  withdrawRecord: ReceiptIcon,
  transactionRecord: ReceiptIcon,
  betRecord: DiceIcon,
  personalReport: ChartIcon,
  rewardCenter: TrophyIcon,
  manualRebate: PercentIcon,
  playerRebate: PercentIcon,
  missionActivity: TargetIcon,
  mailCenter: MailIcon,
  uplineTransfer: TransferIcon,
  agencyCenter: UsersIcon,
  responsibleGaming: HeartIcon,
  feedback: ChatIcon,
};

const CENTRE_PATH = "/m/mine";

/** Who may follow an entry: a visitor gets the login dialog, a trial member free_reject (§2, §6). */
type Guard = "visitor" | "trial" | null;

/**
 * A link to a member page that works without JavaScript (to the login page that comes back here,
 * or for a trial member to the centre's refusal) and with it opens the dialog or shows the message
 * in place.
 */
function GuardedLink({
  to,
  guard,
  onVisitor,
  className,
  label,
  children,
}: {
  to: string;
  guard: Guard;
  onVisitor: () => void;
  className?: string;
  label?: string;
  children: React.ReactNode;
}) {
  const toast = useToast();
  const href = guard === "visitor" ? loginHref(CENTRE_PATH) : guard === "trial" ? `${CENTRE_PATH}?${REFUSE_PARAM}=1` : to;
  const onClick = (event: React.MouseEvent) => {
    if (!guard) return;
    event.preventDefault();
    if (guard === "visitor") onVisitor();
    else toast.show({ key: "toast.free_reject", kind: "message", tone: "error" });
  };
  return (
    <Link to={href} className={className} aria-label={label} onClick={onClick}>
      {children}
    </Link>
  );
}

/** Web Share where the browser has it, else the link is copied (§2 share button, members). */
function ShareButton() {
  const { t } = useTranslation();
  const toast = useToast();
  const share = async () => {
    const url = new URL("/m/home", window.location.origin).href;
    const data = { title: t("member.centre.shareTitle"), text: t("member.centre.shareText"), url };
    if (typeof navigator.share === "function") {
      await navigator.share(data).catch(() => undefined); // the player closed the share sheet
      return;
    }
    await navigator.clipboard?.writeText(url);
    toast.show({ key: "member.centre.copied", kind: "message", tone: "success" });
  };
  return (
    <button type="button" className="mine-header__button" aria-label={t("member.centre.share")} onClick={() => void share()}>
      <ShareIcon size={22} />
    </button>
  );
}

function Avatar({ url, name }: { url: string | null; name: string | null }) {
  const imageUrl = useImageUrl();
  return (
    <span className="mine-profile__avatar" aria-hidden="true">
      {url ? <img src={imageUrl(url)} alt="" width={56} height={56} /> : name ? name.slice(0, 1).toUpperCase() : <UserIcon size={30} />}
    </span>
  );
}

function EntryIcon({ id, size }: { id: string; size: number }) {
  const Icon = ICONS[id] ?? ChevronRightIcon;
  return <Icon size={size} />;
}

/** Opens an entry: a guarded link as a list row or a tile (the caller's class and content). */
type EntryRenderer = (e: CentreEntry, className: string, content: React.ReactNode) => React.ReactElement;

/** The header: back home, the title, the session clock, share (not for agents) and settings. */
function CentreHeader({ centre, onVisitor }: { centre: Centre; onVisitor: () => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { profile } = centre;
  return (
    <header className="mine-header">
      <Link to="/m/home" className="mine-header__button" aria-label={t("member.centre.back")}>
        <BackIcon size={24} />
      </Link>
      <h1 className="mine-header__title">{t("title.mine")}</h1>
      <div className="mine-header__actions">
        {/* The session clock (decision 042): this page has its own header instead of the page header. */}
        {profile && <SessionClock />}
        {centre.showsShare &&
          (!profile ? (
            // §2: the share button sends a visitor to /m/login.
            <Link to={loginHref(CENTRE_PATH)} className="mine-header__button" aria-label={t("member.centre.share")}>
              <ShareIcon size={22} />
            </Link>
          ) : (
            hydrated && <ShareButton />
          ))}
        <GuardedLink to="/m/set" guard={profile ? null : "visitor"} onVisitor={onVisitor} className="mine-header__button" label={t("member.centre.settings")}>
          <GearIcon size={22} />
        </GuardedLink>
      </div>
    </header>
  );
}

/** The profile block (§2): account, VIP label and days for a member; the login prompt for a visitor. `line`: the base layout's single row. */
function ProfileCard({ centre, line = false }: { centre: Centre; line?: boolean }) {
  const { t } = useTranslation();
  const { profile } = centre;
  return (
    <section className={`card mine-profile${line ? " mine-profile--line" : ""}`} aria-labelledby="mine-profile-name">
      {profile ? (
        <>
          <Avatar url={profile.headIconUrl} name={profile.nickname ?? profile.account} />
          <div className="mine-profile__text">
            <h2 id="mine-profile-name" className="mine-profile__name">
              {profile.account}
            </h2>
            <p className="mine-profile__meta">
              <span className={`mine-badge${profile.vipLabel ? " mine-badge--vip" : ""}`}>
                {profile.vipLabel ? (
                  <>
                    <CrownIcon size={14} /> {profile.vipLabel}
                  </>
                ) : profile.trial ? (
                  t("member.centre.trial")
                ) : (
                  t("member.centre.noVip")
                )}
              </span>
              <span className="mine-profile__days">{t("member.centre.days", { count: profile.days })}</span>
            </p>
          </div>
        </>
      ) : (
        <>
          <Avatar url={null} name={null} />
          <div className="mine-profile__text">
            <h2 id="mine-profile-name" className="mine-profile__name">
              {t("member.centre.visitorTitle")}
            </h2>
            <p className="mine-profile__hint">{t("member.centre.visitorBody")}</p>
            <div className="mine-profile__actions">
              <Link to={loginHref(CENTRE_PATH)} className="button button--primary button--small">
                {t("member.centre.login")}
              </Link>
              {centre.directRegistration && (
                <Link to="/m/register" className="button button--ghost button--small">
                  {t("member.centre.register")}
                </Link>
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
}

/** What a trial is playing with, and today's net position (decision 042): the same in both layouts. */
function MoneyNotes({ centre }: { centre: Centre }) {
  return (
    <>
      {centre.playMoney && <RealAccountCard balance={centre.playMoney.balance} />}
      {centre.todayNet && <NetPosition net={centre.todayNet.amount} symbol={centre.todayNet.symbol} playMoney={centre.playMoney !== null} />}
    </>
  );
}

/**
 * Without JavaScript a streamed count stays where React put it, below the page (decision 019): there
 * it is shown with its row's name, which stays hidden wherever the count reaches its row.
 */
const NO_JS_BADGE_CSS = 'div[hidden][id^="S:"] .mine-rows__badge-name{display:inline!important;margin-right:8px}';

/** The count on a row, in its place at the row's end. */
function RowBadge({ id, count }: { id: string; count: number | undefined }) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <>
      <span className="mine-rows__badge-name" hidden>
        {t(`member.entry.${id}`)}
      </span>
      {/* The count is what the eye needs; the words are for screen readers. */}
      <span className="mine-rows__badge">
        <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
        <span className="sr-only">{t(id === "rewardCenter" ? "promotions.rewards.summary.count" : "member.centre.unread", { count })}</span>
      </span>
    </>
  );
}

/** Rows that carry a count: only theirs wait for the streamed badges. */
const BADGED = new Set<string>(["mailCenter", "rewardCenter"]);

/**
 * A list row's inside: icon, label, the unread or claimable count, chevron. The counts stream in
 * (decision 001): until they come the row holds an empty slot at its end, so the row keeps its size
 * and only the count appears. `data-fallback`: without JavaScript the slot goes and the count shows
 * where React streamed it (decision 019, NoJsStreamStyle).
 */
function RowContent({ entry, badges }: { entry: CentreEntry; badges: Centre["badges"] }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="mine-rows__icon">
        <EntryIcon id={entry.id} size={20} />
      </span>
      <span className="mine-rows__label">{t(`member.entry.${entry.id}`)}</span>
      {badges && BADGED.has(entry.id) ? (
        <Suspense fallback={<span className="mine-rows__badge-slot" data-fallback="" />}>
          <Await resolve={badges} errorElement={null}>
            {(counts) => <RowBadge id={entry.id} count={counts?.[entry.id as keyof CentreBadges]} />}
          </Await>
        </Suspense>
      ) : null}
      <ChevronRightIcon size={18} className="mine-rows__chevron" />
    </>
  );
}

function RowList({ entries, label, entry, badges }: { entries: CentreEntry[]; label: string; entry: EntryRenderer; badges: Centre["badges"] }) {
  if (entries.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className="card settings-list mine-rows">{entries.map((e) => entry(e, "mine-rows__item", <RowContent entry={e} badges={badges} />))}</ul>
    </nav>
  );
}

/** "new" (mem_cen 1): the profile card, VIP and download tiles, the four menu tiles, then the optional rows. */
function NewLayout({ centre, entry }: { centre: Centre; entry: EntryRenderer }) {
  const { t } = useTranslation();
  return (
    <>
      <ProfileCard centre={centre} />
      <MoneyNotes centre={centre} />
      <ul className="mine-feature">
        {centre.showsVip && (
          <li>
            {/* The VIP table is public (visitors see it with a sign-in prompt), so the tile is never guarded. */}
            <Link to="/m/member/benefits" className="card mine-feature__tile mine-feature__tile--vip">
              <CrownIcon size={26} />
              <span className="mine-feature__label">{t("member.centre.vipTile")}</span>
              <span className="mine-feature__hint">{t("member.centre.vipHint")}</span>
            </Link>
          </li>
        )}
        <li>
          <Link to="/m/download" className="card mine-feature__tile">
            <DownloadIcon size={26} />
            <span className="mine-feature__label">{t("member.centre.downloadTile")}</span>
            <span className="mine-feature__hint">{t("member.centre.downloadHint")}</span>
          </Link>
        </li>
      </ul>
      {centre.tiles.length > 0 && (
        <nav aria-label={t("member.centre.tilesLabel")}>
          <ul className="card mine-tiles">
            {centre.tiles.map((e) =>
              entry(
                e,
                "mine-tiles__item",
                <>
                  <span className="mine-tiles__icon">
                    <EntryIcon id={e.id} size={24} />
                  </span>
                  <span>{t(`member.entry.${e.id}`)}</span>
                </>,
              ),
            )}
          </ul>
        </nav>
      )}
      <RowList entries={centre.rows} label={t("member.centre.rowsLabel")} entry={entry} badges={centre.badges} />
    </>
  );
}

/**
 * "base" (mem_cen 0, decision 080): a plain list. The profile on one line, the balance, then every
 * entry the row table allows as a list row — the menu tiles' entries first, the optional rows, then
 * VIP benefits and the app — with no tiles. The same entries as "new", in the same order.
 */
function BaseLayout({ centre, entry }: { centre: Centre; entry: EntryRenderer }) {
  const { t } = useTranslation();
  return (
    <>
      <ProfileCard centre={centre} line />
      {centre.balance && (
        <p className="card mine-balance">
          <span className="mine-balance__label">{t("member.centre.balance")}</span>
          <strong className="mine-balance__amount">{centre.balance}</strong>
        </p>
      )}
      <MoneyNotes centre={centre} />
      <RowList entries={centre.tiles} label={t("member.centre.tilesLabel")} entry={entry} badges={centre.badges} />
      <RowList entries={centre.rows} label={t("member.centre.rowsLabel")} entry={entry} badges={centre.badges} />
      <nav aria-label={t("member.centre.appLabel")}>
        <ul className="card settings-list mine-rows">
          {centre.showsVip && (
            <li>
              <Link to="/m/member/benefits" className="mine-rows__item">
                <span className="mine-rows__icon">
                  <CrownIcon size={20} />
                </span>
                <span className="mine-rows__label">{t("member.centre.vipTile")}</span>
                <ChevronRightIcon size={18} className="mine-rows__chevron" />
              </Link>
            </li>
          )}
          <li>
            <Link to="/m/download" className="mine-rows__item">
              <span className="mine-rows__icon">
                <DownloadIcon size={20} />
              </span>
              <span className="mine-rows__label">{t("member.centre.downloadTile")}</span>
              <ChevronRightIcon size={18} className="mine-rows__chevron" />
            </Link>
          </li>
        </ul>
      </nav>
    </>
  );
}

/**
 * §2 Member centre (Mine): header, profile, VIP and download, menu entries and optional rows, laid
 * out by the mem_cen template (decision 080). The loader decides which entries show; the layouts
 * only place them, so a switch's rule holds in both.
 */
export function MemberCentre({ centre }: { centre: Centre }) {
  const { t } = useTranslation();
  const [prompt, setPrompt] = useState(false);
  const { profile } = centre;
  const guard: Guard = !profile ? "visitor" : profile.trial ? "trial" : null;
  const openPrompt = () => setPrompt(true);

  const entry: EntryRenderer = (e, className, content) => (
    <li key={e.id}>
      <GuardedLink to={e.path} guard={guard} onVisitor={openPrompt} className={className}>
        {content}
      </GuardedLink>
    </li>
  );
  const Layout = centre.template === "base" ? BaseLayout : NewLayout;

  return (
    <div className={`mine mine--${centre.template}`} data-template={centre.template}>
      {centre.badges && <NoJsStreamStyle also={NO_JS_BADGE_CSS} />}
      <CentreHeader centre={centre} onVisitor={openPrompt} />
      <div className="page-body mine-body">
        <Layout centre={centre} entry={entry} />
      </div>

      {prompt && !profile && (
        <LoginPrompt
          onClose={() => setPrompt(false)}
          closeHref={CENTRE_PATH}
          directRegistration={centre.directRegistration}
          returnTo={CENTRE_PATH}
          badge={<UserIcon size={22} />}
          title={t("member.centre.loginTitle")}
          body={t("member.centre.loginBody")}
        />
      )}
    </div>
  );
}
