import { z } from "zod";
import { formatMoney } from "../../contract/money-format";
import { DEFAULT_LANG, type Lang } from "../core/language";

/**
 * Money messages: the inbox message a member gets when money moves — a deposit credited
 * or rejected, a withdrawal approved or rejected, a reward credited — and when a responsible-gaming
 * limit change comes in force. A message is stored as a template key and its parameters
 * (migration 0022) and rendered when it is read, in the reader's language, so a member who
 * switches language reads every such message in the new one. The statements here go into the
 * caller's own batch, after the movement's statements: a message never describes money that did
 * not move. Amounts are formatted as the app formats them (contract/money-format.ts).
 */

const Amount = z.number().int().safe();
const CurrencySymbol = z.string().min(1).max(8);
const Reason = z.string().max(500).nullable();

export const MONEY_TEMPLATES = {
  "deposit.credited": z.object({ orderId: z.number().int(), amountMinor: Amount, bonusMinor: Amount, symbol: CurrencySymbol }),
  "deposit.rejected": z.object({ orderId: z.number().int(), amountMinor: Amount, reason: Reason, symbol: CurrencySymbol }),
  "withdrawal.approved": z.object({
    orderId: z.number().int(),
    amountMinor: Amount,
    feeMinor: Amount,
    symbol: CurrencySymbol,
    /** Where the money went, as the withdrawal record names it: the bank and the account's last four digits. */
    bank: z.string().max(100),
    last4: z.string().max(4),
  }),
  "withdrawal.rejected": z.object({ orderId: z.number().int(), amountMinor: Amount, reason: Reason, symbol: CurrencySymbol }),
  "reward.credited": z.object({
    source: z.enum(["deposit_bonus", "event", "promo_rebate", "mission", "referral", "checkin", "rebate"]),
    amountMinor: Amount,
    requiredMinor: Amount,
    symbol: CurrencySymbol,
  }),
  "rg.limit": z.object({
    kind: z.enum(["deposit", "loss", "stake", "session"]),
    period: z.enum(["day", "week", "month", "session"]),
    /** Minor units for a money limit, minutes for the session; null: the limit was removed. */
    value: z.number().int().nonnegative().nullable(),
    symbol: CurrencySymbol,
  }),
} as const;

export type MoneyTemplate = keyof typeof MONEY_TEMPLATES;
export type MoneyMessage = { [K in MoneyTemplate]: { template: K; params: z.infer<(typeof MONEY_TEMPLATES)[K]> } }[MoneyTemplate];

type Params<K extends MoneyTemplate> = z.infer<(typeof MONEY_TEMPLATES)[K]>;

/**
 * The texts, as data with {{placeholders}}: `npm run i18n:check` reads them with the app's
 * locales (the same key sets in TY, EN and PT, no TY or PT text left in English). A part that
 * only some messages have (the bonus, the reason, the fee, the turnover) is its own text.
 */
const ty = {
  depositCredited: {
    title: "Na-credit ang iyong deposito na {{amount}}",
    body: "Pumasok na sa iyong balanse ang {{amount}} mula sa deposit order {{order}}.",
    bonus: " Kasama rito ang bonus na {{bonus}}, na may kailangang turnover bago ma-withdraw.",
  },
  depositRejected: {
    title: "Tinanggihan ang iyong deposito na {{amount}}",
    body: "Hindi na-credit ang deposit order {{order}} na {{amount}}.",
    reason: " Dahilan: {{reason}}.",
    end: " Walang nagbago sa iyong balanse. Kung nagbayad ka na, makipag-ugnayan sa customer service.",
  },
  withdrawalApproved: {
    title: "Naaprubahan ang iyong withdrawal na {{amount}}",
    body: "Naaprubahan ang withdrawal order {{order}} at ipinadala na ang {{paid}} sa {{bank}} •••• {{last4}}.",
    fee: " Ibinawas ang bayad na {{fee}}.",
  },
  withdrawalRejected: {
    title: "Tinanggihan ang iyong withdrawal na {{amount}}",
    body: "Tinanggihan ang withdrawal order {{order}}.",
    reason: " Dahilan: {{reason}}.",
    end: " Ibinalik na sa iyong balanse ang {{amount}}.",
  },
  rewardCredited: {
    title: "Na-credit ang iyong reward na {{amount}}",
    body: "Pumasok na sa iyong balanse ang {{amount}} ({{source}}).",
    turnover: " Kailangan ng turnover na {{required}} bago ito ma-withdraw.",
  },
  limitInForce: {
    title: "May bisa na ang iyong bagong {{limit}}",
    body: "Ang iyong {{limit}} ay {{value}} na, simula ngayon. Mababago mo ito sa Responsible Gaming.",
    removed: "Inalis na ang iyong {{limit}}, simula ngayon.",
    minutes: "{{count}} minuto",
  },
  source: {
    deposit_bonus: "bonus sa deposito",
    event: "promosyon",
    promo_rebate: "cashback",
    mission: "premyo ng misyon",
    referral: "reward sa pag-imbita",
    checkin: "reward sa check-in",
    rebate: "rebate",
  },
  limit: {
    deposit: { day: "araw-araw na limitasyon sa deposito", week: "lingguhang limitasyon sa deposito", month: "buwanang limitasyon sa deposito" },
    loss: { day: "araw-araw na limitasyon sa talo", week: "lingguhang limitasyon sa talo", month: "buwanang limitasyon sa talo" },
    stake: { day: "araw-araw na limitasyon sa taya", week: "lingguhang limitasyon sa taya", month: "buwanang limitasyon sa taya" },
    session: { session: "limitasyon ng oras ng session" },
  },
};

/** Every language has every text of TY (tsc refuses a missing or extra one). */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type MoneyTexts = Shape<typeof ty>;

const en: MoneyTexts = {
  depositCredited: {
    title: "Your deposit of {{amount}} is credited",
    body: "{{amount}} from deposit order {{order}} is in your balance.",
    bonus: " A bonus of {{bonus}} came with it, with turnover to meet before it can be withdrawn.",
  },
  depositRejected: {
    title: "Your deposit of {{amount}} was rejected",
    body: "Deposit order {{order}} of {{amount}} was not credited.",
    reason: " Reason: {{reason}}.",
    end: " Your balance did not change. If you have paid, contact customer service.",
  },
  withdrawalApproved: {
    title: "Your withdrawal of {{amount}} is approved",
    body: "Withdrawal order {{order}} is approved and {{paid}} was sent to {{bank}} •••• {{last4}}.",
    fee: " A fee of {{fee}} was taken.",
  },
  withdrawalRejected: {
    title: "Your withdrawal of {{amount}} was rejected",
    body: "Withdrawal order {{order}} was rejected.",
    reason: " Reason: {{reason}}.",
    end: " {{amount}} is back in your balance.",
  },
  rewardCredited: {
    title: "Your reward of {{amount}} is credited",
    body: "{{amount}} ({{source}}) is in your balance.",
    turnover: " It needs {{required}} of turnover before it can be withdrawn.",
  },
  limitInForce: {
    title: "Your new {{limit}} is in force",
    body: "Your {{limit}} is {{value}} from now on. You can change it in Responsible Gaming.",
    removed: "Your {{limit}} is removed from now on.",
    minutes: "{{count}} minutes",
  },
  source: {
    deposit_bonus: "deposit bonus",
    event: "promotion",
    promo_rebate: "cashback",
    mission: "mission prize",
    referral: "referral reward",
    checkin: "check-in reward",
    rebate: "rebate",
  },
  limit: {
    deposit: { day: "daily deposit limit", week: "weekly deposit limit", month: "monthly deposit limit" },
    loss: { day: "daily loss limit", week: "weekly loss limit", month: "monthly loss limit" },
    stake: { day: "daily stake limit", week: "weekly stake limit", month: "monthly stake limit" },
    session: { session: "session time limit" },
  },
};

const pt: MoneyTexts = {
  depositCredited: {
    title: "O seu depósito de {{amount}} foi creditado",
    body: "{{amount}} do pedido de depósito {{order}} já está no seu saldo.",
    bonus: " Veio com um bónus de {{bonus}}, com volume de apostas a cumprir antes de o levantar.",
  },
  depositRejected: {
    title: "O seu depósito de {{amount}} foi recusado",
    body: "O pedido de depósito {{order}} de {{amount}} não foi creditado.",
    reason: " Motivo: {{reason}}.",
    end: " O seu saldo não mudou. Se já pagou, contacte o apoio ao cliente.",
  },
  withdrawalApproved: {
    title: "O seu levantamento de {{amount}} foi aprovado",
    body: "O pedido de levantamento {{order}} foi aprovado e {{paid}} foram enviados para {{bank}} •••• {{last4}}.",
    fee: " Foi cobrada uma taxa de {{fee}}.",
  },
  withdrawalRejected: {
    title: "O seu levantamento de {{amount}} foi recusado",
    body: "O pedido de levantamento {{order}} foi recusado.",
    reason: " Motivo: {{reason}}.",
    end: " {{amount}} voltaram ao seu saldo.",
  },
  rewardCredited: {
    title: "A sua recompensa de {{amount}} foi creditada",
    body: "{{amount}} ({{source}}) já estão no seu saldo.",
    turnover: " Precisa de {{required}} em apostas antes de os levantar.",
  },
  limitInForce: {
    title: "O seu novo {{limit}} está em vigor",
    body: "O seu {{limit}} passa a ser {{value}} a partir de agora. Pode alterá-lo em Jogo Responsável.",
    removed: "O seu {{limit}} foi removido a partir de agora.",
    minutes: "{{count}} minutos",
  },
  source: {
    deposit_bonus: "bónus de depósito",
    event: "promoção",
    promo_rebate: "cashback",
    mission: "prémio de missão",
    referral: "recompensa de convite",
    checkin: "recompensa de check-in",
    rebate: "reembolso",
  },
  limit: {
    deposit: { day: "limite diário de depósito", week: "limite semanal de depósito", month: "limite mensal de depósito" },
    loss: { day: "limite diário de perda", week: "limite semanal de perda", month: "limite mensal de perda" },
    stake: { day: "limite diário de apostas", week: "limite semanal de apostas", month: "limite mensal de apostas" },
    session: { session: "limite de tempo de sessão" },
  },
};

export const MONEY_TEXTS: Record<Lang, MoneyTexts> = { ty, en, pt };

/** A text with its {{placeholders}} filled. */
const fill = (text: string, vars: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(vars[name] ?? whole));

const money = (minor: number, symbol: string) => formatMoney(minor / 100, symbol);

/** The limit's name, or undefined for a kind/period pair no limit has (the stored text is read then). */
function limitName(lang: Lang, p: Params<"rg.limit">): string | undefined {
  const periods: Record<string, string> = MONEY_TEXTS[lang].limit[p.kind];
  return periods[p.period];
}

/** Pure: a money message's title and text in `lang`. */
export function moneyMessageText(message: MoneyMessage, lang: Lang): { title: string; body: string } {
  const t = MONEY_TEXTS[lang];
  const join = (parts: (string | false)[], vars: Record<string, string | number>) => fill(parts.filter((x) => x !== false).join(""), vars);
  switch (message.template) {
    case "deposit.credited": {
      const p = message.params;
      const vars = { amount: money(p.amountMinor, p.symbol), order: p.orderId, bonus: money(p.bonusMinor, p.symbol) };
      const x = t.depositCredited;
      return { title: fill(x.title, vars), body: join([x.body, p.bonusMinor > 0 && x.bonus], vars) };
    }
    case "deposit.rejected":
    case "withdrawal.rejected": {
      const p = message.params;
      const vars = { amount: money(p.amountMinor, p.symbol), order: p.orderId, reason: p.reason ?? "" };
      const x = message.template === "deposit.rejected" ? t.depositRejected : t.withdrawalRejected;
      return { title: fill(x.title, vars), body: join([x.body, !!p.reason && x.reason, x.end], vars) };
    }
    case "withdrawal.approved": {
      const p = message.params;
      const vars = {
        amount: money(p.amountMinor, p.symbol),
        order: p.orderId,
        paid: money(p.amountMinor - p.feeMinor, p.symbol),
        fee: money(p.feeMinor, p.symbol),
        bank: p.bank,
        last4: p.last4,
      };
      const x = t.withdrawalApproved;
      return { title: fill(x.title, vars), body: join([x.body, p.feeMinor > 0 && x.fee], vars) };
    }
    case "reward.credited": {
      const p = message.params;
      const vars = { amount: money(p.amountMinor, p.symbol), source: t.source[p.source], required: money(p.requiredMinor, p.symbol) };
      const x = t.rewardCredited;
      return { title: fill(x.title, vars), body: join([x.body, p.requiredMinor > 0 && x.turnover], vars) };
    }
    case "rg.limit": {
      const p = message.params;
      const x = t.limitInForce;
      const value = p.value === null ? "" : p.kind === "session" ? fill(x.minutes, { count: p.value }) : money(p.value, p.symbol);
      const vars = { limit: limitName(lang, p) ?? "", value };
      return { title: fill(x.title, vars), body: fill(p.value === null ? x.removed : x.body, vars) };
    }
  }
}

/**
 * A stored message read back: its template and params checked again (a row is data, and a
 * template may have been renamed since), rendered in `lang`; null when it is not one this gateway
 * renders, and the stored text is shown instead.
 */
export function renderStoredMessage(template: string | null, params: string | null, lang: Lang): { title: string; body: string } | null {
  if (template === null || params === null || !Object.hasOwn(MONEY_TEMPLATES, template)) return null;
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
