import { avatarSvg } from "./avatar-art";
import { gameArtSvg, lotteryIconSvg, vendorIconSvg, vendorTileSvg } from "./games-art";
import { demoGamePage, playAction } from "./games-play";
import { handlePayPage } from "./pay-page";
import { now as clockNow } from "../../contract/clock";
import type { GatewayEnv } from "../core/env";

/**
 * The embedded gateway's browser-facing side, under /gw/*: what a real operator serves from its CDN
 * and its vendors' game servers. The app mounts it at /gw/* (app/routes/gw.$.tsx) because the
 * embedded gateway has no origin of its own.
 *   /gw/assets/game/<nodeId>.svg       game art            /gw/assets/vendor/<code>.svg   vendor strip icon
 *   /gw/assets/vendor-tile/<code>.svg  vendor tile         /gw/assets/lottery/<code>.svg  lottery icon
 *   /gw/assets/avatar/<id>.svg         head icon
 *   /gw/play/<ticket>                  the demo game page a launch's gameUrl opens (games-play.ts)
 *   POST /gw/play/<ticket>/spin|bet     its bet forms: a slot spin, lottery sub-orders (decision 028)
 *   POST /gw/play/<ticket>/reality     its reality check: continue or sign out (decision 041)
 *   /gw/pay/<token>                    the demo e-wallet payment page of a deposit (GET shows it, POST pays or cancels; decision 027)
 */
export async function handleGatewayPublicRequest(
  request: Request,
  env: Pick<GatewayEnv, "DB"> & Partial<Pick<GatewayEnv, "GATEWAY_SECRET">>,
  now: () => number = clockNow,
): Promise<Response> {
  const url = new URL(request.url);
  const { pathname } = url;
  // The only POSTs: the demo game page's bet forms (decision 028) and the pay page's Pay and Cancel
  // (the provider's callback, decision 027). The app's Origin check runs before this.
  const bet = /^\/gw\/play\/([0-9a-f]{64})\/(spin|bet|reality)$/.exec(pathname);
  if (request.method === "POST" && bet) return playAction(request, env.DB, bet[1]!, bet[2] as "spin" | "bet" | "reality", now());
  const pay = /^\/gw\/pay\/([0-9a-f-]{1,60})$/.exec(pathname);
  if (pay && env.GATEWAY_SECRET && (request.method === "GET" || request.method === "HEAD" || request.method === "POST")) {
    return handlePayPage(request, env.DB, env.GATEWAY_SECRET, pay[1]!, now());
  }
  if (request.method !== "GET" && request.method !== "HEAD") return new Response(null, { status: 405, headers: { Allow: bet ? "POST" : "GET, HEAD" } });
  const asset = /^\/gw\/assets\/(game|vendor|vendor-tile|lottery|avatar)\/([A-Za-z0-9_-]{1,40})\.svg$/.exec(pathname);
  if (asset) return svgAsset(env.DB, asset[1] as AssetKind, asset[2]!);
  const play = /^\/gw\/play\/([0-9a-f]{64})$/.exec(pathname);
  if (play) return demoGamePage(env.DB, play[1]!, url, now());
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
