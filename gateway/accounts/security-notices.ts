import { textLang, type Lang } from "../core/language";
import { operatorDateTime } from "../rg/rg-mail";

/**
 * Inbox notices about the account's own security (OWASP ASVS 5.0 V6.3.5 and V6.3.7): a member is
 * told when failed sign-ins locked the account, and whenever something that proves who they are
 * changed: the password, a verified e-mail address, the mobile number (bound or removed), the
 * security question and answer, the payment password. The message is written in the language of the request that caused it, with its
 * translations (content_texts), so the inbox shows it in whichever language the member reads. An
 * address in a notice is masked by the caller: the inbox is read by whoever holds the session, and
 * must not hand them the full new address. Pure texts plus the statements that write them; the
 * caller puts them in its own batch.
 */
export type SecurityNotice =
  | { kind: "login-locked"; until: number }
  | { kind: "password-changed" }
  /** `address` is already masked (contract/masking.ts maskEmail). */
  | { kind: "email-verified"; address: string }
  | { kind: "security-question-set" }
  | { kind: "security-question-changed" }
  | { kind: "payment-password-set" }
  | { kind: "payment-password-changed" }
  /** `number` is already masked (contract/masking.ts maskMobile, after the dialing code). */
  | { kind: "mobile-bound"; number: string }
  | { kind: "mobile-removed"; number: string };

/** `detail` is the notice's one variable part: the lock's end (operator time), the masked address or number. */
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
    "mobile-bound": {
      title: "May bagong mobile number ang iyong account",
      body: (number) =>
        `Ang mobile number na ${number} ay na-verify at nakatali na ngayon sa iyong account: dito na pupunta ang mga SMS code para sa pag-sign in, pag-reset ng pasword at pag-unlock. Inalis ang dating numero. Kung hindi ikaw ang gumawa nito, palitan ang iyong pasword at makipag-ugnayan agad sa customer service.`,
    },
    "mobile-removed": {
      title: "Inalis ang mobile number ng iyong account",
      body: (number) =>
        `Inalis sa iyong account ang mobile number na ${number}: hindi na ito makakapag-sign in sa pamamagitan ng SMS, makakapag-reset ng pasword o makakatanggap ng unlock code. Kung hindi ikaw ang gumawa nito, palitan ang iyong pasword at makipag-ugnayan agad sa customer service.`,
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
    "mobile-bound": {
      title: "Your account has a new mobile number",
      body: (number) =>
        `The mobile number ${number} was verified and is now bound to your account: SMS codes for signing in, resetting the password and unlocking go to it. Any earlier number was removed. If you did not do this, change your password and contact customer service at once.`,
    },
    "mobile-removed": {
      title: "The mobile number was removed from your account",
      body: (number) =>
        `The mobile number ${number} was removed from your account: it no longer signs in by SMS, resets the password or receives unlock codes. If you did not do this, change your password and contact customer service at once.`,
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
    "mobile-bound": {
      title: "A sua conta tem um novo número de telemóvel",
      body: (number) =>
        `O número de telemóvel ${number} foi verificado e está agora associado à sua conta: os códigos SMS para entrar, repor a palavra-passe e desbloquear passam a ir para ele. O número anterior foi removido. Se não foi você, mude a sua palavra-passe e contacte já o apoio ao cliente.`,
    },
    "mobile-removed": {
      title: "O número de telemóvel foi removido da sua conta",
      body: (number) =>
        `O número de telemóvel ${number} foi removido da sua conta: deixa de entrar por SMS, de repor a palavra-passe e de receber códigos de desbloqueio. Se não foi você, mude a sua palavra-passe e contacte já o apoio ao cliente.`,
    },
  },
};

const LANGS: readonly Lang[] = ["ty", "en", "pt"];

function noticeDetail(notice: SecurityNotice): string {
  if (notice.kind === "login-locked") return operatorDateTime(notice.until);
  if (notice.kind === "email-verified") return notice.address;
  if (notice.kind === "mobile-bound" || notice.kind === "mobile-removed") return notice.number;
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

/**
 * The SMS to a number just removed from an account (replaced or dropped), in the request's
 * language. It names no account: the phone may be the stolen one, and must not learn whose
 * account it was; its owner, who knows which account had the number, is told to act.
 */
const REMOVED_SMS: Record<Lang, string> = {
  ty: "Edge Lobby: Inalis ang numerong ito sa isang Edge Lobby account. Kung hindi ikaw ang gumawa nito, mag-sign in at palitan ang iyong pasword, o makipag-ugnayan sa customer service.",
  en: "Edge Lobby: this number was removed from an Edge Lobby account. If you did not do this, sign in and change your password, or contact customer service.",
  pt: "Edge Lobby: este número foi removido de uma conta Edge Lobby. Se não foi você, entre e mude a sua palavra-passe, ou contacte o apoio ao cliente.",
};

/** Pure: the removed-number SMS in `lang`. */
export function mobileRemovedSms(lang: Lang): string {
  return REMOVED_SMS[lang];
}

/** The removed-number SMS to `old` as a statement for the caller's batch (a notice row of the SMS outbox: no code). */
export function mobileRemovedSmsStatement(
  db: D1Database,
  memberId: number,
  old: { dialing: string; mobile: string },
  lang: Lang,
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      "INSERT INTO sms_outbox (purpose, country_dialing_code, mobile_num, code, body, member_id, created_at, expires_at, used_at) VALUES ('notice', ?1, ?2, NULL, ?3, ?4, ?5, ?5, ?5)",
    )
    .bind(old.dialing, old.mobile, mobileRemovedSms(lang), memberId, now);
}
