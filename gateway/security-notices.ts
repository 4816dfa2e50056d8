import { textLang, type Lang } from "./language";
import { operatorDateTime } from "./rg-mail";

/**
 * Inbox notices about the account's own security (OWASP ASVS 5.0 V6.3.5 and V6.3.7): a member is
 * told when failed sign-ins locked the account, and whenever something that proves who they are
 * changed: the password, a verified e-mail address, the security question and answer, the payment
 * password. The message is written in the language of the request that caused it, with its
 * translations (content_texts), so the inbox shows it in whichever language the member reads. An
 * address in a notice is masked by the caller: the inbox is read by whoever holds the session, and
 * must not hand them the full new address. Pure texts plus the statements that write them; the
 * caller puts them in its own batch.
 */
export type SecurityNotice =
  | { kind: "login-locked"; until: number }
  | { kind: "password-changed" }
  /** `address` is already masked (shared/masking.ts maskEmail). */
  | { kind: "email-verified"; address: string }
  | { kind: "security-question-set" }
  | { kind: "security-question-changed" }
  | { kind: "payment-password-set" }
  | { kind: "payment-password-changed" };

/** `detail` is the notice's one variable part: the lock's end (operator time) or the masked address. */
const TEXTS: Record<Lang, { [K in SecurityNotice["kind"]]: { title: string; body: (detail: string) => string } }> = {
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
    "email-verified": {
      title: "Na-verify ang bagong e-mail ng iyong account",
      body: (address) =>
        `Ang e-mail na ${address} ay na-verify at nakatali na ngayon sa iyong account. Kung hindi ikaw ang gumawa nito, palitan ang iyong pasword at makipag-ugnayan agad sa customer service.`,
    },
    "security-question-set": {
      title: "Naitakda ang iyong tanong pangseguridad",
      body: () =>
        "Naitakda ang tanong pangseguridad at ang sagot nito sa iyong account. Kung hindi ikaw ang gumawa nito, makipag-ugnayan agad sa customer service.",
    },
    "security-question-changed": {
      title: "Napalitan ang iyong tanong pangseguridad",
      body: () =>
        "Napalitan ang tanong pangseguridad at ang sagot nito sa iyong account. Kung hindi ikaw ang gumawa nito, makipag-ugnayan agad sa customer service.",
    },
    "payment-password-set": {
      title: "Naitakda ang iyong pasword sa pagbabayad",
      body: () => "Naitakda ang pasword sa pagbabayad ng iyong account. Kung hindi ikaw ang gumawa nito, makipag-ugnayan agad sa customer service.",
    },
    "payment-password-changed": {
      title: "Napalitan ang iyong pasword sa pagbabayad",
      body: () => "Napalitan ang pasword sa pagbabayad ng iyong account. Kung hindi ikaw ang gumawa nito, makipag-ugnayan agad sa customer service.",
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
    "email-verified": {
      title: "A new e-mail address was verified on your account",
      body: (address) =>
        `The e-mail address ${address} was verified and is now bound to your account. If you did not do this, change your password and contact customer service at once.`,
    },
    "security-question-set": {
      title: "Your security question was set",
      body: () => "The security question and answer of your account were set. If you did not do this, contact customer service at once.",
    },
    "security-question-changed": {
      title: "Your security question was changed",
      body: () => "The security question and answer of your account were changed. If you did not do this, contact customer service at once.",
    },
    "payment-password-set": {
      title: "Your payment password was set",
      body: () => "The payment password of your account was set. If you did not do this, contact customer service at once.",
    },
    "payment-password-changed": {
      title: "Your payment password was changed",
      body: () => "The payment password of your account was changed. If you did not do this, contact customer service at once.",
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
    "email-verified": {
      title: "Foi verificado um novo e-mail na sua conta",
      body: (address) =>
        `O endereço de e-mail ${address} foi verificado e está agora associado à sua conta. Se não foi você, mude a sua palavra-passe e contacte já o apoio ao cliente.`,
    },
    "security-question-set": {
      title: "A sua pergunta de segurança foi definida",
      body: () => "A pergunta e a resposta de segurança da sua conta foram definidas. Se não foi você, contacte já o apoio ao cliente.",
    },
    "security-question-changed": {
      title: "A sua pergunta de segurança foi alterada",
      body: () => "A pergunta e a resposta de segurança da sua conta foram alteradas. Se não foi você, contacte já o apoio ao cliente.",
    },
    "payment-password-set": {
      title: "A sua palavra-passe de pagamento foi definida",
      body: () => "A palavra-passe de pagamento da sua conta foi definida. Se não foi você, contacte já o apoio ao cliente.",
    },
    "payment-password-changed": {
      title: "A sua palavra-passe de pagamento foi alterada",
      body: () => "A palavra-passe de pagamento da sua conta foi alterada. Se não foi você, contacte já o apoio ao cliente.",
    },
  },
};

const LANGS: readonly Lang[] = ["ty", "en", "pt"];

function noticeDetail(notice: SecurityNotice): string {
  if (notice.kind === "login-locked") return operatorDateTime(notice.until);
  if (notice.kind === "email-verified") return notice.address;
  return "";
}

/** Pure: the notice's title and text in `lang`. */
export function securityNoticeText(notice: SecurityNotice, lang: Lang): { title: string; body: string } {
  const text = TEXTS[lang][notice.kind];
  return { title: text.title, body: text.body(noticeDetail(notice)) };
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
