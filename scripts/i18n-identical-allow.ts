import type { AllowEntry } from "./i18n-compare";

/**
 * Texts whose TY or PT value may read the same as EN (`npm run i18n:check` fails on any other).
 * Only brand and product names, codes, and words that are spelled the same in that language; an
 * entry that no longer matches (the key is gone or the texts now differ) fails the check too.
 */
export const IDENTICAL_ALLOWED: readonly AllowEntry[] = [
  { key: "app.name", locales: ["ty", "pt"], reason: "brand: the app's name" },
  { key: "deposit.page.feeRate", locales: ["ty", "pt"], reason: "a percentage ({{rate}}%), no words" },
  { key: "language.en", locales: ["ty", "pt"], reason: "each language is named in itself in the picker" },
  { key: "language.pt", locales: ["ty", "pt"], reason: "each language is named in itself in the picker" },
  { key: "language.ty", locales: ["ty", "pt"], reason: "each language is named in itself in the picker" },
  { key: "account.field.qqNum", locales: ["ty", "pt"], reason: "brand: QQ" },
  { key: "account.field.facebook", locales: ["ty", "pt"], reason: "brand: Facebook" },
  { key: "account.field.wechat", locales: ["ty", "pt"], reason: "brand: WeChat" },
  { key: "account.field.line", locales: ["ty", "pt"], reason: "brand: LINE" },
  { key: "account.field.whatsapp", locales: ["ty", "pt"], reason: "brand: WhatsApp" },
  { key: "account.field.zalo", locales: ["ty", "pt"], reason: "brand: Zalo" },
  { key: "account.field.email", locales: ["ty", "pt"], reason: "E-mail is the word in Tagalog and Portuguese too (TY 'Sa e-mail', PT 'Por e-mail')" },
  { key: "title.email", locales: ["ty", "pt"], reason: "E-mail is the word in Tagalog and Portuguese too (see account.field.email)" },
  { key: "account.change.ok", locales: ["ty", "pt"], reason: "OK is the usual button word in both languages" },
  { key: "lottery.prizeMode.Lott", locales: ["ty", "pt"], reason: "prize-mode code, the operator's name for it" },
  { key: "lottery.prizeMode.ZY", locales: ["ty", "pt"], reason: "prize-mode code, the operator's name for it" },
  { key: "lottery.prizeMode.Elott", locales: ["ty", "pt"], reason: "prize-mode code, the operator's name for it" },
  { key: "lobby.header.menu", locales: ["ty", "pt"], reason: "Menu is the word in Tagalog and Portuguese too (TY 'Pangunahing menu', PT 'Menu principal')" },
  { key: "lobby.hot.vs", locales: ["ty", "pt"], reason: "VS, the abbreviation used between team names in every language" },
  { key: "lobby.popup.page", locales: ["ty", "pt"], reason: "a counter ({{index}} / {{total}}), no words" },
  { key: "rg.page.history.from", locales: ["ty", "pt"], reason: "two values and an arrow ({{old}} → {{new}}), no words" },
  { key: "lobby.download.android", locales: ["ty", "pt"], reason: "platform and file type names: Android (APK)" },
  { key: "lobby.download.iosApp", locales: ["ty", "pt"], reason: "brand: App Store" },
  { key: "lobby.side.telegram", locales: ["ty", "pt"], reason: "brand: Telegram" },
  { key: "download.tabs.android", locales: ["ty", "pt"], reason: "platform name: Android" },
  { key: "content.service.telegram", locales: ["ty", "pt"], reason: "brand: Telegram" },
  { key: "content.service.facebook", locales: ["ty", "pt"], reason: "brand: Facebook" },
  { key: "promotions.missions.duration.days", locales: ["pt"], reason: "unit abbreviations ({{d}} d {{h}} h) read the same in Portuguese" },
  { key: "promotions.missions.duration.hours", locales: ["pt"], reason: "unit abbreviations ({{h}} h {{m}} min) read the same in Portuguese" },
  { key: "promotions.missions.duration.minutes", locales: ["pt"], reason: "unit abbreviation ({{m}} min) reads the same in Portuguese" },
  { key: "records.withdrawals.card", locales: ["ty", "pt"], reason: "a bank name and a card's last four digits ({{bank}} •••• {{last4}}), no words" },
  {
    key: "gatewayMoneyMessages.source.promo_rebate",
    locales: ["ty", "pt"],
    reason: "Cashback is the word the app's promotion pages use in Tagalog and Portuguese too (e.g. 'Cashback ngayong panahon…', 'Cashback deste período…')",
  },
  {
    key: "gatewayMoneyMessages.source.rebate",
    locales: ["ty"],
    reason: "rebate is the Tagalog word the app's rebate pages use ('Manual na rebate', 'Kunin ang rebate')",
  },
];
