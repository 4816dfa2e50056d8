/**
 * §9 page sizes: 26 for game lists and favourites, 25 for recent. The app asks for these; the
 * gateway answers with them when a call names no page size.
 */
export const GAME_PAGE_SIZE = 26;
export const RECENT_PAGE_SIZE = 25;
