import { textLang, type Lang } from "./language";
import { operatorDateTime } from "./rg-mail";

/**
 * Inbox notices about the account's own security (OWASP ASVS 5.0 V6.3.5 and V6.3.7): a member is
 * told when failed sign-ins locked the account, and when its password changed. The message is
 * written in the language of the request that caused it, with its translations (content_texts), so
 * the inbox shows it in whichever language the member reads. Pure texts plus the statements that
 * write them; the caller puts them in its own batch.
 */
export type SecurityNotice = { kind: "login-locked"; until: number } | { kind: "password-changed" };

const TEXTS: Record<Lang, { [K in SecurityNotice["kind"]]: { title: string; body: (until: string) => string } }> = {
  ty: {
    "login-locked": {
      title: "Na-lock ang iyong account sa mga bagong device",
      body: (until) =>
        `Maraming maling pasword ang sinubukan sa iyong account, kaya naka-lock ito sa mga bagong device hanggang ${until} (UTC+8). Makakapag-sign in ka pa rin sa device na nagamit mo na, o sa bagong device gamit ang code na ipapadala sa iyong mobile number. Kung hindi ikaw ang sumubok, palitan ang iyong pasword.`,
    },
    "password-changed": {
      title: "Napalitan ang iyong pasword",
      body: () => "Napalitan ang pasword ng iyong account. Kung hindi ikaw ang gumawa nito, makipag-ugnayan agad sa customer service.",
    },
  },
  en: {
    "login-locked": {
      title: "Your account is locked on new devices",
      body: (until) =>
        `Several wrong passwords were tried on your account, so it is locked on new devices until ${until} (UTC+8). You can still sign in on a device you have used before, or on a new one with a code sent to your mobile number. If this was not you, change your password.`,
    },
    "password-changed": {
      title: "Your password was changed",
      body: () => "The password of your account was changed. If you did not do this, contact customer service at once.",
    },
  },
  pt: {
    "login-locked": {
      title: "A sua conta está bloqueada em dispositivos novos",
      body: (until) =>
        `Foram tentadas várias palavras-passe erradas na sua conta, por isso está bloqueada em dispositivos novos até ${until} (UTC+8). Pode continuar a entrar num dispositivo que já usou, ou num novo com um código enviado para o seu telemóvel. Se não foi você, mude a sua palavra-passe.`,
    },
    "password-changed": {
      title: "A sua palavra-passe foi alterada",
      body: () => "A palavra-passe da sua conta foi alterada. Se não foi você, contacte já o apoio ao cliente.",
    },
  },
};

const LANGS: readonly Lang[] = ["ty", "en", "pt"];

/** Pure: the notice's title and text in `lang`. */
export function securityNoticeText(notice: SecurityNotice, lang: Lang): { title: string; body: string } {
  const text = TEXTS[lang][notice.kind];
  return { title: text.title, body: text.body(notice.kind === "login-locked" ? operatorDateTime(notice.until) : "") };
}

/** The inbox message in `lang` and its translations, as statements for the caller's batch. */
export function securityNoticeStatements(db: D1Database, memberId: number, notice: SecurityNotice, lang: Lang, now: number): D1PreparedStatement[] {
  const own = securityNoticeText(notice, lang);
  return [
    db.prepare("INSERT INTO messages (member_id, title, content, created_at) VALUES (?1, ?2, ?3, ?4)").bind(memberId, own.title, own.body, now),
    ...LANGS.map((l) => {
      const t = securityNoticeText(notice, l);
      return db
        .prepare(
          `INSERT INTO content_texts (kind, ref, lang, title, content)
           SELECT 'message', CAST(MAX(id) AS TEXT), ?2, ?3, ?4 FROM messages WHERE member_id = ?1`,
        )
        .bind(memberId, textLang(l), t.title, t.body);
    }),
  ];
}
