import type { PlayType, PrizeMode } from "../../shared/games";
import { sha256Hex } from "../crypto";
import type { GatewayEnv } from "../env";
import type { Lang } from "../language";
import { avatarSvg } from "./avatar-art";
import { gameArtSvg, lotteryIconSvg, vendorIconSvg, vendorTileSvg } from "./games-art";
import { DEMO_TEXTS } from "./games-demo-texts";
import { handlePayPage } from "./pay-page";

/**
 * The embedded gateway's browser-facing side, under /gw/*: what a real operator serves from its CDN
 * and its vendors' game servers. The app mounts it at /gw/* (app/routes/gw.$.tsx) because the
 * embedded gateway has no origin of its own.
 *   /gw/assets/game/<nodeId>.svg       game art            /gw/assets/vendor/<code>.svg   vendor strip icon
 *   /gw/assets/vendor-tile/<code>.svg  vendor tile         /gw/assets/lottery/<code>.svg  lottery icon
 *   /gw/assets/avatar/<id>.svg         head icon (issue 12)
 *   /gw/play/<ticket>                  the demo game page a launch's gameUrl opens
 *   /gw/pay/<token>                    the demo e-wallet payment page of a deposit (GET shows it, POST pays or cancels)
 */
export async function handleGatewayPublicRequest(
  request: Request,
  env: Pick<GatewayEnv, "DB"> & Partial<Pick<GatewayEnv, "GATEWAY_SECRET">>,
  now: () => number = Date.now,
): Promise<Response> {
  const { pathname } = new URL(request.url);
  // The only path that takes a POST: the pay page's Pay and Cancel (the provider's callback).
  const pay = /^\/gw\/pay\/([0-9a-f-]{1,60})$/.exec(pathname);
  if (pay && env.GATEWAY_SECRET && (request.method === "GET" || request.method === "HEAD" || request.method === "POST")) {
    return handlePayPage(request, env.DB, env.GATEWAY_SECRET, pay[1]!, now());
  }
  if (request.method !== "GET" && request.method !== "HEAD") return new Response(null, { status: 405, headers: { Allow: "GET, HEAD" } });
  const asset = /^\/gw\/assets\/(game|vendor|vendor-tile|lottery|avatar)\/([A-Za-z0-9_-]{1,40})\.svg$/.exec(pathname);
  if (asset) return svgAsset(env.DB, asset[1] as AssetKind, asset[2]!);
  const play = /^\/gw\/play\/([0-9a-f]{64})$/.exec(pathname);
  if (play) return demoGamePage(env.DB, play[1]!, now());
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

const SVG_HEADERS = {
  "Content-Type": "image/svg+xml; charset=utf-8",
  // URLs carry a version (?v=…): art never changes under one URL.
  "Cache-Control": "public, max-age=604800, immutable",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
};

type AssetKind = "game" | "vendor" | "vendor-tile" | "lottery" | "avatar";

async function svgAsset(db: D1Database, kind: AssetKind, key: string): Promise<Response> {
  let body: string | null = null;
  if (kind === "avatar") {
    // Drawn from the id alone: no table to ask.
    body = avatarSvg(key);
  } else if (kind === "game") {
    const row = await db
      .prepare("SELECT g.game_type, g.art, v.hue FROM games g JOIN game_vendors v ON v.vassalage = g.vassalage WHERE g.node_id = ?1")
      .bind(key)
      .first<{ game_type: string; art: number; hue: number }>();
    if (row) body = gameArtSvg(row);
  } else if (kind === "lottery") {
    const row = await db.prepare("SELECT badge, hue FROM lottery_games WHERE game_code = ?1").bind(key).first<{ badge: string; hue: number }>();
    if (row) body = lotteryIconSvg(row);
  } else {
    const row = await db
      .prepare("SELECT display_name, glyph, hue FROM game_vendors WHERE vassalage = ?1")
      .bind(key)
      .first<{ display_name: string; glyph: string; hue: number }>();
    if (row) body = kind === "vendor" ? vendorIconSvg(row) : vendorTileSvg(row);
  }
  if (!body) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(body, { headers: SVG_HEADERS });
}

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? "");
}

const HTML_LANG: Record<Lang, string> = { ty: "tl", en: "en", pt: "pt" };

type Ticket = {
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
  vendor_name: string | null;
  game_name: string | null;
  art: number | null;
  lottery_name: string | null;
};

/** The demo game page: names the game, vendor and member, and links back to pageBack. */
async function demoGamePage(db: D1Database, ticket: string, now: number): Promise<Response> {
  const row = await db
    .prepare(
      `SELECT l.kind, l.vassalage, l.game_id, l.node_id, l.prize_mode, l.play_type, l.back_url, l.language, l.expires_at,
         m.account, v.display_name AS vendor_name, g.game_name, g.art, CASE l.language WHEN 'en' THEN lg.name_en WHEN 'pt' THEN lg.name_pt ELSE lg.name_ty END AS lottery_name
       FROM game_launches l JOIN members m ON m.id = l.member_id
       LEFT JOIN game_vendors v ON v.vassalage = l.vassalage
       LEFT JOIN games g ON g.node_id = l.node_id
       LEFT JOIN lottery_games lg ON l.kind = 'LOTTERY' AND lg.game_code = l.game_id
       WHERE l.ticket_hash = ?1`,
    )
    .bind(await sha256Hex(ticket))
    .first<Ticket>();
  const lang = (row?.language === "en" || row?.language === "pt" ? row.language : "ty") as Lang;
  const t = DEMO_TEXTS[lang];
  const headers = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Frame-Options": "DENY", "Referrer-Policy": "no-referrer" };

  if (!row || row.expires_at <= now) {
    return new Response(page(lang, t.expiredTitle, `<h1>${esc(t.expiredTitle)}</h1><p class="muted">${esc(t.expiredBody)}</p>`), { status: 404, headers });
  }
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
  const art =
    row.node_id && row.art !== null
      ? `<img src="/gw/assets/game/${encodeURIComponent(row.node_id)}.svg?v=${row.art % 1_000_000}" alt="" width="160" height="160">`
      : "";
  const body = `
    <p class="badge">${esc(t.badge)}</p>
    ${art}
    <h1 data-testid="demo-game">${esc(title)}</h1>
    <p class="who" data-testid="demo-member">${esc(fill(t.playing, { member: row.account }))}</p>
    <dl>${facts.map(([k, v]) => `<div><dt>${esc(k)}</dt><dd>${esc(v)}</dd></div>`).join("")}</dl>
    <p class="muted">${esc(t.note)}</p>
    <a class="back" href="${esc(row.back_url)}">${esc(t.back)}</a>`;
  return new Response(page(lang, title, body), { headers });
}

function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="dark"><title>${esc(title)}</title>
<style>
body{margin:0;min-height:100dvh;display:grid;place-items:center;font:15px/1.5 system-ui,sans-serif;color:#eef1ff;background:radial-gradient(120% 60% at 50% -10%,#2a2060,transparent 60%),#0b0e1a}
*,*::before,*::after{box-sizing:border-box}main{width:min(92vw,420px);display:flex;flex-direction:column;align-items:center;gap:12px;text-align:center;padding:28px 20px;border:1px solid #2a3360;border-radius:18px;background:#111528}
img{border-radius:16px;display:block}h1{margin:0;font-size:22px}p{margin:0}.badge{font-size:11px;font-weight:800;letter-spacing:2px;text-transform:uppercase;color:#8890b8}
.who{color:#f6c445;font-weight:700}.muted{color:#a9b1d6;font-size:13px}dl{margin:0;width:100%;display:grid;gap:6px}dl div{display:flex;justify-content:space-between;gap:12px;padding:8px 12px;border-radius:10px;background:#161b33}
dt{color:#a9b1d6}dd{margin:0;font-weight:700}.back{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:0 22px;border-radius:999px;font-weight:800;text-decoration:none;color:#1b1400;background:linear-gradient(160deg,#ffd86b,#f6c445)}
.back:focus-visible{outline:3px solid #7fb2ff;outline-offset:2px}
</style></head><body><main>${body}</main></body></html>`;
}
