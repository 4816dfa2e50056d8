import dayjs from "dayjs";
import duration from "dayjs/plugin/duration.js";
import utc from "dayjs/plugin/utc.js";

/*
 * dayjs with the plugins the rules use, registered once. Import dayjs from here, never from the
 * package: the plugins are then always in place, and because this module's export is used, a
 * bundler honouring `"sideEffects": false` cannot drop the registration. Plugin paths end in .js
 * (dayjs has no "exports" map, so Node's ESM loader needs the file name; Vite and tsc accept it).
 */
dayjs.extend(utc);
dayjs.extend(duration);

export { dayjs };
