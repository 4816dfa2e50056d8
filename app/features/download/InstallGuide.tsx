import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import type { GuideDevice, GuidePlatform } from "~/rules/install-guide";
import { AndroidIcon, AppleIcon, DownloadIcon, ExternalIcon, ShieldIcon } from "~/ui/icons";
import { StepPicture, type PictureName } from "./pictures";

/** The gateway's app links for the guides (null when the operator configured none). */
export type GuideLinks = { android: string | null; iosProfile: string | null; iosApp: string | null };

type Method = {
  /** Message prefix under download.<platform>. */
  key: string;
  steps: Array<{ key: string; picture: PictureName }>;
  action?: { href: string; label: string; external?: boolean };
  note?: string;
};

/**
 * The ways to put Edge Lobby on a platform, most complete first. The home-screen path needs no
 * download link, so a platform always has at least that one (no APK → only the PWA).
 */
function methodsFor(platform: GuidePlatform, links: GuideLinks): Method[] {
  if (platform === "android") {
    const homeScreen: Method = {
      key: "android.pwa",
      steps: [
        { key: "menu", picture: "chromeMenu" },
        { key: "install", picture: "chromeInstall" },
        { key: "confirm", picture: "chromeConfirm" },
        { key: "launch", picture: "launchAndroid" },
      ],
    };
    if (!links.android) return [homeScreen];
    return [
      {
        key: "android.apk",
        action: { href: links.android, label: "download.android.apk.button" },
        steps: [
          { key: "download", picture: "apkDownload" },
          { key: "allow", picture: "apkAllow" },
          { key: "open", picture: "apkOpen" },
          { key: "install", picture: "apkInstall" },
          { key: "launch", picture: "launchAndroid" },
        ],
      },
      homeScreen,
    ];
  }
  const profile: Method | null = links.iosProfile
    ? {
        key: "ios.profile",
        action: { href: links.iosProfile, label: "download.ios.profile.button" },
        note: "download.ios.profile.note",
        steps: [
          { key: "download", picture: "profileAllow" },
          { key: "settings", picture: "profileSettings" },
          { key: "install", picture: "profileInstall" },
          { key: "passcode", picture: "profilePasscode" },
          { key: "done", picture: "profileDone" },
        ],
      }
    : null;
  const store: Method | null = links.iosApp
    ? { key: "ios.app", action: { href: links.iosApp, label: "download.ios.app.button", external: true }, steps: [] }
    : null;
  const homeScreen: Method = {
    key: "ios.homeScreen",
    steps: [
      { key: "share", picture: "safariShare" },
      { key: "add", picture: "safariAdd" },
      { key: "confirm", picture: "safariConfirm" },
      { key: "launch", picture: "launchIos" },
    ],
  };
  return [profile, store, homeScreen].filter((m): m is Method => m !== null);
}

/**
 * Device tabs: plain links (`?device=`), so they switch guides without JavaScript; with it, React Router
 * navigates in place (replace: switching tabs is not a history entry; the scroll position stays).
 */
export function GuideTabs({ device, selected }: { device: GuideDevice; selected: GuidePlatform | null }) {
  const { t } = useTranslation();
  return (
    <nav className="guide-tabs" aria-label={t("download.tabs.label")}>
      {(["android", "ios"] as const).map((platform) => {
        const Icon = platform === "android" ? AndroidIcon : AppleIcon;
        return (
          <Link
            key={platform}
            to={`?device=${platform}`}
            replace
            preventScrollReset
            className="guide-tab"
            aria-current={platform === selected ? "page" : undefined}
          >
            <Icon size={18} />
            <span>{t(`download.tabs.${platform}`)}</span>
            {platform === device && <span className="sr-only">{` (${t("download.yours")})`}</span>}
          </Link>
        );
      })}
    </nav>
  );
}

/** One platform's guide: each method with its button, then numbered steps, each with its picture. */
export function InstallGuide({ platform, device, links }: { platform: GuidePlatform; device: GuideDevice; links: GuideLinks }) {
  const { t } = useTranslation();
  const Icon = platform === "android" ? AndroidIcon : AppleIcon;
  const headingId = `guide-${platform}`;
  return (
    <section className="guide" aria-labelledby={headingId}>
      <h2 id={headingId} className="guide__title">
        <Icon size={22} />
        <span>{t(`download.${platform}.title`)}</span>
        {platform === device && <span className="content-chip content-chip--accent">{t("download.yours")}</span>}
      </h2>
      {platform === "ios" && <p className="guide__hint">{t("download.ios.safari")}</p>}
      {methodsFor(platform, links).map((method) => {
        const id = `guide-${method.key.replace(".", "-")}`;
        return (
          <article key={method.key} className="guide-method" aria-labelledby={id}>
            <h3 id={id} className="guide-method__title">
              {t(`download.${method.key}.title`)}
            </h3>
            <p className="guide-method__lead">{t(`download.${method.key}.lead`)}</p>
            {method.action && (
              <a
                href={method.action.href}
                className={`button ${method.steps.length ? "button--primary" : "button--ghost"} guide-method__action`}
                rel="noopener noreferrer"
              >
                {method.action.external ? <ExternalIcon size={16} /> : <DownloadIcon size={16} />}
                {t(method.action.label)}
              </a>
            )}
            {method.steps.length > 0 && (
              <ol className="guide-steps">
                {method.steps.map((step) => (
                  <li key={step.key} className="guide-step">
                    <StepPicture name={step.picture} />
                    <p className="guide-step__text">{t(`download.${method.key}.steps.${step.key}`)}</p>
                  </li>
                ))}
              </ol>
            )}
            {method.note && (
              <p className="content-note">
                <ShieldIcon size={16} />
                {t(method.note)}
              </p>
            )}
          </article>
        );
      })}
    </section>
  );
}
