import { createCookie } from "react-router";
import { z } from "zod";
import { readCookieAs } from "~/server/cookies.server";

export { favouritesFirst } from "./favourites";

/**
 * Lottery favourites (§3 LOTTFAV: a map of user name to a list of gameIds; §4 favourites sorted
 * first). Kept in a cookie rather than localStorage (docs/decisions/004) so the server renders the
 * same list the browser shows, with and without JavaScript. Bounded to stay far below 4 kB.
 */
export const MAX_FAVOURITES_PER_USER = 40;
const MAX_USERS = 4;

// Secure is given per request when written (setLotteryFavourite's `secure`): Secure except on local http.
const cookie = createCookie("el_lottfav", { path: "/", sameSite: "lax", httpOnly: true, maxAge: 60 * 60 * 24 * 365 });

const GameIds = z.array(z.string().regex(/^[0-9A-Za-z_-]{1,32}$/)).max(MAX_FAVOURITES_PER_USER);
const Store = z.record(z.string().max(64), GameIds);
type Store = z.infer<typeof Store>;

// The writer always stores this user's list; an empty object is what an unreadable value decodes to.
const StoredStore = Store.refine((store) => Object.keys(store).length > 0);

/** A tampered value reads as no favourites; `invalid` (context.invalidCookies) gets it expired. */
async function readStore(request: Request, invalid?: Set<string>): Promise<Store> {
  return (await readCookieAs(cookie, request, StoredStore, invalid)) ?? {};
}

/** The user's favourite lottery gameIds, most recent first. */
export async function lotteryFavourites(request: Request, userName: string, invalid?: Set<string>): Promise<string[]> {
  return (await readStore(request, invalid))[userName.toLowerCase()] ?? [];
}

/** Adds or removes a gameId; returns the new list and the Set-Cookie header that stores it. */
export async function setLotteryFavourite(
  request: Request,
  userName: string,
  gameId: string,
  favourite: boolean,
  secure: boolean,
): Promise<{ favourites: string[]; setCookie: string }> {
  const store = await readStore(request);
  const user = userName.toLowerCase();
  const without = (store[user] ?? []).filter((id) => id !== gameId);
  const favourites = (favourite ? [gameId, ...without] : without).slice(0, MAX_FAVOURITES_PER_USER);
  // This user first; the oldest other users drop out beyond MAX_USERS.
  const next: Store = { [user]: favourites };
  for (const [name, ids] of Object.entries(store)) if (name !== user && Object.keys(next).length < MAX_USERS) next[name] = ids;
  return { favourites, setCookie: await cookie.serialize(next, { secure }) };
}
