import { seededHash } from "./foundation";
import { insert } from "./sql";
import { normaliseAnswer } from "../../contract/identity";

/**
 * The security centre's identity items for the seeded members: `demo` fully set up
 * (verified e-mail, security question, avatar, a few weeks of sign-ins), `agent` with a verified
 * e-mail and an avatar, everyone else nothing. Updates only fill what is empty, so a change made
 * in the app survives a re-seed.
 */

/** An instant on the operator's clock (UTC+8). */
const manila = (month: number, day: number, hour: number, minute: number) => Date.UTC(2026, month - 1, day, hour - 8, minute);

const UA = {
  chromeAndroid: "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  safariIphone: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  firefoxWindows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
};

/** demo's sign-ins in the weeks before 2026-11-20: mostly their phone at home, once an iPhone, one stranger's failure. */
const DEMO_SIGN_INS: { at: number; ua: string; country: string; success: 0 | 1 }[] = [
  { at: manila(10, 24, 20, 15), ua: UA.chromeAndroid, country: "PH", success: 1 },
  { at: manila(10, 29, 12, 40), ua: UA.chromeAndroid, country: "PH", success: 1 },
  { at: manila(11, 2, 21, 5), ua: UA.safariIphone, country: "PH", success: 1 },
  { at: manila(11, 6, 19, 30), ua: UA.chromeAndroid, country: "PH", success: 1 },
  { at: manila(11, 10, 3, 12), ua: UA.firefoxWindows, country: "VN", success: 0 },
  { at: manila(11, 13, 22, 48), ua: UA.chromeAndroid, country: "PH", success: 1 },
  { at: manila(11, 17, 8, 5), ua: UA.chromeAndroid, country: "PH", success: 1 },
  { at: manila(11, 19, 20, 30), ua: UA.chromeAndroid, country: "PH", success: 1 },
];

export async function identitySeed(): Promise<string[]> {
  const answerHash = await seededHash("question:demo", normaliseAnswer("bantay"));
  return [
    // Verified e-mails: the addresses the foundation seed gave them.
    "UPDATE members SET email_verified = 1 WHERE id IN (1, 2) AND email IS NOT NULL;",
    "UPDATE members SET head_icon = 'a03' WHERE id = 1 AND head_icon IS NULL;",
    "UPDATE members SET head_icon = 'a07' WHERE id = 2 AND head_icon IS NULL;",
    insert("member_profiles", { member_id: 1 }),
    `UPDATE member_profiles SET security_question = 'first_pet', security_answer_hash = '${answerHash}' WHERE member_id = 1 AND security_answer_hash IS NULL;`,
    // Fixed ids keep INSERT OR IGNORE idempotent; later real sign-ins number after them.
    ...DEMO_SIGN_INS.map((s, i) => insert("login_history", { id: i + 1, member_id: 1, at: s.at, user_agent: s.ua, country: s.country, success: s.success })),
  ];
}
