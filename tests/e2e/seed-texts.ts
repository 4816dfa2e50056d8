import { ANNOUNCEMENTS, HELP_ITEMS, USER_AGREEMENT } from "../../gateway/seeds/content";

/**
 * Operator content as the seed writes it, in the language the page shows (TY by default), so a
 * test names a notice or a help item without copying its words (content per language).
 */
export const announcementTitle = (id: number, lang: "TY" | "EN" | "PT" = "TY") => ANNOUNCEMENTS.find((a) => a.id === id)!.title[lang];
export const helpTitle = (id: number, lang: "TY" | "EN" | "PT" = "TY") => HELP_ITEMS.find((h) => h.id === id)!.title[lang];
export const agreementTitle = (lang: "TY" | "EN" | "PT" = "TY") => USER_AGREEMENT.title[lang];
export { USER_AGREEMENT };
