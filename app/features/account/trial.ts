/** Where a started (or already running) free trial lands: the lobby, to play. Shared by the page and the server. */
export const TRIAL_LANDING = "/m/home";
