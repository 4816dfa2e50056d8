import { htmlLang, type Locale } from "~/i18n/locale";
import type { TFunction } from "~/i18n/translator";
import { WifiOffIcon } from "~/ui/icons";

/**
 * The offline page as a whole document: plain HTML and the app's stylesheet, no
 * script, no session data. The service worker keeps one per language and answers with it when a
 * page cannot load; the address bar still shows the page the player asked for, so "Try again"
 * (href="": this very address) loads that page again, without JavaScript.
 */
export function OfflinePage({ locale, t, stylesheet }: { locale: Locale; t: TFunction; stylesheet: string }) {
  return (
    <html lang={htmlLang(locale)} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0b0e1a" />
        <meta name="color-scheme" content="dark" />
        <meta name="robots" content="noindex" />
        <title>{`${t("pwa.offline.title")} · ${t("app.name")}`}</title>
        <link rel="stylesheet" href={stylesheet} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
      </head>
      <body>
        <main className="standalone">
          <section className="state" aria-labelledby="offline-title">
            <div className="state__icon">
              <WifiOffIcon size={36} />
            </div>
            <h1 id="offline-title" className="state__title">
              {t("pwa.offline.title")}
            </h1>
            <p className="state__body">{t("pwa.offline.body")}</p>
            <p className="state__body">{t("pwa.offline.safe")}</p>
            {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- "" is this document's own address: the page the player asked for */}
            <a className="button button--primary" href="">
              {t("pwa.offline.retry")}
            </a>
          </section>
        </main>
      </body>
    </html>
  );
}
