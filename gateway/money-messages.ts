import { z } from "zod";
import { DEFAULT_LANG, type Lang } from "./language";
import { formatMoney } from "../shared/money-format";

/**
 * Money messages (issue 30): the inbox message a member gets when money moves — a deposit credited
 * or rejected, a withdrawal approved or rejected, a reward credited — and when a responsible-gaming
 * limit change comes in force. A message is stored as a template key and its parameters
 * (migration 0022) and rendered when it is read, in the reader's language, so a member who
 * switches language reads every such message in the new one. The statements here go into the
 * caller's own batch, after the movement's statements: a message never describes money that did
 * not move. Amounts are formatted as the app formats them (shared/money-format.ts).
 */

const Amount = z.number().int().safe();
const Symbol = z.string().min(1).max(8);
const Reason = z.string().max(500).nullable();

export const MONEY_TEMPLATES = {
  "deposit.credited": z.object({ orderId: z.number().int(), amountMinor: Amount, bonusMinor: Amount, symbol: Symbol }),
  "deposit.rejected": z.object({ orderId: z.number().int(), amountMinor: Amount, reason: Reason, symbol: Symbol }),
  "withdrawal.approved": z.object({ orderId: z.number().int(), amountMinor: Amount, feeMinor: Amount, symbol: Symbol }),
  "withdrawal.rejected": z.object({ orderId: z.number().int(), amountMinor: Amount, reason: Reason, symbol: Symbol }),
  "reward.credited": z.object({
    source: z.enum(["deposit_bonus", "event", "promo_rebate", "mission", "referral", "checkin", "rebate"]),
    amountMinor: Amount,
    requiredMinor: Amount,
    symbol: Symbol,
  }),
  "rg.limit": z.object({
    kind: z.enum(["deposit", "loss", "stake", "session"]),
    period: z.enum(["day", "week", "month", "session"]),
    /** Minor units for a money limit, minutes for the session; null: the limit was removed. */
    value: z.number().int().nonnegative().nullable(),
    symbol: Symbol,
  }),
} as const;

export type MoneyTemplate = keyof typeof MONEY_TEMPLATES;
export type MoneyMessage = { [K in MoneyTemplate]: { template: K; params: z.infer<(typeof MONEY_TEMPLATES)[K]> } }[MoneyTemplate];

type Params<K extends MoneyTemplate> = z.infer<(typeof MONEY_TEMPLATES)[K]>;
type Text<K extends MoneyTemplate> = { title: (p: Params<K>) => string; body: (p: Params<K>) => string };
type Texts = { [K in MoneyTemplate]: Text<K> };
type RewardSource = Params<"reward.credited">["source"];
/** The limits there are: a money limit per period, and the session limit. */
type LimitName = `${"deposit" | "loss" | "stake"}.${"day" | "week" | "month"}` | "session.session";

const money = (minor: number, symbol: string) => formatMoney(minor / 100, symbol);

/** The value of a limit as the member reads it: an amount, or minutes for the session limit. */
const limitValue = (p: Params<"rg.limit">, minutes: (n: number) => string) =>
  p.value === null ? null : p.kind === "session" ? minutes(p.value) : money(p.value, p.symbol);

const SOURCES: Record<Lang, Record<RewardSource, string>> = {
  ty: {
    deposit_bonus: "bonus sa deposito",
    event: "promosyon",
    promo_rebate: "cashback",
    mission: "premyo ng misyon",
    referral: "reward sa pag-imbita",
    checkin: "reward sa check-in",
    rebate: "rebate",
  },
  en: {
    deposit_bonus: "deposit bonus",
    event: "promotion",
    promo_rebate: "cashback",
    mission: "mission prize",
    referral: "referral reward",
    checkin: "check-in reward",
    rebate: "rebate",
  },
  pt: {
    deposit_bonus: "bónus de depósito",
    event: "promoção",
    promo_rebate: "cashback",
    mission: "prémio de missão",
    referral: "recompensa de convite",
    checkin: "recompensa de check-in",
    rebate: "reembolso",
  },
};

const LIMITS: Record<Lang, Record<LimitName, string>> = {
  ty: {
    "deposit.day": "araw-araw na limitasyon sa deposito",
    "deposit.week": "lingguhang limitasyon sa deposito",
    "deposit.month": "buwanang limitasyon sa deposito",
    "loss.day": "araw-araw na limitasyon sa talo",
    "loss.week": "lingguhang limitasyon sa talo",
    "loss.month": "buwanang limitasyon sa talo",
    "stake.day": "araw-araw na limitasyon sa taya",
    "stake.week": "lingguhang limitasyon sa taya",
    "stake.month": "buwanang limitasyon sa taya",
    "session.session": "limitasyon ng oras ng session",
  },
  en: {
    "deposit.day": "daily deposit limit",
    "deposit.week": "weekly deposit limit",
    "deposit.month": "monthly deposit limit",
    "loss.day": "daily loss limit",
    "loss.week": "weekly loss limit",
    "loss.month": "monthly loss limit",
    "stake.day": "daily stake limit",
    "stake.week": "weekly stake limit",
    "stake.month": "monthly stake limit",
    "session.session": "session time limit",
  },
  pt: {
    "deposit.day": "limite diário de depósito",
    "deposit.week": "limite semanal de depósito",
    "deposit.month": "limite mensal de depósito",
    "loss.day": "limite diário de perda",
    "loss.week": "limite semanal de perda",
    "loss.month": "limite mensal de perda",
    "stake.day": "limite diário de apostas",
    "stake.week": "limite semanal de apostas",
    "stake.month": "limite mensal de apostas",
    "session.session": "limite de tempo de sessão",
  },
};

/** The limit's name, or undefined for a kind/period pair no limit has (the stored text is read then). */
const limitName = (lang: Lang, p: Params<"rg.limit">): string | undefined => (LIMITS[lang] as Record<string, string>)[`${p.kind}.${p.period}`];

const TEXTS: Record<Lang, Texts> = {
  ty: {
    "deposit.credited": {
      title: (p) => `Na-credit ang iyong deposito na ${money(p.amountMinor, p.symbol)}`,
      body: (p) =>
        `Pumasok na sa iyong balanse ang ${money(p.amountMinor, p.symbol)} mula sa deposit order ${p.orderId}.` +
        (p.bonusMinor > 0 ? ` Kasama rito ang bonus na ${money(p.bonusMinor, p.symbol)}, na may kailangang turnover bago ma-withdraw.` : ""),
    },
    "deposit.rejected": {
      title: (p) => `Tinanggihan ang iyong deposito na ${money(p.amountMinor, p.symbol)}`,
      body: (p) =>
        `Hindi na-credit ang deposit order ${p.orderId} na ${money(p.amountMinor, p.symbol)}.` +
        (p.reason ? ` Dahilan: ${p.reason}.` : "") +
        " Walang nagbago sa iyong balanse. Kung nagbayad ka na, makipag-ugnayan sa customer service.",
    },
    "withdrawal.approved": {
      title: (p) => `Naaprubahan ang iyong withdrawal na ${money(p.amountMinor, p.symbol)}`,
      body: (p) =>
        `Naaprubahan ang withdrawal order ${p.orderId} at ipinadala na ang ${money(p.amountMinor - p.feeMinor, p.symbol)} sa iyong bank account.` +
        (p.feeMinor > 0 ? ` Ibinawas ang bayad na ${money(p.feeMinor, p.symbol)}.` : ""),
    },
    "withdrawal.rejected": {
      title: (p) => `Tinanggihan ang iyong withdrawal na ${money(p.amountMinor, p.symbol)}`,
      body: (p) =>
        `Tinanggihan ang withdrawal order ${p.orderId}.` +
        (p.reason ? ` Dahilan: ${p.reason}.` : "") +
        ` Ibinalik na sa iyong balanse ang ${money(p.amountMinor, p.symbol)}.`,
    },
    "reward.credited": {
      title: (p) => `Na-credit ang iyong reward na ${money(p.amountMinor, p.symbol)}`,
      body: (p) =>
        `Pumasok na sa iyong balanse ang ${money(p.amountMinor, p.symbol)} (${SOURCES.ty[p.source]}).` +
        (p.requiredMinor > 0 ? ` Kailangan ng turnover na ${money(p.requiredMinor, p.symbol)} bago ito ma-withdraw.` : ""),
    },
    "rg.limit": {
      title: (p) => `May bisa na ang iyong bagong ${limitName("ty", p)}`,
      body: (p) => {
        const value = limitValue(p, (n) => `${n} minuto`);
        return value === null
          ? `Inalis na ang iyong ${limitName("ty", p)}, simula ngayon.`
          : `Ang iyong ${limitName("ty", p)} ay ${value} na, simula ngayon. Mababago mo ito sa Responsible Gaming.`;
      },
    },
  },
  en: {
    "deposit.credited": {
      title: (p) => `Your deposit of ${money(p.amountMinor, p.symbol)} is credited`,
      body: (p) =>
        `${money(p.amountMinor, p.symbol)} from deposit order ${p.orderId} is in your balance.` +
        (p.bonusMinor > 0 ? ` A bonus of ${money(p.bonusMinor, p.symbol)} came with it, with turnover to meet before it can be withdrawn.` : ""),
    },
    "deposit.rejected": {
      title: (p) => `Your deposit of ${money(p.amountMinor, p.symbol)} was rejected`,
      body: (p) =>
        `Deposit order ${p.orderId} of ${money(p.amountMinor, p.symbol)} was not credited.` +
        (p.reason ? ` Reason: ${p.reason}.` : "") +
        " Your balance did not change. If you have paid, contact customer service.",
    },
    "withdrawal.approved": {
      title: (p) => `Your withdrawal of ${money(p.amountMinor, p.symbol)} is approved`,
      body: (p) =>
        `Withdrawal order ${p.orderId} is approved and ${money(p.amountMinor - p.feeMinor, p.symbol)} was sent to your bank account.` +
        (p.feeMinor > 0 ? ` A fee of ${money(p.feeMinor, p.symbol)} was taken.` : ""),
    },
    "withdrawal.rejected": {
      title: (p) => `Your withdrawal of ${money(p.amountMinor, p.symbol)} was rejected`,
      body: (p) =>
        `Withdrawal order ${p.orderId} was rejected.` +
        (p.reason ? ` Reason: ${p.reason}.` : "") +
        ` ${money(p.amountMinor, p.symbol)} is back in your balance.`,
    },
    "reward.credited": {
      title: (p) => `Your reward of ${money(p.amountMinor, p.symbol)} is credited`,
      body: (p) =>
        `${money(p.amountMinor, p.symbol)} (${SOURCES.en[p.source]}) is in your balance.` +
        (p.requiredMinor > 0 ? ` It needs ${money(p.requiredMinor, p.symbol)} of turnover before it can be withdrawn.` : ""),
    },
    "rg.limit": {
      title: (p) => `Your new ${limitName("en", p)} is in force`,
      body: (p) => {
        const value = limitValue(p, (n) => `${n} minutes`);
        return value === null
          ? `Your ${limitName("en", p)} is removed from now on.`
          : `Your ${limitName("en", p)} is ${value} from now on. You can change it in Responsible Gaming.`;
      },
    },
  },
  pt: {
    "deposit.credited": {
      title: (p) => `O seu depósito de ${money(p.amountMinor, p.symbol)} foi creditado`,
      body: (p) =>
        `${money(p.amountMinor, p.symbol)} do pedido de depósito ${p.orderId} já está no seu saldo.` +
        (p.bonusMinor > 0 ? ` Veio com um bónus de ${money(p.bonusMinor, p.symbol)}, com volume de apostas a cumprir antes de o levantar.` : ""),
    },
    "deposit.rejected": {
      title: (p) => `O seu depósito de ${money(p.amountMinor, p.symbol)} foi recusado`,
      body: (p) =>
        `O pedido de depósito ${p.orderId} de ${money(p.amountMinor, p.symbol)} não foi creditado.` +
        (p.reason ? ` Motivo: ${p.reason}.` : "") +
        " O seu saldo não mudou. Se já pagou, contacte o apoio ao cliente.",
    },
    "withdrawal.approved": {
      title: (p) => `O seu levantamento de ${money(p.amountMinor, p.symbol)} foi aprovado`,
      body: (p) =>
        `O pedido de levantamento ${p.orderId} foi aprovado e ${money(p.amountMinor - p.feeMinor, p.symbol)} foram enviados para a sua conta bancária.` +
        (p.feeMinor > 0 ? ` Foi cobrada uma taxa de ${money(p.feeMinor, p.symbol)}.` : ""),
    },
    "withdrawal.rejected": {
      title: (p) => `O seu levantamento de ${money(p.amountMinor, p.symbol)} foi recusado`,
      body: (p) =>
        `O pedido de levantamento ${p.orderId} foi recusado.` +
        (p.reason ? ` Motivo: ${p.reason}.` : "") +
        ` ${money(p.amountMinor, p.symbol)} voltaram ao seu saldo.`,
    },
    "reward.credited": {
      title: (p) => `A sua recompensa de ${money(p.amountMinor, p.symbol)} foi creditada`,
      body: (p) =>
        `${money(p.amountMinor, p.symbol)} (${SOURCES.pt[p.source]}) já estão no seu saldo.` +
        (p.requiredMinor > 0 ? ` Precisa de ${money(p.requiredMinor, p.symbol)} em apostas antes de os levantar.` : ""),
    },
    "rg.limit": {
      title: (p) => `O seu novo ${limitName("pt", p)} está em vigor`,
      body: (p) => {
        const value = limitValue(p, (n) => `${n} minutos`);
        return value === null
          ? `O seu ${limitName("pt", p)} foi removido a partir de agora.`
          : `O seu ${limitName("pt", p)} passa a ser ${value} a partir de agora. Pode alterá-lo em Jogo Responsável.`;
      },
    },
  },
};

/** Pure: a money message's title and text in `lang`. */
export function moneyMessageText(message: MoneyMessage, lang: Lang): { title: string; body: string } {
  // The union's template and params belong together (MoneyMessage); TypeScript cannot follow that through the lookup.
  const text = TEXTS[lang][message.template] as Text<MoneyTemplate>;
  const params = message.params as never;
  return { title: text.title(params), body: text.body(params) };
}

/**
 * A stored message read back: its template and params checked again (a row is data, and a
 * template may have been renamed since), rendered in `lang`; null when it is not one this gateway
 * renders, and the stored text is shown instead.
 */
export function renderStoredMessage(template: string | null, params: string | null, lang: Lang): { title: string; body: string } | null {
  if (template === null || params === null || !(template in MONEY_TEMPLATES)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(params);
  } catch {
    return null;
  }
  const parsed = MONEY_TEMPLATES[template as MoneyTemplate].safeParse(raw);
  if (!parsed.success) return null;
  const message = { template, params: parsed.data } as MoneyMessage;
  if (message.template === "rg.limit" && limitName(lang, message.params) === undefined) return null;
  return moneyMessageText(message, lang);
}

/** Who a message goes to: the currency symbol of their wallet and the language they last deposited in (TY by default). */
export async function recipientOf(db: D1Database, memberId: number): Promise<{ symbol: string; lang: Lang }> {
  const row = await db
    .prepare(
      `SELECT (SELECT currency_symbol FROM wallets WHERE member_id = ?1) AS symbol,
              (SELECT language FROM deposits WHERE member_id = ?1 ORDER BY created_at DESC, id DESC LIMIT 1) AS language`,
    )
    .bind(memberId)
    .first<{ symbol: string | null; language: string | null }>();
  return { symbol: row?.symbol ?? "₱", lang: asLang(row?.language) };
}

export const asLang = (s: string | null | undefined): Lang => (s === "en" || s === "pt" || s === "ty" ? s : DEFAULT_LANG);

/**
 * The statement that writes the message, for a chain of guarded statements: it inserts its row
 * only when the statement before it changed `after` rows (the movement happened), so the batch
 * writes the message exactly when it moves the money. `ref` names the movement: one message per
 * movement (migration 0022's unique index). The stored title and text are in `lang`.
 */
export function moneyMessageStatement(
  db: D1Database,
  m: { memberId: number; message: MoneyMessage; lang: Lang; now: number; ref: string | null; after?: number | null },
): D1PreparedStatement {
  const text = moneyMessageText(m.message, m.lang);
  const guard = m.after === null ? "" : " WHERE changes() = ?8";
  return db
    .prepare(`INSERT INTO messages (member_id, title, content, created_at, template, params, ref) SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7${guard}`)
    .bind(m.memberId, text.title, text.body, m.now, m.message.template, JSON.stringify(m.message.params), m.ref, ...(m.after === null ? [] : [m.after ?? 1]));
}

type LimitParams = Params<"rg.limit">;

/**
 * The statements that tell a member a limit change is in force, for the batch that stores the
 * change. A change that applies now is dated now; a raise or removal waiting out its cooling-off
 * is dated the moment it comes in force, and the inbox shows it from then on (migration 0022).
 * Any message still waiting for an earlier pending change of the same limit is dropped first: that
 * change will now never come in force. `value` undefined: the pending change was cancelled, and
 * nothing new is announced.
 */
export function limitMessageStatements(
  db: D1Database,
  m: {
    memberId: number;
    kind: LimitParams["kind"];
    period: LimitParams["period"];
    value: number | null | undefined;
    symbol: string;
    lang: Lang;
    effectiveAt: number;
    now: number;
  },
): D1PreparedStatement[] {
  const drop = db
    .prepare(
      `DELETE FROM messages WHERE member_id = ?1 AND template = 'rg.limit' AND created_at > ?2
         AND json_extract(params, '$.kind') = ?3 AND json_extract(params, '$.period') = ?4`,
    )
    .bind(m.memberId, m.now, m.kind, m.period);
  if (m.value === undefined) return [drop];
  return [
    drop,
    moneyMessageStatement(db, {
      memberId: m.memberId,
      message: { template: "rg.limit", params: { kind: m.kind, period: m.period, value: m.value, symbol: m.symbol } },
      lang: m.lang,
      now: m.effectiveAt,
      ref: null,
      after: null,
    }),
  ];
}
