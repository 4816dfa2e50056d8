import { DAY, seedMembers } from "./foundation";
import { seedDepositId, seedHistory } from "./ledger";
import { insert } from "./sql";
import { now as clockNow } from "../../contract/clock";
import { dayStartMs, operatorDay } from "../../contract/record-range";

/**
 * Deposits (decision 027): two e-wallet channels and one bank transfer, the
 * first-deposit bonus, and the seeded members' deposit orders. Every seeded 'deposit' ledger entry
 * (seeds/ledger.ts) is the credit of one of these orders — its reference is `deposit:<order id>` —
 * so the deposit record and the transaction record agree. The demo player also has an order of
 * each other state (pending, failed, cancelled), which moved no money.
 */

export const DEPOSIT_CHANNELS = [
  {
    code: "GCASH",
    kind: "EWALLET",
    name_ty: "GCash",
    name_en: "GCash",
    name_pt: "GCash",
    min_minor: 10_000,
    max_minor: 5_000_000,
    presets: JSON.stringify([10_000, 50_000, 100_000, 200_000, 500_000, 1_000_000, 10_000_000]),
    fee_bp: 0,
    warning_ty: "Gamitin lang ang GCash account na nakapangalan sa iyo.",
    warning_en: "Pay only from a GCash account in your own name.",
    warning_pt: "Pague apenas a partir de uma conta GCash em seu nome.",
    bank_name: null,
    account_number: null,
    account_holder: null,
    sort: 1,
  },
  {
    code: "MAYA",
    kind: "EWALLET",
    name_ty: "Maya",
    name_en: "Maya",
    name_pt: "Maya",
    min_minor: 10_000,
    max_minor: 5_000_000,
    presets: JSON.stringify([10_000, 30_000, 50_000, 100_000, 300_000, 500_000]),
    fee_bp: 0,
    warning_ty: null,
    warning_en: null,
    warning_pt: null,
    bank_name: null,
    account_number: null,
    account_holder: null,
    sort: 2,
  },
  {
    code: "BANK",
    kind: "MANUAL",
    name_ty: "Paglipat sa BDO",
    name_en: "BDO bank transfer",
    name_pt: "Transferência BDO",
    min_minor: 50_000,
    max_minor: 50_000_000,
    presets: JSON.stringify([50_000, 100_000, 500_000, 1_000_000, 5_000_000]),
    fee_bp: 0,
    warning_ty: "Ilagay ang eksaktong halaga at i-upload ang resibo. Sinusuri ang bawat transfer sa loob ng 15 minuto.",
    warning_en: "Transfer the exact amount and upload the receipt. Every transfer is checked within 15 minutes.",
    warning_pt: "Transfira o montante exato e carregue o comprovativo. Cada transferência é verificada em 15 minutos.",
    bank_name: "BDO Unibank",
    account_number: "006810123456",
    account_holder: "Edge Lobby Gaming Inc.",
    sort: 3,
  },
] as const;

export const FIRST_DEPOSIT_BONUS = {
  code: "FIRST20",
  name_ty: "20% bonus sa unang deposito",
  name_en: "20% first-deposit bonus",
  name_pt: "Bónus de 20% no primeiro depósito",
  percent_bp: 2_000,
  cap_minor: 100_000,
  min_deposit_minor: 20_000,
  turnover_multiple: 5,
  first_deposit_only: 1,
  channels: null,
  sort: 1,
} as const;

export function depositSeed(now = clockNow()): string[] {
  const today = dayStartMs(operatorDay(now));
  const out: string[] = [...DEPOSIT_CHANNELS.map((c) => insert("deposit_channels", { ...c })), insert("deposit_bonuses", { ...FIRST_DEPOSIT_BONUS })];
  for (const m of seedMembers()) {
    seedHistory(m, today)
      .entries.filter((e) => e.kind === "deposit")
      .forEach((e, i) => {
        const channel = e.amountMinor > 5_000_000 ? "BANK" : i % 2 === 0 ? "GCASH" : "MAYA";
        out.push(
          insert("deposits", {
            id: seedDepositId(e.id),
            member_id: m.id,
            channel_code: channel,
            amount_minor: e.amountMinor,
            fee_minor: 0,
            status: "success",
            payer_name: channel === "BANK" ? (m.nickname ?? m.account) : null,
            transfer_at: channel === "BANK" ? e.createdAt - 15 * 60_000 : null,
            remark: null,
            bonus_code: null,
            bonus_minor: null,
            language: "ty",
            return_url: "/m/voucherCenter",
            idempotency_key: `seed-deposit-${e.id}`,
            // Placed a few minutes before the credit (the pay page, the operator's check).
            created_at: e.createdAt - 5 * 60_000,
            decided_at: e.createdAt,
            reason: null,
          }),
        );
      });
  }
  // The demo player's orders in the other states, in the last days: no money moved for them.
  const demo = seedMembers().find((m) => m.account === "demo");
  if (demo) {
    const extra = [
      { n: 901, channel: "GCASH", amount: 50_000, status: "cancelled", at: today - 3 * DAY + 10 * 3_600_000, reason: null },
      { n: 902, channel: "BANK", amount: 150_000, status: "failed", at: today - 2 * DAY + 14 * 3_600_000, reason: "Hindi tugma ang halaga sa resibo" },
      { n: 903, channel: "BANK", amount: 80_000, status: "pending", at: today - DAY + 20 * 3_600_000, reason: null },
    ] as const;
    for (const o of extra) {
      out.push(
        insert("deposits", {
          id: seedDepositId(demo.id * 1000 + o.n),
          member_id: demo.id,
          channel_code: o.channel,
          amount_minor: o.amount,
          fee_minor: 0,
          status: o.status,
          payer_name: o.channel === "BANK" ? (demo.nickname ?? demo.account) : null,
          transfer_at: o.channel === "BANK" ? o.at - 10 * 60_000 : null,
          remark: null,
          bonus_code: null,
          bonus_minor: null,
          language: "ty",
          return_url: "/m/voucherCenter",
          idempotency_key: `seed-deposit-${demo.id * 1000 + o.n}`,
          created_at: o.at,
          decided_at: o.status === "pending" ? null : o.at + 20 * 60_000,
          reason: o.reason,
        }),
      );
    }
  }
  return out;
}
