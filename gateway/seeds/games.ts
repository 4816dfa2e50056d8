import { insert } from "./sql";
import { rng } from "../core/prng";

/**
 * Games and lottery seed: 23 vendors, 600+ games across the nine categories with
 * classifications, new/hot flags and minimum bets, and 29 lotteries in seven groups for the Lott,
 * ZY and Elott prize modes. Generated from a seeded PRNG: the same statements on every run.
 */

type Mode = "GAME" | "LOBBY" | "LOTTERY";
type SeedVendor = { code: string; name: string; glyph: string; hue: number; mode: Mode; games: Partial<Record<string, number>> };

/** Vendors and how many games each brings per category (LOTT rows come from the lotteries below). */
export const VENDORS: SeedVendor[] = [
  { code: "SPN", name: "Spinworks", glyph: "SW", hue: 38, mode: "GAME", games: { RNG: 65 } },
  { code: "LUXA", name: "Lucky Axis", glyph: "LA", hue: 350, mode: "GAME", games: { RNG: 65 } },
  { code: "NOVA", name: "Nova Reels", glyph: "NR", hue: 265, mode: "GAME", games: { RNG: 50, FISH: 8 } },
  { code: "JADE", name: "Jade Dragon", glyph: "JD", hue: 150, mode: "GAME", games: { RNG: 60 } },
  { code: "BOLT", name: "Boltplay", glyph: "BP", hue: 200, mode: "GAME", games: { RNG: 50 } },
  { code: "MAGMA", name: "Magma Slots", glyph: "MS", hue: 14, mode: "GAME", games: { RNG: 50 } },
  { code: "ORBIT", name: "Orbit Gaming", glyph: "OG", hue: 228, mode: "GAME", games: { RNG: 40, PVP: 8 } },
  { code: "TIDE", name: "Tidal Arcade", glyph: "TA", hue: 172, mode: "GAME", games: { RNG: 20, FISH: 12 } },
  { code: "REEF", name: "Reef Hunters", glyph: "RH", hue: 188, mode: "GAME", games: { FISH: 18 } },
  { code: "AURA", name: "Aura Live", glyph: "AL", hue: 300, mode: "GAME", games: { LIVE: 22 } },
  { code: "VELVET", name: "Velvet Live", glyph: "VL", hue: 330, mode: "GAME", games: { LIVE: 20 } },
  { code: "ROYAL", name: "Royal Hall", glyph: "RY", hue: 45, mode: "GAME", games: { LIVE: 18 } },
  { code: "KICK", name: "Kickoff Sports", glyph: "KS", hue: 120, mode: "GAME", games: { SPORTS: 4 } },
  { code: "ARENA", name: "Arena Bet", glyph: "AB", hue: 95, mode: "GAME", games: { SPORTS: 3 } },
  { code: "TABLE", name: "Tabletop PvP", glyph: "TP", hue: 28, mode: "GAME", games: { PVP: 18 } },
  { code: "DUEL", name: "Duel Cards", glyph: "DC", hue: 280, mode: "GAME", games: { PVP: 16 } },
  { code: "LOTT", name: "Edge Lott", glyph: "LT", hue: 48, mode: "LOTTERY", games: {} },
  { code: "ELOTT", name: "E-Lott", glyph: "EL", hue: 58, mode: "LOTTERY", games: {} },
  { code: "TCG_LOTTO_VN", name: "TCG Lotto VN", glyph: "TV", hue: 2, mode: "LOBBY", games: {} },
  { code: "TCG_SEA", name: "TCG SEA Lotto", glyph: "TS", hue: 212, mode: "LOBBY", games: {} },
  { code: "EDGE", name: "Edge Originals", glyph: "EO", hue: 44, mode: "GAME", games: { INHOUSE: 32 } },
  { code: "TF", name: "TF Esports", glyph: "TF", hue: 244, mode: "GAME", games: { ESPORTS: 3 } },
  { code: "DS88", name: "DS88 Sabong", glyph: "DS", hue: 8, mode: "GAME", games: { COCKFIGHT: 3 } },
];

/** Category order of the vendor sorting (§2 Popular games: one entry per category from the server). */
export const CATEGORY_ORDER = ["SPORTS", "LIVE", "FISH", "RNG", "PVP", "LOTT", "INHOUSE", "ESPORTS", "COCKFIGHT"] as const;

/**
 * Server categories (classifications): [code, TY, EN, PT]. One-entry types show no extra tabs. A TY
 * name equals the EN one only for a game's own name (Baccarat, Poker, Crash …), never for a word.
 */
const CLASSIFIES: Record<string, [string, string, string, string][]> = {
  RNG: [
    ["VIDEO", "Mga video slot", "Video slots", "Slots de vídeo"],
    ["CLASSIC", "Klasiko", "Classic", "Clássicos"],
    ["JACKPOT", "Mga jackpot", "Jackpot", "Jackpot"],
    ["TABLE", "Mga laro sa mesa", "Table games", "Jogos de mesa"],
  ],
  FISH: [["FISHING", "Pangingisda", "Fishing", "Pesca"]],
  LIVE: [
    ["BACCARAT", "Baccarat", "Baccarat", "Bacará"],
    ["ROULETTE", "Roulette", "Roulette", "Roleta"],
    ["BLACKJACK", "Blackjack", "Blackjack", "Blackjack"],
    ["DICE", "Dais", "Dice", "Dados"],
  ],
  PVP: [
    ["CARDS", "Baraha", "Cards", "Cartas"],
    ["POKER", "Poker", "Poker", "Póquer"],
  ],
  INHOUSE: [
    ["CRASH", "Crash", "Crash", "Crash"],
    ["INSTANT", "Instant na laro", "Instant", "Instantâneos"],
  ],
};

const SLOT_WORDS_A = [
  "Golden",
  "Lucky",
  "Mega",
  "Fortune",
  "Wild",
  "Royal",
  "Dragon",
  "Mystic",
  "Super",
  "Crazy",
  "Sweet",
  "Blazing",
  "Diamond",
  "Jungle",
  "Ocean",
  "Neon",
  "Cosmic",
  "Pharaoh",
  "Samurai",
  "Wolf",
  "Phoenix",
  "Buffalo",
  "Panda",
  "Koi",
  "Tiger",
  "Candy",
  "Fruit",
  "Viking",
  "Aztec",
  "Thunder",
  "Inferno",
  "Frozen",
  "Magic",
  "Treasure",
  "Piggy",
  "Money",
  "Cash",
  "Jade",
  "Lotus",
  "Sakura",
  "Carnival",
  "Fiesta",
  "Manila",
  "Boracay",
  "Mango",
  "Jeepney",
  "Island",
  "Volcano",
  "Starlight",
  "Crystal",
];
const SLOT_WORDS_B = [
  "Reels",
  "Riches",
  "Fortune",
  "Spins",
  "Gems",
  "Empire",
  "Quest",
  "Treasures",
  "Bonanza",
  "Blitz",
  "Rush",
  "Legends",
  "Kingdom",
  "Temple",
  "Garden",
  "Party",
  "Nights",
  "Express",
  "Vault",
  "Hunter",
  "Wilds",
  "Jackpot",
  "Link",
  "Frenzy",
  "Festival",
  "Dynasty",
  "Ways",
  "Storm",
  "Pop",
  "Mania",
  "Gold",
  "Luck",
  "Heist",
  "Safari",
  "Rising",
];
const SLOT_SUFFIX = ["", "", "", "", "", "", " Deluxe", " Megaways", " 2", " 88", " Hold & Win", " Xtreme"];
const FISH_A = [
  "Ocean",
  "Golden",
  "Mega",
  "Dragon",
  "Royal",
  "Lucky",
  "Deep Sea",
  "Jackpot",
  "Star",
  "Thunder",
  "Neon",
  "Crab",
  "Shark",
  "Whale",
  "Koi",
  "Coral",
];
const FISH_B = ["Fishing", "Hunter", "King", "Bounty", "Catch", "Frenzy", "Party", "Legend", "Raiders", "Blast"];
const LIVE_GAMES: [string, string][] = [
  ["Baccarat", "BACCARAT"],
  ["Speed Baccarat", "BACCARAT"],
  ["Squeeze Baccarat", "BACCARAT"],
  ["Roulette", "ROULETTE"],
  ["Auto Roulette", "ROULETTE"],
  ["Blackjack", "BLACKJACK"],
  ["Sic Bo", "DICE"],
  ["Dragon Tiger", "BACCARAT"],
  ["Fan Tan", "DICE"],
  ["Color Game", "DICE"],
];
const PVP_GAMES: [string, string][] = [
  ["Tongits", "CARDS"],
  ["Pusoy", "CARDS"],
  ["Pusoy Dos", "CARDS"],
  ["Lucky 9", "CARDS"],
  ["Texas Hold'em", "POKER"],
  ["Teen Patti", "POKER"],
  ["Rummy", "CARDS"],
  ["Niu Niu", "CARDS"],
  ["Blackjack Duel", "CARDS"],
  ["Pai Gow", "CARDS"],
  ["Big Two", "CARDS"],
  ["Omaha", "POKER"],
];
const PVP_TIERS = ["Classic", "VIP", "Turbo", "Rookie", "High Roller"];
const INHOUSE_GAMES: [string, string][] = [
  ["Crash", "CRASH"],
  ["Aviator X", "CRASH"],
  ["Rocket Rush", "CRASH"],
  ["Mines", "INSTANT"],
  ["Plinko", "INSTANT"],
  ["Dice", "INSTANT"],
  ["Limbo", "CRASH"],
  ["Hi-Lo", "INSTANT"],
  ["Keno", "INSTANT"],
  ["Wheel", "INSTANT"],
  ["Tower", "INSTANT"],
  ["Coin Flip", "INSTANT"],
  ["Goal", "INSTANT"],
  ["Cash Climb", "CRASH"],
  ["Video Poker", "INSTANT"],
  ["Mini Roulette", "INSTANT"],
];
const SINGLE_GAMES: Record<string, string[]> = {
  KICK: ["Kickoff Sportsbook", "Virtual Football", "Virtual Basketball", "PBA Live Odds"],
  ARENA: ["Arena Sportsbook", "Arena In-Play", "Virtual Horse Racing"],
  TF: ["TF Esports Lobby", "TF Virtual Esports", "TF Mobile Legends Arena"],
  DS88: ["DS88 Sabong Arena", "DS88 Sabong Cockpit 2", "DS88 Derby Nights"],
};

/** Lottery groups: [id, code, prize mode, TY, EN, PT]. */
const LOTTERY_GROUPS: [number, string, "Lott" | "ZY" | "Elott", string, string, string][] = [
  [1, "VN_NORTH", "Lott", "Hilagang Vietnam", "Northern Vietnam", "Vietname do Norte"],
  [2, "VN_CENTRAL", "Lott", "Gitnang Vietnam", "Central Vietnam", "Vietname Central"],
  [3, "VN_SOUTH", "Lott", "Timog Vietnam", "Southern Vietnam", "Vietname do Sul"],
  [4, "VN_FAST", "Lott", "Mabilisang VN", "Speed VN", "VN rápida"],
  [5, "ZY_FAST", "ZY", "Mabibilis na draw", "Fast draws", "Sorteios rápidos"],
  [6, "ZY_CLASSIC", "ZY", "Klasikong digit", "Classic digits", "Dígitos clássicos"],
  [7, "ELOTT_PH", "Elott", "E-Lotto", "E-Lotto", "E-Lotto"],
];

type SeedLottery = {
  id: number;
  code: string;
  group: number;
  names: [string, string, string];
  badge: string;
  period: number;
  lock: number;
  phase: number;
  kind: "VN" | "SUM" | "PLAIN";
  digits: number;
  hot?: number;
  onSale?: 0 | 1;
  ent?: 0 | 1;
};

/** VN daily draws: 18:15 north, 17:15 central, 16:15 south (UTC+7), sales close 15 minutes before. */
const VN_NORTH = 11 * 3600 + 15 * 60;
const VN_CENTRAL = 10 * 3600 + 15 * 60;
const VN_SOUTH = 9 * 3600 + 15 * 60;
const DAY_S = 86_400;
const same = (name: string): [string, string, string] => [name, name, name];

export const LOTTERIES: SeedLottery[] = [
  { id: 101, code: "VNHN", group: 1, names: same("Hà Nội"), badge: "HN", period: DAY_S, lock: 900, phase: VN_NORTH, kind: "VN", digits: 5, hot: 3 },
  { id: 102, code: "VNQN", group: 1, names: same("Quảng Ninh"), badge: "QN", period: DAY_S, lock: 900, phase: VN_NORTH + 60, kind: "VN", digits: 5 },
  { id: 103, code: "VNHP", group: 1, names: same("Hải Phòng"), badge: "HP", period: DAY_S, lock: 900, phase: VN_NORTH + 120, kind: "VN", digits: 5 },
  { id: 104, code: "VNBN", group: 1, names: same("Bắc Ninh"), badge: "BN", period: DAY_S, lock: 900, phase: VN_NORTH + 180, kind: "VN", digits: 5 },
  { id: 111, code: "VNDN", group: 2, names: same("Đà Nẵng"), badge: "DN", period: DAY_S, lock: 900, phase: VN_CENTRAL, kind: "VN", digits: 5 },
  { id: 112, code: "VNKH", group: 2, names: same("Khánh Hòa"), badge: "KH", period: DAY_S, lock: 900, phase: VN_CENTRAL + 60, kind: "VN", digits: 5 },
  { id: 113, code: "VNTTH", group: 2, names: same("Thừa Thiên Huế"), badge: "TTH", period: DAY_S, lock: 900, phase: VN_CENTRAL + 120, kind: "VN", digits: 5 },
  { id: 121, code: "VNHCM", group: 3, names: same("TP. Hồ Chí Minh"), badge: "HCM", period: DAY_S, lock: 900, phase: VN_SOUTH, kind: "VN", digits: 5, hot: 5 },
  { id: 122, code: "VNCT", group: 3, names: same("Cần Thơ"), badge: "CT", period: DAY_S, lock: 900, phase: VN_SOUTH + 60, kind: "VN", digits: 5 },
  { id: 123, code: "VNVT", group: 3, names: same("Vũng Tàu"), badge: "VT", period: DAY_S, lock: 900, phase: VN_SOUTH + 120, kind: "VN", digits: 5 },
  { id: 124, code: "VNDNA", group: 3, names: same("Đồng Nai"), badge: "ĐN", period: DAY_S, lock: 900, phase: VN_SOUTH + 180, kind: "VN", digits: 5 },
  {
    id: 131,
    code: "VN45S",
    group: 4,
    names: ["Mabilis VN 45s", "Speed VN 45s", "VN rápida 45 s"],
    badge: "45s",
    period: 45,
    lock: 5,
    phase: 0,
    kind: "VN",
    digits: 5,
    hot: 1,
    ent: 1,
  },
  {
    id: 132,
    code: "VN1M",
    group: 4,
    names: ["Mabilis VN 1 min", "Speed VN 1 min", "VN rápida 1 min"],
    badge: "1m",
    period: 60,
    lock: 10,
    phase: 0,
    kind: "VN",
    digits: 5,
    hot: 2,
    ent: 1,
  },
  {
    id: 133,
    code: "VN3M",
    group: 4,
    names: ["Mabilis VN 3 min", "Speed VN 3 min", "VN rápida 3 min"],
    badge: "3m",
    period: 180,
    lock: 20,
    phase: 0,
    kind: "VN",
    digits: 5,
    ent: 1,
  },
  {
    id: 134,
    code: "VN5M",
    group: 4,
    names: ["Mabilis VN 5 min", "Speed VN 5 min", "VN rápida 5 min"],
    badge: "5m",
    period: 300,
    lock: 30,
    phase: 0,
    kind: "VN",
    digits: 5,
    ent: 1,
  },
  {
    id: 141,
    code: "ZY5D1",
    group: 5,
    names: ["5D 1 minuto", "5D 1 minute", "5D 1 minuto"],
    badge: "5D",
    period: 60,
    lock: 10,
    phase: 30,
    kind: "SUM",
    digits: 5,
    hot: 4,
    ent: 1,
  },
  {
    id: 142,
    code: "ZYK3",
    group: 5,
    names: ["Mabilis na 3", "Fast 3", "Rápido 3"],
    badge: "K3",
    period: 60,
    lock: 10,
    phase: 15,
    kind: "SUM",
    digits: 3,
    ent: 1,
  },
  {
    id: 143,
    code: "ZYP3",
    group: 5,
    names: ["Pick 3 2 minuto", "Pick 3 2 minutes", "Pick 3 2 minutos"],
    badge: "P3",
    period: 120,
    lock: 15,
    phase: 0,
    kind: "SUM",
    digits: 3,
    ent: 1,
  },
  {
    id: 144,
    code: "ZY5D3",
    group: 5,
    names: ["5D 3 minuto", "5D 3 minutes", "5D 3 minutos"],
    badge: "5D",
    period: 180,
    lock: 20,
    phase: 0,
    kind: "SUM",
    digits: 5,
    ent: 1,
  },
  {
    id: 151,
    code: "ZY5D5",
    group: 6,
    names: ["5D 5 minuto", "5D 5 minutes", "5D 5 minutos"],
    badge: "5D",
    period: 300,
    lock: 30,
    phase: 0,
    kind: "SUM",
    digits: 5,
  },
  {
    id: 152,
    code: "ZY4D10",
    group: 6,
    names: ["4D 10 minuto", "4D 10 minutes", "4D 10 minutos"],
    badge: "4D",
    period: 600,
    lock: 60,
    phase: 0,
    kind: "SUM",
    digits: 4,
  },
  {
    id: 153,
    code: "ZYD3",
    group: 6,
    names: ["Araw-araw na 3", "Daily 3", "Diário 3"],
    badge: "D3",
    period: DAY_S,
    lock: 1800,
    phase: 12 * 3600,
    kind: "SUM",
    digits: 3,
    onSale: 0,
  },
  {
    id: 161,
    code: "EL2D",
    group: 7,
    names: ["E-Lotto 2D", "E-Lotto 2D", "E-Lotto 2D"],
    badge: "2D",
    period: 300,
    lock: 30,
    phase: 0,
    kind: "PLAIN",
    digits: 2,
    hot: 6,
  },
  {
    id: 162,
    code: "EL3D",
    group: 7,
    names: ["E-Lotto 3D", "E-Lotto 3D", "E-Lotto 3D"],
    badge: "3D",
    period: 600,
    lock: 45,
    phase: 0,
    kind: "PLAIN",
    digits: 3,
  },
  {
    id: 163,
    code: "EL4D",
    group: 7,
    names: ["E-Lotto 4D", "E-Lotto 4D", "E-Lotto 4D"],
    badge: "4D",
    period: 900,
    lock: 60,
    phase: 0,
    kind: "PLAIN",
    digits: 4,
  },
  {
    id: 164,
    code: "EL6D",
    group: 7,
    names: ["E-Lotto 6D", "E-Lotto 6D", "E-Lotto 6D"],
    badge: "6D",
    period: 1800,
    lock: 120,
    phase: 0,
    kind: "PLAIN",
    digits: 6,
  },
  {
    id: 165,
    code: "ELSWX",
    group: 7,
    names: ["Swertres Express", "Swertres Express", "Swertres Express"],
    badge: "S3",
    period: 180,
    lock: 20,
    phase: 0,
    kind: "PLAIN",
    digits: 3,
  },
  {
    id: 166,
    code: "ELEZ2",
    group: 7,
    names: ["EZ2 Express", "EZ2 Express", "EZ2 Express"],
    badge: "EZ2",
    period: 240,
    lock: 20,
    phase: 60,
    kind: "PLAIN",
    digits: 2,
  },
  {
    id: 167,
    code: "ELST",
    group: 7,
    names: ["Suertres Turbo", "Suertres Turbo", "Suertres Turbo"],
    badge: "ST",
    period: 120,
    lock: 15,
    phase: 0,
    kind: "PLAIN",
    digits: 3,
  },
];

type SeedGame = {
  node_id: string;
  game_id: string;
  room_id: string | null;
  game_name: string;
  node_name: string | null;
  game_type: string;
  vassalage: string;
  classify: string | null;
  is_new: number;
  hot_rank: number | null;
  min_bet_cents: number;
  support_play: number;
  art: number;
  sort: number;
};

/** Minimum bets (hundredths): list categories use the filter's options (§9 0.01, 0.05, 0.1, 0.5, 0.75). */
const LIST_MIN_BETS = [1, 1, 5, 5, 10, 10, 10, 50, 75];

/** Every game row, deterministic: generation order, names, flags and art all come from one seed. */
export function generateGames(): SeedGame[] {
  const r = rng("edge-lobby:games:v1");
  const names = new Set<string>();
  const unique = (make: () => string): string => {
    for (let i = 0; i < 50; i++) {
      const name = make();
      if (!names.has(name)) {
        names.add(name);
        return name;
      }
    }
    throw new Error("could not make a unique game name");
  };
  const rows: Omit<SeedGame, "node_id" | "sort" | "hot_rank">[] = [];
  const add = (row: Omit<SeedGame, "node_id" | "sort" | "hot_rank" | "art" | "support_play"> & { support_play?: number }) =>
    rows.push({ ...row, art: r.int(1, 2 ** 31 - 1), support_play: row.support_play ?? (r.chance(0.015) ? 0 : 1) });

  for (const v of VENDORS) {
    let n = 0;
    const id = () => `${v.code}-${String(++n).padStart(4, "0")}`;
    for (const [type, count = 0] of Object.entries(v.games)) {
      for (let i = 0; i < count; i++) {
        if (type === "RNG") {
          const classify = r.pick(["VIDEO", "VIDEO", "VIDEO", "VIDEO", "CLASSIC", "CLASSIC", "JACKPOT", "TABLE"]);
          add({
            game_id: id(),
            room_id: null,
            game_name: unique(() => `${r.pick(SLOT_WORDS_A)} ${r.pick(SLOT_WORDS_B)}${r.pick(SLOT_SUFFIX)}`),
            node_name: null,
            game_type: type,
            vassalage: v.code,
            classify,
            is_new: r.chance(0.12) ? 1 : 0,
            min_bet_cents: r.pick(LIST_MIN_BETS),
          });
        } else if (type === "FISH") {
          add({
            game_id: id(),
            room_id: null,
            game_name: unique(() => `${r.pick(FISH_A)} ${r.pick(FISH_B)}`),
            node_name: null,
            game_type: type,
            vassalage: v.code,
            classify: "FISHING",
            is_new: r.chance(0.15) ? 1 : 0,
            min_bet_cents: r.pick(LIST_MIN_BETS),
          });
        } else if (type === "LIVE") {
          const [game, classify] = LIVE_GAMES[i % LIVE_GAMES.length]!;
          const table = String.fromCharCode(65 + Math.floor(i / LIVE_GAMES.length));
          const name = `${game} ${table}`;
          add({
            game_id: id(),
            room_id: `${v.code}-R${String(i + 1).padStart(2, "0")}`,
            game_name: unique(() => `${v.name.split(" ")[0]} ${name}`),
            node_name: name,
            game_type: type,
            vassalage: v.code,
            classify,
            is_new: 0,
            min_bet_cents: r.pick([100, 500, 1000]),
          });
        } else if (type === "PVP") {
          const [game, classify] = PVP_GAMES[(i + v.code.length) % PVP_GAMES.length]!;
          add({
            game_id: id(),
            room_id: null,
            game_name: unique(() => `${game} ${r.pick(PVP_TIERS)}`),
            node_name: null,
            game_type: type,
            vassalage: v.code,
            classify,
            is_new: r.chance(0.1) ? 1 : 0,
            min_bet_cents: r.pick([50, 100, 500]),
          });
        } else if (type === "INHOUSE") {
          const [game, classify] = INHOUSE_GAMES[i % INHOUSE_GAMES.length]!;
          add({
            game_id: id(),
            room_id: null,
            game_name: unique(() => (i < INHOUSE_GAMES.length ? `Edge ${game}` : `${game} ${r.pick(["Turbo", "Classic", "Neon", "Gold"])}`)),
            node_name: null,
            game_type: type,
            vassalage: v.code,
            classify,
            is_new: r.chance(0.15) ? 1 : 0,
            min_bet_cents: r.pick([10, 50, 100]),
          });
        } else {
          const name = SINGLE_GAMES[v.code]?.[i] ?? `${v.name} ${i + 1}`;
          add({
            game_id: id(),
            room_id: null,
            game_name: unique(() => name),
            node_name: null,
            game_type: type,
            vassalage: v.code,
            classify: null,
            is_new: 0,
            min_bet_cents: 100,
            support_play: 1,
          });
        }
      }
    }
  }
  // Lottery category: Lott-mode and Elott-mode lotteries as game items of LOTT / ELOTT (their gameId
  // is the lottery code, launched in-app), and one lobby entry for each lobby vendor.
  for (const l of LOTTERIES) {
    const mode = LOTTERY_GROUPS.find(([id]) => id === l.group)?.[2];
    if (mode === "ZY") continue;
    add({
      game_id: l.code,
      room_id: null,
      game_name: unique(() => l.names[1]),
      node_name: null,
      game_type: "LOTT",
      vassalage: mode === "Elott" ? "ELOTT" : "LOTT",
      classify: null,
      is_new: 0,
      min_bet_cents: 100,
      support_play: l.onSale === 0 ? 0 : 1,
    });
  }
  for (const [vendor, name] of [
    ["TCG_LOTTO_VN", "TCG Lotto VN Lobby"],
    ["TCG_SEA", "TCG SEA Lotto Lobby"],
  ] as const) {
    add({
      game_id: "lobby",
      room_id: null,
      game_name: unique(() => name),
      node_name: null,
      game_type: "LOTT",
      vassalage: vendor,
      classify: null,
      is_new: 0,
      min_bet_cents: 100,
      support_play: 1,
    });
  }

  // Display order within a category interleaves vendors; about one game in twelve is hot.
  const sorts = r.shuffle(rows.map((_, i) => i));
  const hot = r.shuffle(rows.map((_, i) => i).filter((i) => rows[i]!.support_play === 1)).slice(0, Math.round(rows.length / 12));
  const hotRank = new Map(hot.map((index, rank) => [index, rank + 1]));
  return rows.map((row, i) => ({ ...row, node_id: String(10001 + i), sort: sorts[i]!, hot_rank: hotRank.get(i) ?? null }));
}

export async function gamesSeed(): Promise<string[]> {
  const out: string[] = [];
  VENDORS.forEach((v, i) =>
    out.push(insert("game_vendors", { vassalage: v.code, display_name: v.name, glyph: v.glyph, hue: v.hue, launch_mode: v.mode, sort: i + 1 })),
  );
  const games = generateGames();
  for (const type of CATEGORY_ORDER) {
    VENDORS.filter((v) => games.some((g) => g.vassalage === v.code && g.game_type === type)).forEach((v, i) =>
      out.push(insert("game_vendor_categories", { game_type: type, vassalage: v.code, sort: i + 1 })),
    );
  }
  for (const [type, list] of Object.entries(CLASSIFIES)) {
    list.forEach(([code, ty, en, pt], i) => out.push(insert("game_classifies", { game_type: type, code, name_ty: ty, name_en: en, name_pt: pt, sort: i + 1 })));
  }
  for (const g of games) out.push(insert("games", g));
  for (const [id, code, mode, ty, en, pt] of LOTTERY_GROUPS) {
    out.push(insert("lottery_groups", { group_id: id, group_code: code, prize_mode: mode, name_ty: ty, name_en: en, name_pt: pt, sort: id }));
  }
  LOTTERIES.forEach((l, i) =>
    out.push(
      insert("lottery_games", {
        game_id: l.id,
        game_code: l.code,
        group_id: l.group,
        name_ty: l.names[0],
        name_en: l.names[1],
        name_pt: l.names[2],
        badge: l.badge,
        period_s: l.period,
        lock_s: l.lock,
        phase_s: l.phase,
        result_kind: l.kind,
        digits: l.digits,
        hot_rank: l.hot ?? null,
        on_sale: l.onSale ?? 1,
        trad_play: 1,
        ent_play: l.ent ?? 0,
        hue: (l.id * 47) % 360,
        sort: i + 1,
      }),
    ),
  );
  return out;
}
