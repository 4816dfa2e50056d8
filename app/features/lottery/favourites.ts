/** Favourites first, in favourite order (most recent first); the rest keep their own order (§4). */
export function favouritesFirst<T extends { gameId: string }>(games: readonly T[], favourites: readonly string[]): T[] {
  const rank = new Map(favourites.map((id, i) => [id, i]));
  return [...games].sort((a, b) => (rank.get(a.gameId) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.gameId) ?? Number.MAX_SAFE_INTEGER));
}
