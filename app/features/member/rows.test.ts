import { readdirSync } from "node:fs";
import { join } from "node:path";
import { MODULE_NAMES, type ModuleName } from "@contract/capabilities";
import { describe, expect, it } from "vitest";
import { ROWS, TILES, daysSinceJoining, entryAllowed, showsShare, showsVipTile, visibleEntries, type Entry, type Viewer } from "./rows";

const SWITCHED = ROWS.filter((r) => r.switch !== undefined);
const ALL_ON = Object.fromEntries(SWITCHED.map((r) => [r.switch, true]));
const PROMOS = { REFERRAL: true, MISSION: true };
const visitor: Viewer = { signedIn: false };
const member = (type: number, toUpline = true): Viewer => ({ signedIn: true, type, toUpline });
const NONE_OFF: readonly ModuleName[] = [];
const allowedIds = (viewer: Viewer, switches = ALL_ON, promotions = PROMOS, unoffered = NONE_OFF) =>
  ROWS.filter((r) => entryAllowed(r, { viewer, switches, promotions, unoffered })).map((r) => r.id);

describe("member centre rows (§2, §4 upline transfer row, §6 agency row)", () => {
  it("shows every switched-on row to a player with toUpline, but not the agency row (types 0, 40)", () => {
    for (const type of [0, 40]) {
      const ids = allowedIds(member(type));
      expect(ids).toContain("uplineTransfer");
      expect(ids).not.toContain("agencyCenter");
      expect(ids).toHaveLength(ROWS.length - 1);
    }
  });

  it("§6 D6: a trial (type 4) is offered no entry that moves or reports real money; the rest stay (they answer free_reject)", () => {
    const ids = [...TILES, ...ROWS]
      .filter((e) => entryAllowed(e, { viewer: member(4), switches: ALL_ON, promotions: PROMOS, unoffered: NONE_OFF }))
      .map((e) => e.id);
    expect(ids).toEqual(["inviteFriends", "securityCenter", "missionActivity", "mailCenter", "responsibleGaming", "feedback"]);
    const real = [...TILES, ...ROWS]
      .filter((e) => entryAllowed(e, { viewer: member(0), switches: ALL_ON, promotions: PROMOS, unoffered: NONE_OFF }))
      .map((e) => e.id);
    expect(real).toEqual(expect.arrayContaining(["deposit", "withdraw", "depositRecord", "withdrawRecord", "transactionRecord", "betRecord"]));
  });

  it("shows the agency row to every signed-in type not in 0, 4, 40", () => {
    for (const type of [1, 2, 41, 42, 3, 99]) expect(allowedIds(member(type))).toContain("agencyCenter");
  });

  it("needs the switch, toUpline and a type other than 2 for upline transfer", () => {
    expect(allowedIds(member(1, true))).toContain("uplineTransfer");
    expect(allowedIds(member(2, true))).not.toContain("uplineTransfer");
    expect(allowedIds(member(0, false))).not.toContain("uplineTransfer");
    expect(allowedIds(member(0, true), { ...ALL_ON, FUNDTRANS3: false })).not.toContain("uplineTransfer");
  });

  it("shows a visitor the switched rows but never upline transfer or agency centre", () => {
    const ids = allowedIds(visitor);
    expect(ids).not.toContain("uplineTransfer");
    expect(ids).not.toContain("agencyCenter");
    expect(ids).toContain("mailCenter");
  });

  it("hides each row when its own switch is off, and only that row", () => {
    for (const row of SWITCHED) {
      const ids = allowedIds(member(1), { ...ALL_ON, [row.switch ?? ""]: false });
      expect(ids).not.toContain(row.id);
      expect(ids).toHaveLength(ROWS.length - 1);
    }
  });

  it("treats a switch the gateway does not send as off", () => {
    // Responsible gaming and feedback are behind no switch.
    expect(allowedIds(member(0), {})).toEqual(["responsibleGaming", "feedback"]);
  });

  it("responsible gaming shows to everyone, behind no switch", () => {
    for (const viewer of [visitor, member(0), member(1), member(4)])
      expect(allowedIds(viewer, {}, { REFERRAL: false, MISSION: false })).toContain("responsibleGaming");
  });

  it("shows mission activity only while the MISSION promotion is enabled (§3)", () => {
    expect(allowedIds(member(0), ALL_ON, { REFERRAL: true, MISSION: false })).not.toContain("missionActivity");
  });

  it("shows invite friends only while the REFERRAL promotion is enabled (§2)", () => {
    const invite = TILES.find((t) => t.id === "inviteFriends")!;
    expect(entryAllowed(invite, { viewer: member(0), switches: {}, promotions: { REFERRAL: true }, unoffered: NONE_OFF })).toBe(true);
    expect(entryAllowed(invite, { viewer: member(0), switches: {}, promotions: { REFERRAL: false }, unoffered: NONE_OFF })).toBe(false);
  });

  it("never shows an entry whose page is not built", () => {
    const built = visibleEntries([...TILES, ...ROWS], { viewer: member(1), switches: ALL_ON, promotions: PROMOS, unoffered: NONE_OFF });
    expect(built.every((e) => e.built)).toBe(true);
  });
});

describe("entries of modules the gateway does not offer (contract/capabilities.ts)", () => {
  const everything = (unoffered: readonly ModuleName[]) =>
    [...TILES, ...ROWS].filter((e) => entryAllowed(e, { viewer: member(1), switches: ALL_ON, promotions: PROMOS, unoffered })).map((e) => e.id);

  it("hides every entry of a module not offered, whatever its switch says, and nothing else", () => {
    const all = everything([]);
    for (const module of MODULE_NAMES) {
      const ofModule = [...TILES, ...ROWS].filter((e) => e.module === module).map((e) => e.id);
      expect(everything([module]), module).toEqual(all.filter((id) => !ofModule.includes(id)));
    }
  });

  it("responsible gaming, behind no switch, still goes with its module", () => {
    expect(everything(["responsibleGaming"])).not.toContain("responsibleGaming");
    expect(everything(["referrals", "feedback"])).toEqual(expect.not.arrayContaining(["inviteFriends", "feedback"]));
  });

  it("leaves the core's entries to every gateway", () => {
    expect(everything(MODULE_NAMES)).toEqual(["deposit", "withdraw", "securityCenter", "depositRecord", "withdrawRecord", "transactionRecord", "betRecord"]);
  });
});

describe("built flags match the route files (no row links to a 404)", () => {
  const routes = readdirSync(join(import.meta.dirname, "../../routes")).map((f) => f.replace(/\.tsx?$/, "").replaceAll("_", ""));
  const hasRoute = (e: Entry) => routes.includes(e.path.slice(1).replaceAll("/", "."));
  it.each([...TILES, ...ROWS].map((e) => [e.path, e] as const))("%s", (_path, entry) => {
    expect(entry.built, entry.built ? "marked built but no route file" : "its page exists: mark it built").toBe(hasRoute(entry));
  });
});

describe("share button and VIP tile (§4, §6)", () => {
  it("hides share for agent types 1, 2, 41, 42 only", () => {
    for (const type of [1, 2, 41, 42]) expect(showsShare(member(type))).toBe(false);
    for (const type of [0, 4, 40]) expect(showsShare(member(type))).toBe(true);
    expect(showsShare(visitor)).toBe(true);
  });
  it("shows the VIP tile to visitors and to members with a VIP label", () => {
    expect(showsVipTile(visitor, null, NONE_OFF)).toBe(true);
    expect(showsVipTile(member(0), "VIP 1", NONE_OFF)).toBe(true);
    expect(showsVipTile(member(0), null, NONE_OFF)).toBe(false);
  });
  it("hides the VIP tile from everyone where the gateway offers no VIP levels (contract/capabilities.ts)", () => {
    expect(showsVipTile(visitor, null, ["vip"])).toBe(false);
    expect(showsVipTile(member(0), "VIP 1", ["vip"])).toBe(false);
  });
});

describe("days since joining (§4: floor of elapsed days)", () => {
  const reg = Date.UTC(2026, 0, 1, 12);
  it("is 0 on the first day and counts whole days only", () => {
    expect(daysSinceJoining(reg, reg)).toBe(0);
    expect(daysSinceJoining(reg, reg + 86_400_000 - 1)).toBe(0);
    expect(daysSinceJoining(reg, reg + 86_400_000)).toBe(1);
    expect(daysSinceJoining(reg, reg + 10.9 * 86_400_000)).toBe(10);
  });
  it("is never negative for a clock behind the registration", () => {
    expect(daysSinceJoining(reg, reg - 5_000)).toBe(0);
  });
});
