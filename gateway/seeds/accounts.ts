import { insert } from "./sql";

/** Registration field settings (§3), affiliate codes, login switches and brute-force settings. */
const FIELDS: Record<string, [enabled: 0 | 1, required: 0 | 1]> = {
  username: [1, 1],
  password: [1, 1],
  paymentPassword: [0, 0],
  idNumber: [0, 0],
  qqNum: [0, 0],
  facebook: [0, 0],
  wechat: [0, 0],
  line: [0, 0],
  whatsapp: [0, 0],
  zalo: [0, 0],
  email: [1, 0],
  nickname: [1, 0],
  payeeName: [1, 0],
  mobileNum: [1, 0],
  recommenderId: [0, 0],
  affiliateCode: [1, 0],
  captcha: [0, 0],
  verificationCode: [1, 1],
};

const SETTINGS: Record<string, string> = {
  sms_expired_minutes: "1",
  login_captcha_after: "2",
  login_lock_after: "10",
  login_lock_minutes: "15",
  login_failure_decay_minutes: "5",
  login_shared_address_accounts: "3",
  login_shared_captcha_after: "10",
};

/** SMSLOGIN3: the mobile-code login tab; PWDPHONEVERF3: forgot password by phone. */
const SWITCHES = ["SMSLOGIN3", "PWDPHONEVERF3"];

export async function accountsSeed(): Promise<string[]> {
  return [
    ...Object.entries(FIELDS).map(([name, [enabled, required]]) => insert("registration_fields", { name, enabled, required })),
    ...Object.entries(SETTINGS).map(([key, value]) => insert("site_settings", { key, value })),
    ...SWITCHES.map((code) => insert("feature_switches", { code, enabled: 1 })),
    insert("affiliate_codes", { code: "RAMOS88", member_id: 2 }),
    insert("affiliate_codes", { code: "CRUZ77", member_id: 3 }),
    // Seeded members registered with Philippine numbers (idempotent: only fills what is empty).
    "UPDATE members SET country_dialing_code = '+63' WHERE id IN (1, 2, 3) AND country_dialing_code IS NULL;",
    // Their owners have proven them (SMS login and reset work for proven numbers only).
    "UPDATE members SET mobile_verified = 1 WHERE id IN (1, 2, 3) AND mobile_num IS NOT NULL;",
  ];
}
