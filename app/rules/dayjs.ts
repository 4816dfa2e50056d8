import base from "dayjs";
import duration from "dayjs/plugin/duration.js";
import utc from "dayjs/plugin/utc.js";

/*
 * dayjs with the plugins the rules use, registered once. Import dayjs from here, never from the
 * package. The registration is a function whose result is the export: with `"sideEffects": false`
 * the production build dropped bare top-level `dayjs.extend(...)` statements (the server then
 * failed with "dayjs.duration is not a function"), but it cannot drop a call whose value is used.
 * Plugin paths end in .js (dayjs has no "exports" map, so Node's ESM loader needs the file name).
 */
function withPlugins(): typeof base {
  base.extend(utc);
  base.extend(duration);
  return base;
}

export const dayjs = withPlugins();
export type Dayjs = base.Dayjs;
