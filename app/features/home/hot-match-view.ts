/** A hot match as the home page shows it (§3 hot match; time already formatted MM/DD HH:mm). */
export type HotMatchView = {
  id: number;
  league: string;
  homeTeam: string;
  awayTeam: string;
  homeCrest: string;
  awayCrest: string;
  time: string;
  vendor: string;
  roomId: string;
  nodeId: string;
};
