import type { ShouldRevalidateFunction } from "react-router";

/**
 * The security pages read their state again after every POST, a refused one included (React Router skips
 * that after a 4xx by default): a refusal often means the state moved — a lock began, the name
 * was set in another tab, a card was bound elsewhere — and the page must show it as it now is,
 * with JavaScript as without (where the POST's answer is a fresh render anyway).
 */
export const revalidateAfterPost: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" ? true : defaultShouldRevalidate;
