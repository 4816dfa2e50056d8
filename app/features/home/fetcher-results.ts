import type { FetcherResult } from "~/routing/fetcher-result";
import type { LotteryRow } from "./lottery.server";
import type { PopularGamesView } from "./popular-games.server";

/*
 * What the home page's fetchers get back from their resource routes (app/routes/m.balance.tsx,
 * m.homeGames.tsx, m.lotteryCountdown.tsx): declared here so the routes answer with them and the
 * components read them without importing a route module.
 */

/** The header's refreshed balance. */
export type BalanceResult = FetcherResult<{ amount: number; symbol: string }>;

/** The popular-games section, loaded after the page. */
export type PopularGamesResult = FetcherResult<PopularGamesView>;

/** The lottery widget's fresh draw state once a countdown has run out. */
export type CountdownResult = FetcherResult<{ rows: LotteryRow[] }>;
