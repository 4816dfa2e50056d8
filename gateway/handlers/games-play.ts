import { DEMO_TEXTS, PLAY_ERRORS, type DemoTexts, type PlayError } from "./games-demo-texts";
import { drawIndex, resultFor, type DrawSchedule } from "./lottery-draws";
import { gatewayPageHeaders } from "./page-headers";
import type { PlayType, PrizeMode } from "../../contract/games";
import { isTrial } from "../../contract/member-types";
import { gateRefusal, realityDueAt, type GateRefusal, type LimitRefusal } from "../../contract/rg-rules";
import { IDEMPOTENCY_KEY } from "../../contract/wallet-rules";
import { sha256Hex } from "../core/crypto";
import type { Lang } from "../core/language";
import { OPERATOR_UTC_OFFSET_MS } from "../core/operator-time";
import { BIG_SMALL, STAKE_PRESETS, parseDigits, parseStake, type SlotSymbol } from "../games/bet-rules";
import {
  findOrder,
  lotteryFingerprint,
  openDraw,
  orderIdOfReference,
  orderSummarySql,
  placeLottery,
  placeSpin,
  settleDue,
  spinFingerprint,
  suborders,
  type OrderSummary,
  type Pick,
} from "../games/bets";
import { activeBlock, gateState, limitCheck, marketRules, playStats, realityMinutes, sessionClock, type SessionClock } from "../rg/rg";
import { replayOf } from "../wallet/ledger";

/**
 * The demo game page a launch opens (/gw/play/<ticket>), the stand-in for a vendor's game server
 * (decision 028): it names the game and the member and, on the member's real wallet, takes bets.
 *   GAME launch     a slot spin: stake picker and Spin (POST /gw/play/<ticket>/spin)
 *   LOTTERY launch  the game's current draw, the last result, and a form for digits and/or
 *                   big/small with one stake each (POST /gw/play/<ticket>/bet): one order, one or
 *                   two sub-orders, settled after the draw
 * Plain HTML forms with a hidden idempotency key: no JavaScript needed. A POST answers 303 back to
 * the page (?last=<order> or ?error=<code>), so a reload never bets twice. The ticket is the
 * member's credential (launches live 30 minutes); an expired one moves nothing.
 *
 * Responsible gaming (decision 041): a bet goes through the router's rules — the block
 * matrix (gateState + gateRefusal "play") and the stake and loss limits — before it is placed; a
 * refusal answers ?error=rg.…&… with the figures. The ticket remembers the launching session
 * (session_hash): when that session is gone (signed out), the ticket is dead; when its reality check
 * is due, the page shows the check (time, bet, won, net since sign-in) instead of the bet form and
 * POST /gw/play/<ticket>/reality answers it (continue: the clock restarts; stop: the session ends).
 * The page reloads itself (meta refresh) when the next check falls due, so play pauses without JavaScript.
 */

type Ticket = {
  ticket_hash: string;
  member_id: number;
  status: string;
  kind: "GAME" | "LOBBY" | "LOTTERY";
  vassalage: string;
  game_id: string | null;
  node_id: string | null;
  prize_mode: string | null;
  play_type: string | null;
  back_url: string;
  language: string;
  expires_at: number;
  account: string;
  /** The member's type: a trial's (4) balance is play money, and the page says so. */
  member_type: number;
  vendor_name: string | null;
  game_name: string | null;
  game_type: string | null;
  art: number | null;
  lottery_name: string | null;
  /** The launching session (decision 041); NULL on tickets opened before migration 0017. */
  session_hash: string | null;
};

type LotteryRow = DrawSchedule & { name: string };

const HTML_LANG: Record<Lang, string> = { ty: "tl", en: "en", pt: "pt" };
/**
 * The page's URL holds the ticket (a credential): it never leaves the origin. `same-origin`, not
 * `no-referrer`: under no-referrer a browser sends `Origin: null` with the page's own form POSTs,
 * which the app's Origin check (decision 003) refuses as an opaque origin.
 */

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? "");
}

async function findTicket(db: D1Database, ticket: string): Promise<Ticket | null> {
  return db
    .prepare(
      `SELECT l.ticket_hash, l.session_hash, l.member_id, m.status, l.kind, l.vassalage, l.game_id, l.node_id, l.prize_mode, l.play_type, l.back_url, l.language, l.expires_at,
         m.account, m.type AS member_type, v.display_name AS vendor_name, g.game_name, g.game_type, g.art,
         CASE l.language WHEN 'en' THEN lg.name_en WHEN 'pt' THEN lg.name_pt ELSE lg.name_ty END AS lottery_name
       FROM game_launches l JOIN members m ON m.id = l.member_id
       LEFT JOIN game_vendors v ON v.vassalage = l.vassalage
       LEFT JOIN games g ON g.node_id = l.node_id
       LEFT JOIN lottery_games lg ON l.kind = 'LOTTERY' AND lg.game_code = l.game_id
       WHERE l.ticket_hash = ?1`,
    )
    .bind(await sha256Hex(ticket))
    .first<Ticket>();
}

const langOf = (row: Ticket | null): Lang => (row?.language === "en" || row?.language === "pt" ? row.language : "ty");

async function lotteryOf(db: D1Database, code: string | null, lang: Lang): Promise<LotteryRow | null> {
  if (!code) return null;
  return db
    .prepare(`SELECT game_code, period_s, lock_s, phase_s, result_kind, digits, on_sale, name_${lang} AS name FROM lottery_games WHERE game_code = ?1`)
    .bind(code)
    .first<LotteryRow>();
}

function expired(lang: Lang): Response {
  const t = DEMO_TEXTS[lang];
  return new Response(page(lang, t.expiredTitle, `<h1>${esc(t.expiredTitle)}</h1><p class="muted">${esc(t.expiredBody)}</p>`), {
    status: 404,
    headers: gatewayPageHeaders(),
  });
}

const back = (ticket: string, query: string) =>
  new Response(null, { status: 303, headers: { Location: `/gw/play/${ticket}?${query}`, "Cache-Control": "no-store" } });

/* ---------------- POST: spin and lottery bets ---------------- */

/** A form POST to /gw/play/<ticket>/spin or /bet: places the bet and answers 303 back to the page. */
export async function playAction(request: Request, db: D1Database, ticket: string, action: "spin" | "bet" | "reality", now: number): Promise<Response> {
  const row = await findTicket(db, ticket);
  if (!row || row.expires_at <= now) return expired(langOf(row));
  if ((await ticketClock(db, row, now)) === "gone") return expired(langOf(row));
  if (action === "reality") return realityAnswer(request, db, ticket, row, now);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return back(ticket, "error=unavailable");
  }
  const field = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  const key = field("idempotencyKey");
  if (!IDEMPOTENCY_KEY.test(key)) return back(ticket, "error=key");
  const memberId = row.member_id;
  const stakeMinor = parseStake(field("stake"));

  if (action === "spin") {
    if (row.kind !== "GAME" || !row.node_id || !row.game_type) return back(ticket, "error=unavailable");
    if (stakeMinor !== null) {
      const replay = await replayOf(db, { memberId, key, fingerprint: spinFingerprint(row.node_id, stakeMinor) });
      if (replay) return replay.reason === "duplicate" ? back(ticket, `last=${orderIdOfReference(replay.reference)}`) : back(ticket, "error=key");
    }
    if (stakeMinor === null) return back(ticket, "error=stake");
    if (row.status !== "active") return back(ticket, "error=account");
    const refused = await rgPlayRefusal(db, row, stakeMinor, now);
    if (refused) return back(ticket, refused);
    const placed = await placeSpin(db, {
      memberId,
      gameType: row.game_type,
      vendor: row.vassalage,
      gameCode: row.node_id,
      stakeMinor,
      key,
      ticketHash: row.ticket_hash,
      now,
    });
    if (placed.ok) return back(ticket, `last=${placed.orderId}`);
    if (placed.reason === "insufficient") return back(ticket, "error=insufficient");
    return placed.reason === "duplicate" ? back(ticket, `last=${orderIdOfReference(placed.reference)}`) : back(ticket, "error=key");
  }

  if (row.kind !== "LOTTERY") return back(ticket, "error=unavailable");
  const game = await lotteryOf(db, row.game_id, "ty");
  if (!game) return back(ticket, "error=unavailable");
  const digitsText = field("digits").trim();
  const side = field("side");
  const picks: Pick[] = [];
  if (stakeMinor !== null) {
    if (digitsText) {
      const selection = parseDigits(digitsText, Math.min(3, game.digits));
      if (!selection) return back(ticket, "error=digits");
      picks.push({ play: "DIGITS", selection, stakeMinor });
    }
    if ((BIG_SMALL as readonly string[]).includes(side)) picks.push({ play: "BIG_SMALL", selection: side, stakeMinor });
    if (picks.length) {
      const replay = await replayOf(db, { memberId, key, fingerprint: lotteryFingerprint(game.game_code, picks) });
      if (replay) return replay.reason === "duplicate" ? back(ticket, `last=${orderIdOfReference(replay.reference)}`) : back(ticket, "error=key");
    }
  }
  if (stakeMinor === null) return back(ticket, "error=stake");
  if (!picks.length) return back(ticket, "error=pick");
  if (row.status !== "active") return back(ticket, "error=account");
  const refused = await rgPlayRefusal(db, row, stakeMinor * picks.length, now);
  if (refused) return back(ticket, refused);
  const draw = openDraw(game, now);
  if (!draw.ok) return back(ticket, `error=${draw.reason}`);
  const placed = await placeLottery(db, {
    memberId,
    game: { ...game, vendor: row.vassalage },
    draw,
    picks,
    key,
    ticketHash: row.ticket_hash,
    now,
  });
  if (placed.ok) return back(ticket, `last=${placed.orderId}`);
  if (placed.reason === "insufficient") return back(ticket, "error=insufficient");
  return placed.reason === "duplicate" ? back(ticket, `last=${orderIdOfReference(placed.reference)}`) : back(ticket, "error=key");
}

/* ---------------- responsible gaming (decision 041) ---------------- */

/**
 * The launching session's clock; "gone" when the ticket names a session that no longer exists
 * (signed out, self-excluded, expired): such a ticket moves nothing. null for an old ticket
 * without a session (no reality clock; blocks and limits still apply).
 */
async function ticketClock(db: D1Database, row: Ticket, now: number): Promise<SessionClock | "gone" | null> {
  if (!row.session_hash) return null;
  const session = await db.prepare("SELECT expires_at FROM sessions WHERE token_hash = ?1").bind(row.session_hash).first<{ expires_at: number }>();
  return session && session.expires_at > now ? await sessionClock(db, row.session_hash) : "gone";
}

/** The block matrix for the ticket's member and session: the router's gate, as the route table's play calls get it. */
async function playGate(db: D1Database, row: Ticket, now: number): Promise<GateRefusal | null> {
  const state = row.session_hash
    ? await gateState(db, row.member_id, row.session_hash, now)
    : { block: await activeBlock(db, row.member_id, now), realityDue: false };
  return gateRefusal(state, "play");
}

/** A refusal as the page's redirect query: the code and the figures its message names (minor units, epoch ms). */
function refusalQuery(r: GateRefusal | LimitRefusal): string {
  if ("kind" in r) {
    return new URLSearchParams({
      error: r.code,
      period: r.period,
      limit: String(r.limitMinor),
      used: String(r.usedMinor),
      remaining: String(r.remainingMinor),
      reset: String(r.resetAt),
    }).toString();
  }
  return new URLSearchParams(r.until === null ? { error: r.code } : { error: r.code, until: String(r.until) }).toString();
}

/** What stops a bet of `stakeMinor`: a block, a due reality check, then a stake or loss limit (strictest named). */
async function rgPlayRefusal(db: D1Database, row: Ticket, stakeMinor: number, now: number): Promise<string | null> {
  const gate = await playGate(db, row, now);
  if (gate) return refusalQuery(gate);
  const limited = await limitCheck(db, row.member_id, ["stake", "loss"], stakeMinor, now);
  return limited ? refusalQuery(limited) : null;
}

/** POST /gw/play/<ticket>/reality: intent=continue restarts the check's clock; intent=stop ends the session. */
async function realityAnswer(request: Request, db: D1Database, ticket: string, row: Ticket, now: number): Promise<Response> {
  let intent = "";
  try {
    const v = (await request.formData()).get("intent");
    intent = typeof v === "string" ? v : "";
  } catch {
    return back(ticket, "error=unavailable");
  }
  if (!row.session_hash || (intent !== "continue" && intent !== "stop")) return back(ticket, "error=unavailable");
  if (intent === "continue") {
    await db.prepare("UPDATE sessions SET reality_seen_at = ?2 WHERE token_hash = ?1").bind(row.session_hash, now).run();
    return new Response(null, { status: 303, headers: { Location: `/gw/play/${ticket}`, "Cache-Control": "no-store" } });
  }
  await db.prepare("DELETE FROM sessions WHERE token_hash = ?1").bind(row.session_hash).run();
  return new Response(null, { status: 303, headers: { Location: row.back_url, "Cache-Control": "no-store" } });
}

/** YYYY-MM-DD HH:MM on the operator's clock (UTC+8). */
const when = (epochMs: number) => new Date(epochMs + OPERATOR_UTC_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");

const int = (v: string | null) => (v !== null && /^\d{1,16}$/.test(v) ? Number(v) : null);

/** The text of an rg.* refusal in the page's query (?error=rg.…), with its figures; null for another code. */
function rgErrorText(t: DemoTexts, symbol: string, q: URLSearchParams): string | null {
  const code = q.get("error") ?? "";
  if (code === "rg.reality_check.due") return t.rg.realityDue;
  const blocked = /^rg\.blocked\.(timeout|exclusion|session)$/.exec(code);
  if (blocked) {
    const until = int(q.get("until"));
    return until === null ? t.rg.paused : fill(t.rg.blocked[blocked[1] as keyof DemoTexts["rg"]["blocked"]], { until: when(until) });
  }
  const limit = /^rg\.limit\.(stake|loss)$/.exec(code);
  const period = q.get("period");
  const [l, u, r, reset] = [int(q.get("limit")), int(q.get("used")), int(q.get("remaining")), int(q.get("reset"))];
  if (!limit || (period !== "day" && period !== "week" && period !== "month") || l === null || u === null || r === null || reset === null) return null;
  return fill(t.rg.limit[limit[1] as "stake" | "loss"], {
    period: t.rg.periods[period],
    limit: peso(symbol, l),
    used: peso(symbol, u),
    remaining: peso(symbol, r),
    reset: when(reset),
  });
}

/** The reality check panel: time, bet, won and net since sign-in, and Continue / Sign out in one plain form. */
async function realityPanel(
  db: D1Database,
  t: DemoTexts,
  symbol: string,
  ticket: string,
  memberId: number,
  clock: SessionClock,
  minutes: number,
  now: number,
): Promise<string> {
  const stats = await playStats(db, memberId, clock.startedAt, now);
  const played = Math.max(0, Math.floor((now - clock.startedAt) / 60_000));
  const signed = (minor: number) => (minor < 0 ? `−${peso(symbol, -minor)}` : peso(symbol, minor));
  const facts: [string, string, string][] = [
    [t.rg.timePlayed, fill(t.rg.duration, { h: String(Math.floor(played / 60)), m: String(played % 60) }), "reality-time"],
    [t.rg.bet, peso(symbol, stats.betMinor), "reality-bet"],
    [t.rg.won, peso(symbol, stats.wonMinor), "reality-won"],
    [t.rg.net, signed(stats.netMinor), "reality-net"],
  ];
  return `<section class="play reality" role="alertdialog" aria-labelledby="reality-h" aria-describedby="reality-intro" data-testid="demo-reality">
      <h2 id="reality-h">${esc(t.rg.realityTitle)}</h2>
      <p id="reality-intro" class="muted">${esc(fill(t.rg.realityIntro, { minutes: String(minutes) }))}</p>
      <dl>${facts.map(([k, v, id]) => `<div><dt>${esc(k)}</dt><dd data-testid="${id}">${esc(v)}</dd></div>`).join("")}</dl>
      <form method="post" action="/gw/play/${esc(ticket)}/reality" class="reality-actions">
        <button type="submit" name="intent" value="continue" class="cta" data-testid="demo-reality-continue" autofocus>${esc(t.rg.continue)}</button>
        <button type="submit" name="intent" value="stop" class="ghost" data-testid="demo-reality-stop">${esc(t.rg.stop)}</button>
      </form></section>`;
}

/* ---------------- GET: the page ---------------- */

const GLYPH: Record<SlotSymbol, string> = { "7": "7", BAR: "BAR", BELL: "🔔", CHERRY: "🍒", LEMON: "🍋", PLUM: "🍇" };

const peso = (symbol: string, minor: number) => `${symbol}${(minor / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** HH:MM:SS on the operator's clock (UTC+8), as every other time the app shows. */
const clock = (epochMs: number) => new Date(epochMs + OPERATOR_UTC_OFFSET_MS).toISOString().slice(11, 19);

function stakePicker(t: DemoTexts, chosen: number): string {
  return `<fieldset class="stakes"><legend>${esc(t.stake)}</legend>${STAKE_PRESETS.map(
    (p) => `<label><input type="radio" name="stake" value="${p}"${p === chosen ? " checked" : ""}><span>₱${p.toLocaleString("en-US")}</span></label>`,
  ).join("")}</fieldset>`;
}

function statusText(t: DemoTexts, status: OrderSummary["status"]): string {
  return t.statuses[status];
}

function recentList(t: DemoTexts, symbol: string, rows: OrderSummary[]): string {
  if (!rows.length) return "";
  return `<section class="recent" aria-labelledby="recent-h"><h2 id="recent-h">${esc(t.recent)}</h2><ul data-testid="demo-recent">${rows
    .map(
      (o) =>
        `<li><span>#${o.id}${o.draw_number ? ` · ${esc(o.draw_number)}` : ""}</span><span>${esc(peso(symbol, o.stake))} → ${esc(peso(symbol, o.win))}</span><span class="st st-${o.status}">${esc(statusText(t, o.status))}</span></li>`,
    )
    .join("")}</ul></section>`;
}

/** The demo game page: the game, the member and their balance, and (for games and lotteries) a bet form. */
export async function demoGamePage(db: D1Database, ticket: string, url: URL, now: number): Promise<Response> {
  const row = await findTicket(db, ticket);
  const lang = langOf(row);
  const t = DEMO_TEXTS[lang];
  if (!row || row.expires_at <= now) return expired(lang);
  const session = await ticketClock(db, row, now);
  if (session === "gone") return expired(lang);

  await settleDue(db, row.member_id, now);
  const wallet = await db
    .prepare("SELECT currency_symbol, balance_minor FROM wallets WHERE member_id = ?1")
    .bind(row.member_id)
    .first<{ currency_symbol: string; balance_minor: number }>();
  const symbol = wallet?.currency_symbol ?? "₱";
  const balance = wallet?.balance_minor ?? 0;

  const vendor = row.vendor_name ?? row.vassalage;
  const facts: [string, string][] = [[t.vendor, vendor]];
  let title: string;
  if (row.kind === "LOTTERY") {
    title = row.lottery_name ?? t.lotteryLobby;
    facts.push([t.game, title]);
    if (row.prize_mode) facts.push([t.prizeMode, t.prizeModes[row.prize_mode as PrizeMode] ?? row.prize_mode]);
    if (row.play_type) facts.push([t.playType, t.playTypes[row.play_type as PlayType] ?? row.play_type]);
  } else if (row.kind === "LOBBY") {
    title = `${vendor} · ${t.lobby}`;
    facts.push([t.game, t.lobby]);
  } else {
    title = row.game_name ?? row.game_id ?? vendor;
    facts.push([t.game, title]);
    if (!row.game_name && row.game_id) facts.push([t.room, row.game_id]);
  }

  // The last bet this page placed (?last=…), if it is the member's; a refusal (?error=…).
  const lastId = /^\d{6,20}$/.test(url.searchParams.get("last") ?? "") ? Number(url.searchParams.get("last")) : null;
  const last = lastId ? await findOrder(db, row.member_id, lastId, lang, now) : null;
  const error = url.searchParams.get("error") as PlayError | null;
  const errorText = error && (PLAY_ERRORS as readonly string[]).includes(error) ? t.errors[error] : rgErrorText(t, symbol, url.searchParams);
  const lastStake = last ? Math.round(last.stake / 100 / (last.n || 1)) : 10;
  const chosenStake = (STAKE_PRESETS as readonly number[]).includes(lastStake) ? lastStake : 10;

  const gameCode = row.kind === "LOTTERY" ? row.game_id : row.node_id;
  const recent = gameCode
    ? (
        await db
          .prepare(`${orderSummarySql(lang, "b.game_code = ?3")} ORDER BY created_at DESC, id DESC LIMIT 5`)
          .bind(row.member_id, now, gameCode)
          .all<OrderSummary>()
      ).results
    : [];

  const key = crypto.randomUUID();
  const action = (path: string) => `/gw/play/${ticket}/${path}`;
  let play = "";
  if (row.kind === "GAME" && row.node_id && row.game_type) {
    let reels = `<div class="reels" aria-hidden="true"><span>?</span><span>?</span><span>?</span></div>`;
    let outcome = "";
    if (last) {
      const sub = (await suborders(db, last.id))[0];
      const symbols = (sub?.result ?? "").split(" ").filter(Boolean) as SlotSymbol[];
      if (symbols.length === 3) reels = `<div class="reels" aria-hidden="true">${symbols.map((s) => `<span>${esc(GLYPH[s] ?? s)}</span>`).join("")}</div>`;
      outcome = `<p class="outcome ${last.win > 0 ? "won" : "lost"}" data-testid="demo-outcome" role="status">${esc(
        fill(last.win > 0 ? t.spinWon : t.spinLost, { reels: symbols.join(" "), stake: peso(symbol, last.stake), win: peso(symbol, last.win) }),
      )}</p>`;
    }
    play = `<section class="play" aria-labelledby="play-h"><h2 id="play-h" class="sr">${esc(t.spin)}</h2>${reels}${outcome}
      <form method="post" action="${esc(action("spin"))}" data-testid="demo-spin-form">
        <input type="hidden" name="idempotencyKey" value="${key}">
        ${stakePicker(t, chosenStake)}
        <button type="submit" class="cta" data-testid="demo-spin">${esc(t.spin)}</button>
      </form>
      <p class="muted">${esc(t.rtp)}</p></section>`;
  } else if (row.kind === "LOTTERY") {
    const game = await lotteryOf(db, row.game_id, lang);
    if (game) {
      const draw = openDraw(game, now);
      const previous = resultFor(game, drawIndex(game, now) - 1);
      const drawFacts = draw.ok
        ? `<dl class="draw"><div><dt>${esc(t.draw)}</dt><dd data-testid="demo-draw">${esc(draw.numero)}</dd></div><div><dt>${esc(t.closesAt)}</dt><dd>${clock(draw.lockAt)}</dd></div><div><dt>${esc(t.lastResult)}</dt><dd data-testid="demo-last-result">${esc(previous)}</dd></div></dl>`
        : `<p class="muted" role="status">${esc(draw.reason === "suspended" ? t.errors.suspended : t.errors.closed)}</p><dl class="draw"><div><dt>${esc(t.lastResult)}</dt><dd>${esc(previous)}</dd></div></dl>`;
      let placed = "";
      if (last) {
        placed = `<p class="outcome" data-testid="demo-outcome" role="status">${esc(
          fill(t.placed, { order: String(last.id), draw: last.draw_number ?? "", stake: peso(symbol, last.stake), status: statusText(t, last.status) }),
        )}</p>`;
      }
      const maxDigits = Math.min(3, game.digits);
      play = `<section class="play" aria-labelledby="play-h"><h2 id="play-h">${esc(t.placeBet)}</h2>${drawFacts}${placed}
        <form method="post" action="${esc(action("bet"))}" data-testid="demo-bet-form">
          <input type="hidden" name="idempotencyKey" value="${key}">
          <label class="field"><span>${esc(fill(t.digits, { n: String(maxDigits) }))}</span>
            <input name="digits" inputmode="numeric" autocomplete="off" pattern="[0-9]{1,${maxDigits}}" maxlength="${maxDigits}" aria-describedby="digits-help"></label>
          <p id="digits-help" class="muted">${esc(t.digitsHelp)}</p>
          <fieldset class="stakes"><legend>${esc(t.bigSmall)}</legend>
            <label><input type="radio" name="side" value="" checked><span>${esc(t.none)}</span></label>
            <label><input type="radio" name="side" value="BIG"><span>${esc(t.big)}</span></label>
            <label><input type="radio" name="side" value="SMALL"><span>${esc(t.small)}</span></label>
          </fieldset>
          ${stakePicker(t, chosenStake)}
          <button type="submit" class="cta" data-testid="demo-bet"${draw.ok ? "" : " disabled"}>${esc(t.submit)}</button>
        </form>
        <p class="muted">${esc(t.odds)}</p></section>`;
    }
  }

  // A block shows why play is paused; a due reality check replaces the bet form until it
  // is answered, and the page reloads itself when the next one falls due (no JavaScript needed).
  const gate = await playGate(db, row, now);
  let refresh: number | null = null;
  let paused = "";
  if (gate?.code === "rg.reality_check.due" && session) {
    const minutes = (await realityMinutes(db, row.member_id, now, await marketRules(db))) ?? 0;
    play = await realityPanel(db, t, symbol, ticket, row.member_id, session, minutes, now);
  } else if (gate) {
    paused = `<p class="error" role="alert" data-testid="demo-paused">${esc(rgErrorText(t, symbol, new URLSearchParams(refusalQuery(gate))) ?? t.rg.paused)}</p>`;
    play = "";
  } else if (session) {
    const dueAt = realityDueAt(await realityMinutes(db, row.member_id, now, await marketRules(db)), session.realitySeenAt);
    if (dueAt !== null) refresh = Math.max(1, Math.ceil((dueAt - now) / 1000));
  }

  const art =
    row.node_id && row.art !== null
      ? `<img src="/gw/assets/game/${encodeURIComponent(row.node_id)}.svg?v=${row.art % 1_000_000}" alt="" width="120" height="120">`
      : "";
  const body = `
    <p class="badge">${esc(t.badge)}</p>
    ${art}
    <h1 data-testid="demo-game">${esc(title)}</h1>
    <p class="who" data-testid="demo-member">${esc(fill(t.playing, { member: row.account }))}</p>
    <p class="balance">${esc(t.balance)} <strong data-testid="demo-balance">${esc(peso(symbol, balance))}</strong>${
      isTrial(row.member_type) ? ` <span class="play-money" data-testid="demo-play-money">${esc(t.playMoney)}</span>` : ""
    }</p>
    ${errorText && !paused ? `<p class="error" role="alert" data-testid="demo-error">${esc(errorText)}</p>` : ""}
    ${paused}
    ${play}
    ${recentList(t, symbol, recent)}
    <dl>${facts.map(([k, v]) => `<div><dt>${esc(k)}</dt><dd>${esc(v)}</dd></div>`).join("")}</dl>
    <p class="muted">${esc(play ? t.note : t.noteNoBets)}</p>
    <a class="back" href="${esc(row.back_url)}">${esc(t.back)}</a>`;
  // The reality check's Continue / sign-out posts are answered with a redirect to back_url.
  return new Response(page(lang, title, body, refresh), { headers: gatewayPageHeaders(row.back_url) });
}

/** `refresh`: seconds until the page reloads itself (the next reality check); null = never. */
function page(lang: Lang, title: string, body: string, refresh: number | null = null): string {
  return `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="dark">${refresh === null ? "" : `<meta http-equiv="refresh" content="${refresh}">`}<title>${esc(title)}</title>
<style>
body{margin:0;min-height:100dvh;display:grid;place-items:center;font:15px/1.5 system-ui,sans-serif;color:#eef1ff;background:radial-gradient(120% 60% at 50% -10%,#2a2060,transparent 60%),#0b0e1a}
*,*::before,*::after{box-sizing:border-box}main{width:min(94vw,440px);display:flex;flex-direction:column;align-items:center;gap:12px;text-align:center;padding:24px 18px;margin:16px 0;border:1px solid #2a3360;border-radius:18px;background:#111528}
img{border-radius:16px;display:block}h1{margin:0;font-size:22px}h2{margin:0;font-size:16px}p{margin:0}.badge{font-size:11px;font-weight:800;letter-spacing:2px;text-transform:uppercase;color:#8890b8}
.who{color:#f6c445;font-weight:700}.muted{color:#a9b1d6;font-size:13px}dl{margin:0;width:100%;display:grid;gap:6px}dl div{display:flex;justify-content:space-between;gap:12px;padding:8px 12px;border-radius:10px;background:#161b33}
dt{color:#a9b1d6}dd{margin:0;font-weight:700;overflow-wrap:anywhere}.balance strong{color:#f6c445;font-size:18px}.play-money{color:#eef1ff;font-size:13px;font-weight:700}
.play{width:100%;display:flex;flex-direction:column;gap:10px;padding:14px;border-radius:14px;background:#0d1122;border:1px solid #232a52}
.play form{display:flex;flex-direction:column;gap:10px}.reels{display:flex;justify-content:center;gap:8px}.reels span{display:grid;place-items:center;width:72px;height:72px;border-radius:12px;background:#1b2145;font-size:28px;font-weight:900;color:#ffd86b}
.stakes{border:0;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:6px;justify-content:center}.stakes legend{width:100%;margin-bottom:6px;color:#a9b1d6;font-size:13px}
.stakes label{position:relative}.stakes input{position:absolute;opacity:0;inset:0;margin:0}.stakes span{display:inline-flex;align-items:center;min-height:40px;padding:0 12px;border-radius:999px;border:1px solid #2a3360;background:#161b33;font-weight:700}
.stakes input:checked+span{border-color:#f6c445;color:#1b1400;background:#f6c445}.stakes input:focus-visible+span{outline:3px solid #7fb2ff;outline-offset:2px}
.field{display:flex;flex-direction:column;gap:4px;text-align:left}.field input{min-height:44px;padding:0 12px;border-radius:10px;border:1px solid #2a3360;background:#161b33;color:#eef1ff;font-size:18px;letter-spacing:4px}
.outcome{font-weight:800}.outcome.won{color:#5fe3a1}.outcome.lost{color:#ff9b9b}.error{width:100%;padding:10px 12px;border-radius:10px;background:#3a1420;color:#ffc2c2;font-weight:700}
.recent{width:100%;text-align:left}.recent ul{list-style:none;margin:6px 0 0;padding:0;display:grid;gap:4px}.recent li{display:flex;justify-content:space-between;gap:8px;padding:6px 10px;border-radius:8px;background:#161b33;font-size:13px}
.st-won{color:#5fe3a1}.st-lost{color:#ff9b9b}.st-open{color:#7fb2ff}.st-cancelled{color:#a9b1d6}.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.back,.cta{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:0 22px;border-radius:999px;font-weight:800;text-decoration:none;color:#1b1400;background:linear-gradient(160deg,#ffd86b,#f6c445);border:0;font-size:16px;cursor:pointer}
.cta:disabled{opacity:.5;cursor:not-allowed}.back:focus-visible,.cta:focus-visible,.ghost:focus-visible{outline:3px solid #7fb2ff;outline-offset:2px}
.reality{border-color:#f6c445}.reality-actions{display:flex;flex-direction:column;gap:8px}.ghost{min-height:44px;padding:0 22px;border-radius:999px;font-weight:800;font-size:16px;color:#eef1ff;background:transparent;border:1px solid #2a3360;cursor:pointer}
</style></head><body><main>${body}</main></body></html>`;
}
