import { gatewayPageHeaders } from "./page-headers";
import type { Lang } from "../core/language";
import { expireDeposits } from "../wallet/deposit-expiry";
import { closeDeposit, creditDeposit, findDeposit, orderOfToken, payToken, type DepositRow } from "../wallet/deposits";

/**
 * /gw/pay/<token> (decision 027): the embedded gateway's stand-in for an e-wallet
 * provider's payment page. GET shows the merchant, the amount and the order number with Pay and
 * Cancel (plain forms: no JavaScript needed); POST is the provider's callback: `pay` credits the
 * order (once: deposits.ts creditDeposit), `cancel` cancels it; both send the player back to the
 * app. A paid or cancelled order shows its state and changes no more. Texts follow the language
 * the order was placed in.
 */

type PayTexts = {
  badge: string;
  title: string;
  merchant: string;
  amount: string;
  order: string;
  pay: string;
  cancel: string;
  note: string;
  paid: string;
  cancelled: string;
  failed: string;
  back: string;
  notFoundTitle: string;
  notFoundBody: string;
};

export const PAY_TEXTS: Record<Lang, PayTexts> = {
  ty: {
    badge: "Demo na payment page",
    title: "Magbayad",
    merchant: "Merchant",
    amount: "Halaga",
    order: "Order no.",
    pay: "Magbayad",
    cancel: "Kanselahin",
    note: "Ito ang demo na kapalit ng payment page ng e-wallet. Walang totoong pera ang gagalaw dito.",
    paid: "Bayad na ang order na ito.",
    cancelled: "Kinansela ang order na ito.",
    failed: "Hindi natuloy ang order na ito.",
    back: "Bumalik sa Edge Lobby",
    notFoundTitle: "Hindi mahanap ang order",
    notFoundBody: "Gumawa ng bagong deposito mula sa Edge Lobby.",
  },
  en: {
    badge: "Demo payment page",
    title: "Pay",
    merchant: "Merchant",
    amount: "Amount",
    order: "Order no.",
    pay: "Pay",
    cancel: "Cancel",
    note: "This is a demo stand-in for the e-wallet's payment page. No real money moves here.",
    paid: "This order is paid.",
    cancelled: "This order was cancelled.",
    failed: "This order did not go through.",
    back: "Back to Edge Lobby",
    notFoundTitle: "Order not found",
    notFoundBody: "Start a new deposit from Edge Lobby.",
  },
  pt: {
    badge: "Página de pagamento de demonstração",
    title: "Pagar",
    merchant: "Comerciante",
    amount: "Montante",
    order: "N.º do pedido",
    pay: "Pagar",
    cancel: "Cancelar",
    note: "Esta é uma demonstração que substitui a página de pagamento da carteira eletrónica. Nenhum dinheiro real se move aqui.",
    paid: "Este pedido está pago.",
    cancelled: "Este pedido foi cancelado.",
    failed: "Este pedido não foi concluído.",
    back: "Voltar ao Edge Lobby",
    notFoundTitle: "Pedido não encontrado",
    notFoundBody: "Comece um novo depósito a partir do Edge Lobby.",
  },
};

const MERCHANT_NAME = "Edge Lobby";
const HTML_LANG: Record<Lang, string> = { ty: "tl", en: "en", pt: "pt" };

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

const langOf = (row: Pick<DepositRow, "language"> | null): Lang => (row?.language === "en" || row?.language === "pt" ? row.language : "ty");

/** "₱1,234.50": the amount as the player typed it, with the peso sign (the channels are PHP). */
function peso(minor: number): string {
  return `₱${(minor / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Where the player goes after Pay or Cancel: the order's return path with `deposit=<id>`. */
export function returnTo(row: Pick<DepositRow, "id" | "return_url">): string {
  const base = /^\/m\/[A-Za-z0-9/_-]{0,60}$/.test(row.return_url) ? row.return_url : "/m/voucherCenter";
  return `${base}?deposit=${row.id}`;
}

export async function handlePayPage(request: Request, db: D1Database, secret: string, token: string, now: number): Promise<Response> {
  const id = await orderOfToken(secret, token);
  // An order past its time shows as cancelled and offers no Pay.
  if (id) await expireDeposits(db, now, { id });
  const row = id ? await findDeposit(db, id) : null;
  const lang = langOf(row);
  const t = PAY_TEXTS[lang];
  if (!row || row.channel_kind !== "EWALLET") {
    return new Response(page(lang, t.notFoundTitle, `<h1>${esc(t.notFoundTitle)}</h1><p class="muted">${esc(t.notFoundBody)}</p>`), {
      status: 404,
      headers: gatewayPageHeaders(),
    });
  }
  if (request.method === "POST") {
    const form = await request.formData().catch(() => null);
    const choice = form?.get("action");
    if (choice === "pay") await creditDeposit(db, row.id, now);
    else if (choice === "cancel") await closeDeposit(db, row.id, "cancelled", null, now);
    else return new Response("Bad request", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    // Whatever the outcome (a second Pay changes nothing), the app shows the order's state.
    return new Response(null, { status: 303, headers: { Location: returnTo(row), "Cache-Control": "no-store" } });
  }
  const channel = lang === "en" ? row.channel_name_en : lang === "pt" ? row.channel_name_pt : row.channel_name_ty;
  const facts: [string, string][] = [
    [t.merchant, MERCHANT_NAME],
    [t.amount, peso(row.amount_minor)],
    [t.order, String(row.id)],
  ];
  const action = `/gw/pay/${await payToken(secret, row.id)}`;
  const state = row.status === "pending" ? null : row.status === "success" ? t.paid : row.status === "cancelled" ? t.cancelled : t.failed;
  const buttons = state
    ? `<p class="state" role="status" data-testid="pay-state">${esc(state)}</p><a class="button primary" href="${esc(returnTo(row))}">${esc(t.back)}</a>`
    : `<form method="post" action="${esc(action)}"><button class="button primary" type="submit" name="action" value="pay">${esc(t.pay)}</button></form>
       <form method="post" action="${esc(action)}"><button class="button ghost" type="submit" name="action" value="cancel">${esc(t.cancel)}</button></form>`;
  const body = `
    <p class="badge">${esc(t.badge)}</p>
    <p class="channel">${esc(channel)}</p>
    <h1 data-testid="pay-amount">${esc(peso(row.amount_minor))}</h1>
    <dl>${facts.map(([k, v]) => `<div><dt>${esc(k)}</dt><dd>${esc(v)}</dd></div>`).join("")}</dl>
    ${buttons}
    <p class="muted">${esc(t.note)}</p>`;
  return new Response(page(lang, `${t.title} · ${channel}`, body), { headers: gatewayPageHeaders(returnTo(row)) });
}

function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="dark"><title>${esc(title)}</title>
<style>
body{margin:0;min-height:100dvh;display:grid;place-items:center;font:15px/1.5 system-ui,sans-serif;color:#eef1ff;background:radial-gradient(120% 60% at 50% -10%,#1f4d6a,transparent 60%),#0b0e1a}
*,*::before,*::after{box-sizing:border-box}main{width:min(92vw,420px);display:flex;flex-direction:column;align-items:stretch;gap:12px;text-align:center;padding:28px 20px;border:1px solid #2a3360;border-radius:18px;background:#111528}
h1{margin:0;font-size:30px}p{margin:0}.badge{font-size:11px;font-weight:800;letter-spacing:2px;text-transform:uppercase;color:#8890b8}.channel{color:#7fd1ff;font-weight:700}
.muted{color:#a9b1d6;font-size:13px}.state{font-weight:700;color:#f6c445}dl{margin:0;display:grid;gap:6px;text-align:left}dl div{display:flex;justify-content:space-between;gap:12px;padding:8px 12px;border-radius:10px;background:#161b33}
dt{color:#a9b1d6}dd{margin:0;font-weight:700}form{margin:0}
.button{display:flex;width:100%;align-items:center;justify-content:center;min-height:48px;padding:0 22px;border-radius:999px;font:inherit;font-weight:800;text-decoration:none;cursor:pointer;border:0}
.primary{color:#1b1400;background:linear-gradient(160deg,#ffd86b,#f6c445)}.ghost{color:#eef1ff;background:transparent;border:1px solid #2a3360}
.button:focus-visible{outline:3px solid #7fb2ff;outline-offset:2px}
</style></head><body><main>${body}</main></body></html>`;
}
