/**
 * The head icons (§7 set/get head icon): twelve animal faces built from circles and paths on the
 * app's dark gold palette, one pure function each. Served like the game art (decision 010) from
 * /gw/assets/avatar/<id>.svg; an id is stable for ever, since members store it.
 */

const INK = "#1b1400";
const GOLD = "#f6c445";
const LIGHT_GOLD = "#ffd86b";
const CREAM = "#fff1c9";
const AMBER = "#e0a030";
const BRONZE = "#b87333";

const eye = (x: number, y: number, r = 3.6) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${INK}"/><circle cx="${x + r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.32}" fill="#fff"/>`;
const eyes = (y: number, gap = 10, r?: number) => eye(48 - gap, y, r) + eye(48 + gap, y, r);

type Face = { name: string; tint: string; body: string };

const FACES: Face[] = [
  {
    name: "cat",
    tint: "#2a2358",
    body: `<path d="M23 42 27 14l17 17zM73 42 69 14 52 31z" fill="${GOLD}"/><path d="M28 33l2-12 8 9zM68 33l-2-12-8 9z" fill="${AMBER}"/><ellipse cx="48" cy="54" rx="27" ry="24" fill="${GOLD}"/>${eyes(50)}<path d="M45 58h6l-3 3.5z" fill="#b85c38"/><path d="M48 61.5q-3 4-6 2M48 61.5q3 4 6 2" stroke="${INK}" stroke-width="1.6" fill="none" stroke-linecap="round"/><path d="M31 58H19M31 62l-11 3M65 58h12M65 62l11 3" stroke="${CREAM}" stroke-width="1.4" stroke-linecap="round"/>`,
  },
  {
    name: "fox",
    tint: "#3a2414",
    body: `<path d="M21 46 25 13l18 18zM75 46 71 13 53 31z" fill="#e58a2e"/><path d="M27 34l2-13 8 8zM69 34l-2-13-8 8z" fill="#5a3a12"/><path d="M17 44Q48 20 79 44 71 71 48 82 25 71 17 44z" fill="#e58a2e"/><path d="M17 44q17 13 31 38-23-11-31-38zM79 44Q62 57 48 82q23-11 31-38z" fill="${CREAM}"/>${eyes(50, 11)}<circle cx="48" cy="77" r="3.6" fill="${INK}"/>`,
  },
  {
    name: "owl",
    tint: "#1f2a4d",
    body: `<path d="M24 32l5-18 12 13zM72 32l-5-18-12 13z" fill="${BRONZE}"/><ellipse cx="48" cy="53" rx="28" ry="28" fill="${BRONZE}"/><ellipse cx="48" cy="66" rx="17" ry="13" fill="${AMBER}"/><circle cx="37" cy="46" r="11" fill="${CREAM}"/><circle cx="59" cy="46" r="11" fill="${CREAM}"/>${eye(37, 46, 5)}${eye(59, 46, 5)}<path d="M44 55h8l-4 8z" fill="${LIGHT_GOLD}"/><path d="M38 70q2.5 3 5 0 2.5 3 5 0 2.5 3 5 0 2.5 3 5 0" stroke="${BRONZE}" stroke-width="1.8" fill="none" stroke-linecap="round"/>`,
  },
  {
    name: "bear",
    tint: "#33241a",
    body: `<circle cx="27" cy="31" r="10" fill="${BRONZE}"/><circle cx="69" cy="31" r="10" fill="${BRONZE}"/><circle cx="27" cy="31" r="5" fill="${AMBER}"/><circle cx="69" cy="31" r="5" fill="${AMBER}"/><circle cx="48" cy="53" r="27" fill="${BRONZE}"/><ellipse cx="48" cy="63" rx="13" ry="10" fill="${CREAM}"/>${eyes(47)}<ellipse cx="48" cy="59" rx="4.5" ry="3.2" fill="${INK}"/><path d="M48 62v3q-3 3-6 1M48 65q3 3 6 1" stroke="${INK}" stroke-width="1.5" fill="none" stroke-linecap="round"/>`,
  },
  {
    name: "panda",
    tint: "#1c2b3a",
    body: `<circle cx="26" cy="30" r="10" fill="#4a5070" stroke="${GOLD}" stroke-opacity=".5" stroke-width="1.5"/><circle cx="70" cy="30" r="10" fill="#4a5070" stroke="${GOLD}" stroke-opacity=".5" stroke-width="1.5"/><circle cx="48" cy="53" r="27" fill="${CREAM}"/><ellipse cx="37" cy="50" rx="7" ry="9.5" fill="#262a3b" transform="rotate(30 37 50)"/><ellipse cx="59" cy="50" rx="7" ry="9.5" fill="#262a3b" transform="rotate(-30 59 50)"/><circle cx="38" cy="49" r="2.6" fill="#fff"/><circle cx="58" cy="49" r="2.6" fill="#fff"/><ellipse cx="48" cy="61" rx="4.5" ry="3" fill="#262a3b"/><path d="M48 64q-3 3-6 1M48 64q3 3 6 1" stroke="#262a3b" stroke-width="1.5" fill="none" stroke-linecap="round"/><circle cx="33" cy="62" r="3.5" fill="${GOLD}" opacity=".45"/><circle cx="63" cy="62" r="3.5" fill="${GOLD}" opacity=".45"/>`,
  },
  {
    name: "rabbit",
    tint: "#2d2046",
    body: `<ellipse cx="37" cy="26" rx="7.5" ry="19" fill="${CREAM}" transform="rotate(-8 37 26)"/><ellipse cx="59" cy="26" rx="7.5" ry="19" fill="${CREAM}" transform="rotate(8 59 26)"/><ellipse cx="37" cy="27" rx="3.5" ry="13" fill="${AMBER}" transform="rotate(-8 37 27)"/><ellipse cx="59" cy="27" rx="3.5" ry="13" fill="${AMBER}" transform="rotate(8 59 27)"/><circle cx="48" cy="59" r="23" fill="${CREAM}"/>${eyes(55, 9)}<path d="M45 62h6l-3 3z" fill="#d9776a"/><path d="M48 65v2q-3 3-6 1M48 67q3 3 6 1" stroke="${INK}" stroke-width="1.5" fill="none" stroke-linecap="round"/><circle cx="35" cy="63" r="3.5" fill="${AMBER}" opacity=".45"/><circle cx="61" cy="63" r="3.5" fill="${AMBER}" opacity=".45"/>`,
  },
  {
    name: "tiger",
    tint: "#3a2a12",
    body: `<circle cx="26" cy="32" r="9" fill="${AMBER}"/><circle cx="70" cy="32" r="9" fill="${AMBER}"/><circle cx="26" cy="32" r="4.5" fill="${INK}"/><circle cx="70" cy="32" r="4.5" fill="${INK}"/><circle cx="48" cy="54" r="27" fill="${AMBER}"/><path d="M48 28v9M41 29l2 7M55 29l-2 7M22 50h8M22 57h7M74 50h-8M74 57h-7" stroke="${INK}" stroke-width="2.6" stroke-linecap="round"/><ellipse cx="48" cy="65" rx="14" ry="10" fill="${CREAM}"/>${eyes(49)}<path d="M44 60h8l-4 4z" fill="${INK}"/><path d="M48 64v2q-3 3-6 1M48 66q3 3 6 1" stroke="${INK}" stroke-width="1.5" fill="none" stroke-linecap="round"/>`,
  },
  {
    name: "penguin",
    tint: "#17304a",
    body: `<circle cx="48" cy="52" r="29" fill="#3b4470" stroke="${GOLD}" stroke-opacity=".5" stroke-width="1.5"/><path d="M48 37q8-9 16 0 8 10 2 24-6 14-18 15-12-1-18-15-6-14 2-24 8-9 16 0z" fill="${CREAM}"/>${eyes(49, 9)}<path d="M42 56h12l-6 7z" fill="${GOLD}"/><circle cx="35" cy="60" r="3.5" fill="${GOLD}" opacity=".35"/><circle cx="61" cy="60" r="3.5" fill="${GOLD}" opacity=".35"/>`,
  },
  {
    name: "frog",
    tint: "#1d3326",
    body: `<circle cx="34" cy="36" r="11" fill="#8fbf5a"/><circle cx="62" cy="36" r="11" fill="#8fbf5a"/><ellipse cx="48" cy="58" rx="31" ry="22" fill="#8fbf5a"/><circle cx="34" cy="36" r="7" fill="${CREAM}"/><circle cx="62" cy="36" r="7" fill="${CREAM}"/>${eye(34, 37, 3.8)}${eye(62, 37, 3.8)}<path d="M32 62q16 12 32 0" stroke="#2f4a1e" stroke-width="2.4" fill="none" stroke-linecap="round"/><circle cx="27" cy="58" r="4" fill="${GOLD}" opacity=".5"/><circle cx="69" cy="58" r="4" fill="${GOLD}" opacity=".5"/><circle cx="44" cy="52" r="1.3" fill="#2f4a1e"/><circle cx="52" cy="52" r="1.3" fill="#2f4a1e"/>`,
  },
  {
    name: "lion",
    tint: "#3a2710",
    body: `${Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      return `<circle cx="${(48 + 25 * Math.cos(a)).toFixed(1)}" cy="${(52 + 25 * Math.sin(a)).toFixed(1)}" r="10" fill="${BRONZE}"/>`;
    }).join(
      "",
    )}<circle cx="48" cy="52" r="25" fill="${BRONZE}"/><circle cx="32" cy="34" r="6" fill="${GOLD}"/><circle cx="64" cy="34" r="6" fill="${GOLD}"/><circle cx="48" cy="53" r="21" fill="${GOLD}"/><ellipse cx="48" cy="63" rx="11" ry="8" fill="${CREAM}"/>${eyes(49, 8)}<path d="M44 58h8l-4 4z" fill="#7a4a1c"/><path d="M48 62v2q-3 3-6 1M48 64q3 3 6 1" stroke="${INK}" stroke-width="1.5" fill="none" stroke-linecap="round"/>`,
  },
  {
    name: "koala",
    tint: "#232846",
    body: `<circle cx="23" cy="40" r="14" fill="#a9b1d6"/><circle cx="73" cy="40" r="14" fill="#a9b1d6"/><circle cx="23" cy="40" r="8" fill="${CREAM}"/><circle cx="73" cy="40" r="8" fill="${CREAM}"/><ellipse cx="48" cy="55" rx="25" ry="24" fill="#a9b1d6"/>${eyes(50, 11, 3.4)}<ellipse cx="48" cy="60" rx="6.5" ry="9" fill="#262a3b"/><ellipse cx="46" cy="56" rx="1.8" ry="2.6" fill="#fff" opacity=".35"/><path d="M44 72q4 3 8 0" stroke="#262a3b" stroke-width="1.6" fill="none" stroke-linecap="round"/>`,
  },
  {
    name: "monkey",
    tint: "#2b1f2f",
    body: `<circle cx="21" cy="52" r="10" fill="#8a5a2b"/><circle cx="75" cy="52" r="10" fill="#8a5a2b"/><circle cx="21" cy="52" r="5.5" fill="${CREAM}"/><circle cx="75" cy="52" r="5.5" fill="${CREAM}"/><circle cx="48" cy="51" r="27" fill="#8a5a2b"/><circle cx="39" cy="48" r="11" fill="${CREAM}"/><circle cx="57" cy="48" r="11" fill="${CREAM}"/><ellipse cx="48" cy="63" rx="17" ry="12" fill="${CREAM}"/>${eyes(47, 9)}<circle cx="45.5" cy="60" r="1.4" fill="${INK}"/><circle cx="50.5" cy="60" r="1.4" fill="${INK}"/><path d="M41 66q7 6 14 0" stroke="${INK}" stroke-width="1.8" fill="none" stroke-linecap="round"/><path d="M42 27q6-6 12 0" stroke="${GOLD}" stroke-width="2.4" fill="none" stroke-linecap="round"/>`,
  },
];

/** a01 … a12, in the order the picker shows them. */
export const AVATAR_IDS: readonly string[] = FACES.map((_, i) => `a${String(i + 1).padStart(2, "0")}`);

/** The art never changes under an id, so the version stays 1 (bump it if a face is redrawn). */
export const avatarUrl = (id: string) => `/gw/assets/avatar/${id}.svg?v=1`;

export function isAvatarId(id: string): boolean {
  return AVATAR_IDS.includes(id);
}

/** The avatar's SVG (96 × 96): a dark tinted disc with a gold rim, and the face. Null for an unknown id. */
export function avatarSvg(id: string): string | null {
  const face = FACES[AVATAR_IDS.indexOf(id)];
  if (!face) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${face.name}"><defs><radialGradient id="bg" cx=".5" cy=".35" r=".75"><stop offset="0" stop-color="${face.tint}"/><stop offset="1" stop-color="#0b0e1a"/></radialGradient></defs><circle cx="48" cy="48" r="48" fill="url(#bg)"/><circle cx="48" cy="48" r="46" fill="none" stroke="${GOLD}" stroke-opacity=".55" stroke-width="2"/>${face.body}</svg>`;
}
