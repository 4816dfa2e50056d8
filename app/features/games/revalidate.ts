import type { ShouldRevalidateFunction } from "react-router";
import { FAVOURITE_ACTION, LAUNCH_ACTION } from "./contract";

/**
 * Game pages keep their list after a heart or launch (the tile already shows the server's answer,
 * and a reload would drop the appended pages); everything else revalidates as usual.
 */
export const keepListAfterTileActions: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) => {
  if (formAction === FAVOURITE_ACTION || formAction === LAUNCH_ACTION) return false;
  return defaultShouldRevalidate;
};
