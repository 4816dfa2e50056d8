import { GAME_TYPES } from "@contract/games";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MIN_BET_OPTIONS } from "./constants";
import { GAME_LIST_PATH, MAX_LIST_PAGE, gameListHref, listSearch, type ListUrlState } from "./list-url";
import { parseListSearch } from "./list-url.server";

const parse = (search: string) => parseListSearch(new URLSearchParams(search));
const first: ListUrlState = { gameType: "RNG", vendor: null, q: "", classify: "ALL", minBet: null, page: 1 };

describe("§4 game list: every state is a URL, one canonical spelling", () => {
  it("writes defaults out of the URL, in a fixed order", () => {
    expect(listSearch({ gameType: "RNG", vendor: "SPN", q: "dragon", classify: "NEW", minBet: "0.05", page: 4 })).toBe(
      "?gameType=RNG&vendor=SPN&q=dragon&classify=NEW&minBet=0.05&page=4",
    );
    expect(listSearch(first)).toBe("?gameType=RNG");
    expect(listSearch(first, { includeGameType: false })).toBe("");
  });

  it("keeps the URLs the app produced before the contract moved here, byte for byte", () => {
    // Vendor tiles, home's "more" link and the game centre's "view all" (were URLSearchParams by hand).
    expect(gameListHref("RNG")).toBe("/m/gameList?gameType=RNG");
    expect(gameListHref("FISH", "BOLT")).toBe("/m/gameList?gameType=FISH&vendor=BOLT");
    expect(gameListHref("LIVE", null)).toBe("/m/gameList?gameType=LIVE");
    // The infinite scroll's fetcher URL (was `${href}&from=${next}`), on both list routes.
    expect(listSearch({ ...first, classify: "HOT", page: 3, from: 3 })).toBe("?gameType=RNG&classify=HOT&page=3&from=3");
    expect(listSearch({ ...first, page: 2, from: 2 }, { includeGameType: false })).toBe("?page=2&from=2");
    // The Favourite tab a guest follows (tests/e2e/games-favourites.spec.ts asserts its login redirect).
    expect(GAME_LIST_PATH + listSearch({ ...first, classify: "FAV" })).toBe("/m/gameList?gameType=RNG&classify=FAV");
    // Search text is form-encoded.
    expect(listSearch({ ...first, q: "a&b=c d+%" })).toBe("?gameType=RNG&q=a%26b%3Dc+d%2B%25");
  });
});

describe("§4 game list URL: what the server reads", () => {
  it("reads blanks as absent (a GET form's empty pickers), fills the defaults and ignores other parameters", () => {
    expect(parse("")).toEqual(first);
    expect(parse("gameType=&vendor=&q=%20%20&classify=&minBet=&page=&from=&lng=en&utm=x")).toEqual(first);
    expect(parse("gameType=FISH&vendor=BOLT&q=+koi+&classify=HOT&minBet=0.1&page=07&from=2")).toEqual({
      gameType: "FISH",
      vendor: "BOLT",
      q: "koi",
      classify: "HOT",
      minBet: "0.1",
      page: 7,
      from: 2,
    });
  });

  it("counts a repeated parameter by its last value", () => {
    expect(parse("page=2&page=3")?.page).toBe(3);
    expect(parse("vendor=SPN&vendor=")?.vendor).toBeNull();
  });

  it.each([
    ["gameType=rng", "an unknown game type (case matters)"],
    ["gameType=XX", "an unknown game type"],
    ["page=0", "page below 1"],
    [`page=${MAX_LIST_PAGE + 1}`, "page above the maximum"],
    ["page=1.5", "a fractional page"],
    ["page=two", "a page that is not a number"],
    ["from=0", "from below 1"],
    ["vendor=spn", "a vendor code in lower case"],
    ["vendor=" + "A".repeat(33), "a vendor code over 32 characters"],
    ["classify=NEW-ONES", "a classification with a dash"],
    ["minBet=0.2", "a minimum bet that is not an option"],
    ["q=" + "x".repeat(51), "search text over 50 characters"],
  ])("refuses %s (%s): the loader answers 400", (search) => {
    expect(parse(search)).toBeNull();
  });

  it("accepts the bounds themselves", () => {
    expect(parse(`page=${MAX_LIST_PAGE}&from=1`)).toMatchObject({ page: MAX_LIST_PAGE, from: 1 });
    expect(parse("q=" + "x".repeat(50))?.q).toHaveLength(50);
    expect(parse("vendor=" + "A".repeat(32))?.vendor).toHaveLength(32);
  });
});

/** States the app can be in: every value one the server accepts (search text trimmed, as applyListChange leaves it). */
const searchText = fc.oneof(
  fc.constant(""),
  fc.constantFrom("dragon", "a&b=c", "100% + 50%", "#1 ?x", "São João", "龍の宝", "🎰 slots", "x".repeat(50), "a  b", "'\"<>"),
  fc
    .string({ unit: "grapheme", maxLength: 30 })
    .map((s) => s.trim())
    .filter((s) => s.length <= 50),
);
const state: fc.Arbitrary<ListUrlState> = fc
  .record({
    gameType: fc.constantFrom(...GAME_TYPES),
    vendor: fc.option(fc.stringMatching(/^[A-Z0-9_]{1,32}$/), { nil: null }),
    q: searchText,
    classify: fc.oneof(fc.constantFrom("ALL", "NEW", "FAV", "HOT", "RECENT"), fc.stringMatching(/^[A-Z0-9_]{1,20}$/)),
    minBet: fc.option(fc.constantFrom(...MIN_BET_OPTIONS), { nil: null }),
    page: fc.integer({ min: 1, max: MAX_LIST_PAGE }),
    from: fc.option(fc.integer({ min: 1, max: MAX_LIST_PAGE }), { nil: undefined }),
  })
  .map(({ from, ...rest }) => (from === undefined ? rest : { ...rest, from }));

/** Query strings as browsers, old links and hand-edited URLs send them: any order, blanks, repeats, junk. */
const rawSearch = fc
  .array(
    fc.tuple(
      fc.constantFrom("gameType", "vendor", "q", "classify", "minBet", "page", "from", "lng", "x"),
      fc.oneof(
        fc.constantFrom("", " ", "RNG", "FISH", "rng", "SPN", "HOT", "FAV", "0.05", "0.2", "1", "2", "02", "500", "501", "0", "-1", "1.5", "en", " koi "),
        fc.string({ maxLength: 8 }),
      ),
    ),
    { maxLength: 10 },
  )
  .map((pairs) => new URLSearchParams(pairs).toString());

describe("§4 game list URL: parse and serialise are inverse", () => {
  it("parse(serialise(state)) is the state, for every state the app can be in", () => {
    fc.assert(
      fc.property(state, (s) => {
        expect(parse(listSearch(s))).toEqual(s);
      }),
      { numRuns: 500 },
    );
  });

  it("/m/slotsCenter leaves gameType out, and its RNG state still round-trips", () => {
    fc.assert(
      fc.property(state, (s) => {
        const slots = { ...s, gameType: "RNG" };
        expect(listSearch(slots, { includeGameType: false })).not.toMatch(/gameType/);
        expect(parse(listSearch(slots, { includeGameType: false }))).toEqual(slots);
      }),
      { numRuns: 200 },
    );
  });

  it("serialise(parse(url)) is canonical: the same state, spelled once, and stable under another round", () => {
    let accepted = 0;
    fc.assert(
      fc.property(rawSearch, (raw) => {
        const parsed = parse(raw);
        if (!parsed) return;
        accepted++;
        const canonical = listSearch(parsed);
        expect(parse(canonical)).toEqual(parsed);
        expect(listSearch(parse(canonical)!)).toBe(canonical);
        // Canonical means: no blanks, no defaults, no unknown parameters, in the contract's order.
        const keys = [...new URLSearchParams(canonical).keys()];
        expect(keys).toEqual(["gameType", "vendor", "q", "classify", "minBet", "page", "from"].filter((k) => keys.includes(k)));
        expect(canonical).not.toMatch(/=(&|$)|classify=ALL|page=1(&|$)|lng=|[?&]x=/);
      }),
      { numRuns: 1000 },
    );
    // The generator must reach the interesting side, not only produce refusals.
    expect(accepted).toBeGreaterThan(100);
  });
});
