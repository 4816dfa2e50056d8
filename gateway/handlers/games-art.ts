import { rng } from "../core/prng";

/**
 * Generated SVG artwork of the embedded gateway: game art, vendor icons and tiles, lottery icons.
 * Each image is a pure function of its seed data (about 1 kB), served from /gw/assets/* with long
 * cache headers, so list pages stay small and images are lazy-loaded and cached by the browser.
 */

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

const hsl = (h: number, s: number, l: number, a = 1) =>
  a === 1 ? `hsl(${Math.round(h) % 360} ${s}% ${l}%)` : `hsl(${Math.round(h) % 360} ${s}% ${l}% / ${a})`;

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;
}

/** Motifs by category: simple shapes centred on (80, 78) in a 160 × 160 box. */
type Motif = (fg: string, accent: string, r: ReturnType<typeof rng>) => string;

const seven: Motif = (fg, accent) => `<path d="M52 46h58l-30 70h-18l26-54H52z" fill="${fg}" stroke="${accent}" stroke-width="5" stroke-linejoin="round"/>`;
const cherry: Motif = (fg, accent) =>
  `<path d="M84 40c-8 18-22 30-30 44M84 40c6 16 10 30 24 42" stroke="${accent}" stroke-width="6" fill="none" stroke-linecap="round"/><circle cx="56" cy="96" r="20" fill="${fg}"/><circle cx="106" cy="94" r="20" fill="${fg}"/><circle cx="50" cy="90" r="6" fill="#fff" opacity=".5"/><circle cx="100" cy="88" r="6" fill="#fff" opacity=".5"/>`;
const gem: Motif = (fg, accent) =>
  `<path d="M50 60l18-20h24l18 20-30 56z" fill="${fg}" stroke="${accent}" stroke-width="4" stroke-linejoin="round"/><path d="M50 60h60M68 40l12 20 12-20M80 60v56" stroke="${accent}" stroke-width="3" fill="none" opacity=".8"/>`;
const coin: Motif = (fg, accent) =>
  `<circle cx="80" cy="78" r="40" fill="${fg}" stroke="${accent}" stroke-width="6"/><circle cx="80" cy="78" r="28" fill="none" stroke="${accent}" stroke-width="3" opacity=".7"/><path d="M80 58l6 13 14 2-10 10 2 14-12-7-12 7 2-14-10-10 14-2z" fill="${accent}"/>`;
const crown: Motif = (fg, accent) =>
  `<path d="M44 104l-6-52 26 22 16-30 16 30 26-22-6 52z" fill="${fg}" stroke="${accent}" stroke-width="5" stroke-linejoin="round"/><rect x="44" y="106" width="72" height="10" rx="4" fill="${accent}"/><circle cx="80" cy="86" r="7" fill="${accent}"/>`;
const bell: Motif = (fg, accent) =>
  `<path d="M80 38c-20 0-30 16-30 36v20l-10 12h80l-10-12V74c0-20-10-36-30-36z" fill="${fg}" stroke="${accent}" stroke-width="5" stroke-linejoin="round"/><circle cx="80" cy="114" r="9" fill="${accent}"/>`;
const clover: Motif = (fg, accent) =>
  `<g fill="${fg}" stroke="${accent}" stroke-width="4"><circle cx="66" cy="64" r="17"/><circle cx="94" cy="64" r="17"/><circle cx="66" cy="92" r="17"/><circle cx="94" cy="92" r="17"/></g><path d="M80 80c4 20 10 30 20 38" stroke="${accent}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
const fish: Motif = (fg, accent) =>
  `<path d="M34 78c18-26 54-30 78-8l16-14v44l-16-14c-24 22-60 18-78-8z" fill="${fg}" stroke="${accent}" stroke-width="5" stroke-linejoin="round"/><circle cx="56" cy="72" r="6" fill="${accent}"/><path d="M78 62c6 10 6 22 0 32" stroke="${accent}" stroke-width="4" fill="none"/>`;
const cards: Motif = (fg, accent) =>
  `<rect x="40" y="44" width="50" height="70" rx="8" fill="${fg}" stroke="${accent}" stroke-width="4" transform="rotate(-12 65 79)"/><rect x="70" y="42" width="50" height="70" rx="8" fill="#fff" stroke="${accent}" stroke-width="4" transform="rotate(10 95 77)"/><path d="M96 64c-8 10-14 16-14 22a7 7 0 0 0 14 2 7 7 0 0 0 14-2c0-6-6-12-14-22z" fill="${accent}" transform="rotate(10 95 77)"/>`;
const wheel: Motif = (fg, accent) =>
  `<circle cx="80" cy="78" r="42" fill="${fg}" stroke="${accent}" stroke-width="6"/><g stroke="${accent}" stroke-width="4">${Array.from({ length: 8 }, (_, i) => `<line x1="80" y1="78" x2="${(80 + 42 * Math.cos((i * Math.PI) / 4)).toFixed(1)}" y2="${(78 + 42 * Math.sin((i * Math.PI) / 4)).toFixed(1)}"/>`).join("")}</g><circle cx="80" cy="78" r="10" fill="${accent}"/>`;
const ball: Motif = (fg, accent) =>
  `<circle cx="80" cy="78" r="40" fill="#fff" stroke="${accent}" stroke-width="5"/><path d="M80 60l17 12-6 20H69l-6-20z" fill="${fg}"/><path d="M80 38v22M97 72l20-6M91 92l12 18M69 92l-12 18M63 72l-20-6" stroke="${fg}" stroke-width="4"/>`;
const rocket: Motif = (fg, accent) =>
  `<path d="M80 34c18 14 24 36 18 62H62c-6-26 0-48 18-62z" fill="${fg}" stroke="${accent}" stroke-width="5" stroke-linejoin="round"/><circle cx="80" cy="66" r="9" fill="${accent}"/><path d="M62 96l-14 16 20-4M98 96l14 16-20-4" fill="${accent}"/><path d="M72 104l8 20 8-20" fill="#ffb347"/>`;
const dice: Motif = (fg, accent) =>
  `<rect x="44" y="42" width="72" height="72" rx="16" fill="${fg}" stroke="${accent}" stroke-width="5"/><g fill="${accent}"><circle cx="62" cy="60" r="7"/><circle cx="98" cy="60" r="7"/><circle cx="80" cy="78" r="7"/><circle cx="62" cy="96" r="7"/><circle cx="98" cy="96" r="7"/></g>`;
const pad: Motif = (fg, accent) =>
  `<path d="M42 66c4-12 14-16 24-16h28c10 0 20 4 24 16l8 30c2 12-10 18-18 10l-12-12H64l-12 12c-8 8-20 2-18-10z" fill="${fg}" stroke="${accent}" stroke-width="5" stroke-linejoin="round"/><path d="M60 68v16M52 76h16" stroke="${accent}" stroke-width="5" stroke-linecap="round"/><circle cx="98" cy="70" r="5" fill="${accent}"/><circle cx="108" cy="80" r="5" fill="${accent}"/>`;
const rooster: Motif = (fg, accent) =>
  `<path d="M56 112c-10-20-6-44 14-54l-2-12 10 6 4-10 6 12c14 4 20 16 16 28l10 4-12 6c-4 12-16 20-30 20z" fill="${fg}" stroke="${accent}" stroke-width="5" stroke-linejoin="round"/><circle cx="84" cy="66" r="4" fill="${accent}"/><path d="M56 112h44" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>`;
const balls: Motif = (fg, accent, r) =>
  [
    [56, 66],
    [104, 66],
    [80, 100],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="22" fill="#fff" stroke="${accent}" stroke-width="4"/><text x="${x}" y="${y! + 8}" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="22" fill="${fg}">${r.int(0, 9)}</text>`,
    )
    .join("");

const MOTIFS: Record<string, Motif[]> = {
  RNG: [seven, cherry, gem, coin, crown, bell, clover],
  FISH: [fish],
  LIVE: [cards, wheel, dice],
  PVP: [cards],
  SPORTS: [ball],
  ESPORTS: [pad],
  COCKFIGHT: [rooster],
  INHOUSE: [rocket, dice, gem, coin],
  LOTT: [balls],
};

/** Square art of a game (160 × 160): gradient from the vendor's hue, a category motif, rays. */
export function gameArtSvg(game: { game_type: string; art: number; hue: number }): string {
  const r = rng(game.art);
  const h1 = game.hue + r.int(-40, 40);
  const h2 = h1 + r.int(90, 200);
  const fg = hsl(h2, 85, 62);
  const accent = hsl(h1, 90, 88);
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6 + r.next() * 0.2;
    return `M80 78L${(80 + 140 * Math.cos(a)).toFixed(0)} ${(78 + 140 * Math.sin(a)).toFixed(0)}L${(80 + 140 * Math.cos(a + 0.18)).toFixed(0)} ${(78 + 140 * Math.sin(a + 0.18)).toFixed(0)}z`;
  }).join("");
  const motif = r.pick(MOTIFS[game.game_type] ?? MOTIFS.RNG!)(fg, accent, r);
  const sparkles = Array.from({ length: 5 }, () => `<circle cx="${r.int(12, 148)}" cy="${r.int(12, 148)}" r="${r.int(1, 3)}" fill="#fff" opacity=".7"/>`).join(
    "",
  );
  return svg(
    160,
    160,
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(h1, 70, 42)}"/><stop offset="1" stop-color="${hsl(h1 + 30, 70, 14)}"/></linearGradient><radialGradient id="g" cx=".5" cy=".48" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><rect width="160" height="160" fill="url(#b)"/><path d="${rays}" fill="#fff" opacity=".07"/><circle cx="80" cy="78" r="64" fill="url(#g)"/>${sparkles}${motif}<rect y="132" width="160" height="28" fill="#000" opacity=".18"/>`,
  );
}

/** The vendor's mark: a ring with its monogram. */
function mark(x: number, y: number, size: number, glyph: string, color: string, ink: string): string {
  const r = size / 2;
  return `<circle cx="${x + r}" cy="${y + r}" r="${r}" fill="${color}"/><text x="${x + r}" y="${y + r + size * 0.16}" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="900" font-size="${(size * 0.44).toFixed(1)}" fill="${ink}">${esc(glyph)}</text>`;
}

/** The vendor strip icon (88 × 28): white only, so CSS can show it grey (inactive) or white (active). */
export function vendorIconSvg(vendor: { display_name: string; glyph: string }): string {
  const name = vendor.display_name.length <= 11 ? vendor.display_name : (vendor.display_name.split(/\s+/)[0] ?? vendor.display_name).slice(0, 11);
  // The text never overflows the 60 px beside the mark: long names are narrowed to fit.
  const fit = ` textLength="${Math.min(60, Math.round(name.length * 6.7))}" lengthAdjust="spacingAndGlyphs"`;
  return svg(
    88,
    28,
    `<defs><mask id="m"><rect width="88" height="28" fill="#fff"/><text x="12" y="17.5" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="900" font-size="9" fill="#000">${esc(vendor.glyph)}</text></mask></defs><circle cx="12" cy="14" r="11" fill="#fff" mask="url(#m)"/><text x="27" y="18.5" font-family="system-ui,sans-serif" font-weight="700" font-size="11.5" fill="#fff"${fit}>${esc(name)}</text>`,
  );
}

/** The vendor tile (176 × 88): the vendor's colours, mark and name. */
export function vendorTileSvg(vendor: { display_name: string; glyph: string; hue: number }): string {
  const r = rng(`${vendor.display_name}:${vendor.hue}`);
  const h = vendor.hue;
  const shapes = Array.from(
    { length: 4 },
    () => `<circle cx="${r.int(90, 176)}" cy="${r.int(-10, 98)}" r="${r.int(14, 46)}" fill="#fff" opacity="${(0.05 + r.next() * 0.08).toFixed(2)}"/>`,
  ).join("");
  const name = vendor.display_name.length > 16 ? vendor.display_name.slice(0, 15) + "…" : vendor.display_name;
  return svg(
    176,
    88,
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(h, 72, 44)}"/><stop offset="1" stop-color="${hsl(h + 40, 70, 16)}"/></linearGradient></defs><rect width="176" height="88" fill="url(#b)"/>${shapes}${mark(14, 18, 52, vendor.glyph, hsl(h, 90, 90), hsl(h, 70, 22))}<text x="76" y="50" font-family="system-ui,sans-serif" font-weight="800" font-size="14" fill="#fff"${name.length > 11 ? ` textLength="92" lengthAdjust="spacingAndGlyphs"` : ""}>${esc(name)}</text>`,
  );
}

/** A lottery icon (64 × 64): a ball in the game's hue with its badge. */
export function lotteryIconSvg(game: { badge: string; hue: number }): string {
  const h = game.hue;
  const size = game.badge.length > 3 ? 15 : game.badge.length > 2 ? 18 : 22;
  return svg(
    64,
    64,
    `<defs><radialGradient id="b" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="${hsl(h, 90, 70)}"/><stop offset="1" stop-color="${hsl(h + 20, 75, 30)}"/></radialGradient></defs><circle cx="32" cy="32" r="30" fill="url(#b)"/><circle cx="32" cy="32" r="21" fill="#fff" opacity=".93"/><text x="32" y="${32 + size * 0.36}" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="900" font-size="${size}" fill="${hsl(h + 20, 70, 28)}">${esc(game.badge)}</text>`,
  );
}
