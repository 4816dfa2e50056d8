/**
 * Contract test (decision 043): registration's age gate, its refusal while
 * a time-out or self-exclusion taken with the same mobile number or e-mail lasts, and the limits
 * chosen at registration (RG-08), with the market's required ones (BR). The app's client against
 * the embedded gateway over a fresh D1.
 */
import { afterEach, describe, expect, it } from "vitest";
import { register, type RegisterRequest } from "./account.server";
import { refusal, testGateway, withFreshDatabase } from "./testing";

let db: D1Database;
/** 2026-11-21 20:00 in operator time (UTC+8). */
let clock = Date.UTC(2026, 10, 21, 12);
const DAY = 86_400_000;

withFreshDatabase((fresh) => (db = fresh));

let lastIp = 0;
/** A fresh address per call: the hourly registrations per address stay out of the way. */
const gw = () =>
  testGateway(
    () => db,
    () => clock,
    { clientIp: `10.43.${(++lastIp >> 8) & 255}.${lastIp & 255}` },
  );

let serial = 0;
const body = (extra: Partial<RegisterRequest> = {}): RegisterRequest => ({
  username: `rgreg${++serial}x`,
  password: "newbie123",
  confirmPassword: "newbie123",
  registerMethod: "H5",
  registerUrl: "localhost",
  type: "0",
  countryDialingCode: "+63",
  birthDate: "1990-05-01",
  ...extra,
});

const memberCount = async () => (await db.prepare("SELECT COUNT(*) AS n FROM members").first<{ n: number }>())!.n;
const setMarket = (code: string) => db.prepare("UPDATE site_settings SET value = ?1 WHERE key = 'market'").bind(code).run();

afterEach(async () => {
  // Any test that switches the market leaves PH in force again.
  await setMarket("PH");
});

describe("the age gate: the market's minimum age on the date of birth", () => {
  it("PH (PAGCOR, 21): one who turns 21 tomorrow is refused with the minimum age, one who turns 21 today registers", async () => {
    const before = await memberCount();
    const young = await refusal(register(gw(), body({ birthDate: "2005-11-22" })));
    expect(young.code).toBe("register.underage");
    expect(young.value).toEqual({ minAge: 21, field: "birthDate" });
    expect(await memberCount()).toBe(before);

    const account = `rgreg${++serial}x`;
    const session = await register(gw(), body({ username: account, birthDate: "2005-11-21" }));
    expect(session.userName).toBe(account);
    const row = await db.prepare("SELECT birth_date FROM members WHERE account = ?1").bind(account).first<{ birth_date: string }>();
    expect(row?.birth_date).toBe("2005-11-21");
  });

  it("UK (18): the market's own minimum applies", async () => {
    await setMarket("UK");
    expect((await register(gw(), body({ birthDate: "2008-11-21" }))).customerType).toBe(0);
    expect((await refusal(register(gw(), body({ birthDate: "2008-11-22" })))).value).toEqual({ minAge: 18, field: "birthDate" });
  });

  it("refuses a missing, impossible, future or pre-1900 date of birth on the field", async () => {
    const cases: [string | undefined, string][] = [
      [undefined, "validation.birthDate.required"],
      ["1990-02-30", "validation.birthDate.format"],
      ["21/11/1990", "validation.birthDate.format"],
      ["2026-11-22", "validation.birthDate.range"],
      ["1899-12-31", "validation.birthDate.range"],
    ];
    for (const [birthDate, message] of cases) {
      const e = await refusal(register(gw(), body({ birthDate })));
      expect(e.code).toBe("register.invalid");
      expect(e.value).toMatchObject({ field: "birthDate", message });
    }
  });
});

describe("registration during a time-out or self-exclusion", () => {
  it("refuses the same mobile number or e-mail while the block lasts, without naming the account, and accepts them after", async () => {
    const owner = await db.prepare("SELECT id FROM members WHERE account = 'player01'").first<{ id: number }>();
    await db
      .prepare(
        "INSERT INTO rg_blocks (member_id, kind, starts_at, ends_at, mobile_num, email) VALUES (?1, 'exclusion', ?2, ?3, '9177770001', 'Excluded@Example.com')",
      )
      .bind(owner!.id, clock - DAY, clock + 30 * DAY)
      .run();
    await db
      .prepare("INSERT INTO rg_blocks (member_id, kind, starts_at, ends_at, mobile_num) VALUES (?1, 'timeout', ?2, ?3, '+639177770002')")
      .bind(owner!.id, clock - DAY, clock + 7 * DAY)
      .run();
    const before = await memberCount();

    const byMobile = await refusal(register(gw(), body({ mobileNum: "9177770001" })));
    expect(byMobile.code).toBe("register.excluded");
    expect(JSON.stringify(byMobile.value ?? null)).not.toContain("player01");
    expect((await refusal(register(gw(), body({ email: "excluded@example.com" })))).code).toBe("register.excluded");
    // Stored with its dialing code: matched too.
    expect((await refusal(register(gw(), body({ mobileNum: "9177770002" })))).code).toBe("register.excluded");
    expect(await memberCount()).toBe(before);

    // A spent session limit blocks nobody new.
    await db
      .prepare("INSERT INTO rg_blocks (member_id, kind, starts_at, ends_at, mobile_num) VALUES (?1, 'session', ?2, ?3, '9177770003')")
      .bind(owner!.id, clock - 1000, clock + DAY)
      .run();
    expect((await register(gw(), body({ mobileNum: "9177770003" }))).customerType).toBe(0);

    // Once the time-out has ended its number registers; the exclusion's still does not.
    clock += 8 * DAY;
    expect((await register(gw(), body({ mobileNum: "9177770002" }))).customerType).toBe(0);
    expect((await refusal(register(gw(), body({ email: "excluded@example.com" })))).code).toBe("register.excluded");
    clock += 30 * DAY;
    expect((await register(gw(), body({ mobileNum: "9177770001", email: "excluded@example.com" }))).customerType).toBe(0);
  });
});

describe("limits at registration (RG-08)", () => {
  const limitsOf = (account: string) =>
    db
      .prepare("SELECT l.kind, l.period, l.amount, l.pending FROM rg_limits l JOIN members m ON m.id = l.member_id WHERE m.account = ?1 ORDER BY l.kind")
      .bind(account)
      .all<{ kind: string; period: string; amount: number; pending: number }>();
  const auditOf = (account: string) =>
    db
      .prepare(
        "SELECT a.control, a.old_value, a.new_value, a.actor FROM rg_audit a JOIN members m ON m.id = a.member_id WHERE m.account = ?1 ORDER BY a.control",
      )
      .bind(account)
      .all<{ control: string; old_value: string | null; new_value: string; actor: string }>();

  it("stores the chosen limits in force at once, each with an audit row by the member", async () => {
    const account = `rgreg${++serial}x`;
    await register(
      gw(),
      body({
        username: account,
        limits: [
          { kind: "deposit", period: "day", value: 100 },
          { kind: "session", period: "session", value: 60 },
        ],
      }),
    );
    expect((await limitsOf(account)).results).toEqual([
      { kind: "deposit", period: "day", amount: 10_000, pending: 0 },
      { kind: "session", period: "session", amount: 60, pending: 0 },
    ]);
    expect((await auditOf(account)).results).toEqual([
      { control: "limit.deposit.day", old_value: null, new_value: "100", actor: "member" },
      { control: "limit.session.session", old_value: null, new_value: "60", actor: "member" },
    ]);
  });

  it("refuses malformed limits (a money limit per session, a session of 2 minutes, a duplicate) and creates nothing", async () => {
    const before = await memberCount();
    for (const limits of [
      [{ kind: "loss" as const, period: "session" as const, value: 100 }],
      [{ kind: "session" as const, period: "session" as const, value: 2 }],
      [{ kind: "deposit" as const, period: "day" as const, value: 10.001 }],
      [
        { kind: "deposit" as const, period: "day" as const, value: 100 },
        { kind: "deposit" as const, period: "day" as const, value: 50 },
      ],
    ]) {
      const e = await refusal(register(gw(), body({ limits })));
      expect(e.code).toBe("register.limits.format");
    }
    expect(await memberCount()).toBe(before);
  });

  it("BR (SPA/MF) requires a loss limit and a session limit: refused with the missing kinds, registered with both", async () => {
    await setMarket("BR");
    const before = await memberCount();
    const none = await refusal(register(gw(), body()));
    expect(none.code).toBe("register.limits.required");
    expect(none.value).toMatchObject({ kinds: ["loss", "session"] });
    const half = await refusal(register(gw(), body({ limits: [{ kind: "loss", period: "week", value: 500 }] })));
    expect(half.value).toMatchObject({ kinds: ["session"] });
    expect(await memberCount()).toBe(before);

    const account = `rgreg${++serial}x`;
    await register(
      gw(),
      body({
        username: account,
        limits: [
          { kind: "loss", period: "week", value: 500 },
          { kind: "session", period: "session", value: 120 },
        ],
      }),
    );
    expect((await limitsOf(account)).results.map((l) => `${l.kind}.${l.period}=${l.amount}`)).toEqual(["loss.week=50000", "session.session=120"]);
  });
});
