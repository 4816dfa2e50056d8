import { prng } from "../prng";
import { insert } from "./sql";

/**
 * Home and content seed (§3, §7 Content): banners with SVG artwork (public/content/), announcements
 * of every content type, pop-ups for audiences A, B and F, hot matches with crests, inbox messages
 * with read state, help items, promotions with entries in every §4 activity status, service and
 * download links, and the mobile template. Deterministic: fixed timestamps and a seeded PRNG.
 */

/** Content clock: 2026-11-01 00:00 UTC; items are dated before it. */
const CONTENT_EPOCH = Date.UTC(2026, 10, 1);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Announcement = {
  id: number;
  type: "A" | "PL" | "B" | "PU" | "PR";
  title: string;
  content?: string;
  image?: string;
  link?: string;
  execution?: "A" | "B" | "F";
  promotionType?: string;
  platform?: "A" | "M" | "W";
  groups: string[];
  pinned?: boolean;
  daysAgo: number;
};

const ANNOUNCEMENTS: Announcement[] = [
  // Banners (B): the home carousel and the registration page.
  {
    id: 1,
    type: "B",
    title: "Welcome Bonus: 100% up to ₱5,000",
    image: "/content/banners/welcome.svg",
    link: "/m/activityInfo?id=1",
    groups: ["m_home", "m_reg", "m_help"],
    daysAgo: 30,
  },
  { id: 2, type: "B", title: "Jackpot draws every five minutes", image: "/content/banners/lottery.svg", link: "/m/lottery", groups: ["m_home"], daysAgo: 28 },
  {
    id: 3,
    type: "B",
    title: "Live casino: 10% weekly cashback",
    image: "/content/banners/live-casino.svg",
    link: "/m/activityInfo?id=3",
    groups: ["m_home"],
    daysAgo: 20,
  },
  { id: 4, type: "B", title: "Fortune Cup: boosted odds", image: "/content/banners/sports.svg", link: "/m/activity", groups: ["m_home", "m_reg"], daysAgo: 10 },

  // Player notices (PL): the home ticker and /m/notice.
  {
    id: 20,
    type: "PL",
    pinned: true,
    groups: ["m_home", "m_notice"],
    daysAgo: 1,
    title: "Scheduled maintenance on 25 November, 02:00–04:00",
    content:
      "<p>We will upgrade our payment systems on <strong>25 November from 02:00 to 04:00 (UTC+8)</strong>. Games stay open, but deposits and withdrawals will be paused during the window.</p><p>Thank you for your patience.</p>",
  },
  {
    id: 21,
    type: "PL",
    groups: ["m_home", "m_notice"],
    daysAgo: 3,
    title: "New: instant deposits with GCash and Maya",
    content:
      '<p>Top up in seconds with <strong>GCash</strong> and <strong>Maya</strong>. Open <a href="/m/voucherCenter">Deposit</a> and choose your wallet.</p><ul><li>Minimum deposit ₱100</li><li>No fees</li><li>Credited within one minute</li></ul>',
  },
  {
    id: 22,
    type: "PL",
    groups: ["m_home", "m_notice"],
    daysAgo: 6,
    title: "Fortune Cup: boosted odds on every weekend match",
    content:
      "<p>Every Saturday and Sunday we boost the odds on the featured matches of the Fortune Cup. Look for the <em>HOT</em> label in the sports lobby.</p>",
  },
  {
    id: 23,
    type: "PL",
    groups: ["m_notice"],
    daysAgo: 9,
    title: "Play responsibly: set your own deposit limits",
    content:
      "<p>You can ask customer service to set a daily, weekly or monthly deposit limit at any time. Limits take effect immediately; raising a limit takes effect after 24 hours.</p><p>Gaming is for adults aged 18 and over.</p>",
  },
  {
    id: 24,
    type: "PL",
    groups: ["m_home", "m_notice"],
    daysAgo: 12,
    title: "Twelve new slot games from our studios",
    content:
      "<p>This month brings twelve new slot games, including <strong>Golden Carabao</strong> and <strong>Island Fortune</strong>. Find them under <em>New</em> in the slots lobby.</p>",
  },
  {
    id: 25,
    type: "PL",
    groups: ["m_notice"],
    daysAgo: 18,
    title: "Beware of fake customer-service accounts",
    content: "<p>Our staff will <strong>never</strong> ask for your password or a verification code. Only use the customer-service links inside the app.</p>",
  },

  // Pop-ups (PU): B visitors, A members, F first-login members.
  {
    id: 40,
    type: "PU",
    execution: "B",
    promotionType: "REGISTER",
    link: "/m/register",
    groups: ["m_home"],
    daysAgo: 5,
    title: "Join Edge Lobby today",
    content: "<p>Register in one minute and get a <strong>100% welcome bonus</strong> up to ₱5,000 on your first deposit.</p>",
  },
  {
    id: 41,
    type: "PU",
    execution: "A",
    promotionType: "RELOAD",
    link: "/m/rewardCenter",
    groups: ["m_home"],
    daysAgo: 4,
    title: "Weekend reload bonus",
    content: "<p>Deposit this weekend and receive a <strong>20% reload bonus</strong> up to ₱2,000. Claim it in the reward centre.</p>",
  },
  {
    id: 42,
    type: "PU",
    execution: "A",
    promotionType: "COMMUNITY",
    link: "https://t.me/edgelobby",
    groups: ["m_home"],
    daysAgo: 2,
    title: "Join our Telegram channel",
    content: "<p>Be the first to hear about new games, tournaments and surprise bonus codes.</p>",
  },
  {
    id: 43,
    type: "PU",
    execution: "F",
    promotionType: "FIRST_LOGIN",
    link: "/m/rewardCenter",
    groups: ["m_home"],
    daysAgo: 3,
    title: "A welcome gift for your first login",
    content: "<p>Thank you for joining us! A free <strong>₱88 bonus</strong> is waiting for you in the reward centre.</p>",
  },

  // Agent announcements (A): /m/member/notice?types=A.
  {
    id: 60,
    type: "A",
    groups: ["m_agent"],
    daysAgo: 2,
    title: "Commission statement for October is ready",
    content: "<p>Your October commission statement is available in the agency centre. Payouts are credited on the 5th of each month.</p>",
  },
  {
    id: 61,
    type: "A",
    groups: ["m_agent"],
    daysAgo: 7,
    title: "New rebate tiers from 1 December",
    content: "<p>From 1 December, teams with more than <strong>50 active players</strong> move to the Gold rebate tier (0.9%).</p>",
  },
  {
    id: 62,
    type: "A",
    groups: ["m_agent"],
    daysAgo: 14,
    title: "Red envelope rain for your team",
    content: "<p>Schedule a red envelope rain for your downlines from the agency centre. Each rain can reward up to 100 players.</p>",
  },
  {
    id: 63,
    type: "A",
    groups: ["m_agent"],
    daysAgo: 21,
    title: "Reminder: agent code of conduct",
    content: "<p>Agents must not promote the platform in regions where online gaming is restricted. Breaches may end the agency contract.</p>",
  },
  {
    id: 64,
    type: "A",
    groups: ["m_agent"],
    daysAgo: 35,
    title: "Agency centre now shows team betting",
    content: "<p>See your team's betting volume by day and by game category in <em>Team betting</em>.</p>",
  },
];

/** Agent announcements already read: agent has read the two oldest; agent2 the oldest. */
const ANNOUNCEMENT_READS: Array<[memberId: number, announcementId: number]> = [
  [2, 63],
  [2, 64],
  [3, 64],
];

type Team = { name: string; crest: string };
const team = (name: string, slug: string): Team => ({ name, crest: `/content/crests/${slug}.svg` });
const HOT_MATCHES: Array<{ id: number; league: string; home: Team; away: Team; vendor: string; roomId: string; nodeId: string; day: number; minute: number }> =
  [
    {
      id: 1,
      league: "Pacific Premier League",
      home: team("Manila Mariners", "manila-mariners"),
      away: team("Cebu Comets", "cebu-comets"),
      vendor: "KICK",
      roomId: "HM-1001",
      nodeId: "HM-1001",
      day: 0,
      minute: 20 * 60,
    },
    {
      id: 2,
      league: "Island Hoops League",
      home: team("Davao Dragons", "davao-dragons"),
      away: team("Iloilo Tigers", "iloilo-tigers"),
      vendor: "ARENA",
      roomId: "HM-1002",
      nodeId: "HM-1002",
      day: 0,
      minute: 21 * 60 + 30,
    },
    {
      id: 3,
      league: "Pacific Premier League",
      home: team("Baguio Pines", "baguio-pines"),
      away: team("Laguna Lions", "laguna-lions"),
      vendor: "KICK",
      roomId: "HM-1003",
      nodeId: "HM-1003",
      day: 1,
      minute: 18 * 60,
    },
    {
      id: 4,
      league: "Visayas Cup",
      home: team("Bohol Sharks", "bohol-sharks"),
      away: team("Pampanga Kings", "pampanga-kings"),
      vendor: "KICK",
      roomId: "HM-1004",
      nodeId: "HM-1004",
      day: 1,
      minute: 19 * 60 + 45,
    },
    {
      id: 5,
      league: "Esports Masters",
      home: team("Neon Wolves", "neon-wolves"),
      away: team("Storm Ravens", "storm-ravens"),
      vendor: "TF",
      roomId: "HM-2001",
      nodeId: "HM-2001",
      day: 1,
      minute: 22 * 60,
    },
    {
      id: 6,
      league: "Island Hoops League",
      home: team("Quezon Titans", "quezon-titans"),
      away: team("Zamboanga Falcons", "zamboanga-falcons"),
      vendor: "ARENA",
      roomId: "HM-1005",
      nodeId: "HM-1005",
      day: 2,
      minute: 17 * 60 + 15,
    },
  ];

const HELP_ITEMS: Array<{ title: string; content: string }> = [
  {
    title: "How do I register an account?",
    content:
      "<p>Tap <strong>Register</strong> on the home page, choose a username or your mobile number, set a password and confirm. You must be 18 or older.</p><ol><li>Choose how to register</li><li>Fill in the required fields</li><li>Accept the user agreement and tap Register</li></ol>",
  },
  {
    title: "How do I deposit?",
    content:
      '<p>Open <a href="/m/voucherCenter">Deposit</a>, pick a payment channel (GCash, Maya, bank transfer), enter the amount and follow the instructions. Most deposits arrive within one minute.</p>',
  },
  {
    title: "How long do withdrawals take?",
    content:
      "<p>Withdrawals to e-wallets are usually processed within <strong>15 minutes</strong>; bank transfers within 24 hours. Make sure your payee name matches your bank account.</p>",
  },
  {
    title: "I forgot my password",
    content:
      '<p>On the login page tap <a href="/m/forget">Forgot password</a> and recover it by phone or e-mail. Never share a verification code with anyone, including our staff.</p>',
  },
  {
    // Operator HTML is never trusted: the app's sanitiser strips the handler and the script below.
    title: "How do promotions work?",
    content:
      '<p onclick="alert(1)">Each promotion has its own rules and period. Open <a href="/m/activity">Events</a> to see what is running and your status in each.</p><script>alert(\'x\')</script><p>Bonuses usually carry a turnover requirement before they can be withdrawn.</p>',
  },
  {
    title: "How is the lottery countdown shown?",
    content:
      "<p>Each lottery shows the time left to bet on the current draw as <strong>hh:mm:ss</strong>. When betting is closed it shows <em>--:--:--</em> until the next draw opens.</p>",
  },
  {
    title: "Playing responsibly",
    content:
      "<p>Set a budget before you play and take regular breaks. Customer service can set deposit limits or a cooling-off period for you at any time.</p>",
  },
  {
    title: "How do I contact customer service?",
    content: '<p>Customer service is available 24/7. Use the headset icon on the home page or open <a href="/m/service">Customer service</a>.</p>',
  },
];

/** Promotion periods are fixed dates; "coming" starts far enough ahead to stay coming. */
const PROMOTIONS: Array<{
  id: number;
  title: string;
  summary: string;
  content: string;
  image: string;
  category: string;
  startsAt: number | null;
  endsAt: number | null;
}> = [
  {
    id: 1,
    title: "Welcome Bonus 100%",
    summary: "Double your first deposit, up to ₱5,000.",
    image: "/content/promos/welcome.svg",
    category: "NEW",
    startsAt: Date.UTC(2026, 0, 1),
    endsAt: null,
    content:
      "<p>New members receive a <strong>100% bonus</strong> on their first deposit, up to ₱5,000.</p><ul><li>Minimum deposit ₱200</li><li>Turnover: 10× deposit plus bonus</li><li>One bonus per person, household and device</li></ul>",
  },
  {
    id: 2,
    title: "Daily check-in",
    summary: "Sign in seven days in a row for up to ₱188.",
    image: "/content/promos/checkin.svg",
    category: "DAILY",
    startsAt: Date.UTC(2026, 0, 1),
    endsAt: null,
    content: "<p>Check in every day. Your seventh consecutive day pays <strong>₱188</strong>; miss a day and the streak starts again.</p>",
  },
  {
    id: 3,
    title: "Live casino cashback 10%",
    summary: "10% of your weekly live casino losses back.",
    image: "/content/promos/cashback.svg",
    category: "LIVE",
    startsAt: Date.UTC(2026, 2, 1),
    endsAt: null,
    content: "<p>Every Monday we return <strong>10%</strong> of your net live casino losses of the previous week, up to ₱10,000. No turnover requirement.</p>",
  },
  {
    id: 4,
    title: "Invite friends",
    summary: "Earn ₱100 for every friend who deposits.",
    image: "/content/promos/referral.svg",
    category: "REFERRAL",
    startsAt: Date.UTC(2026, 0, 1),
    endsAt: null,
    content: "<p>Share your invitation link. When a friend registers and deposits ₱500 or more, you both receive <strong>₱100</strong>.</p>",
  },
  {
    id: 5,
    title: "Lucky wheel weekend",
    summary: "Spin the wheel for prizes up to ₱88,888.",
    image: "/content/promos/lucky-wheel.svg",
    category: "EVENT",
    startsAt: Date.UTC(2030, 0, 1),
    endsAt: Date.UTC(2030, 0, 31),
    content: "<p>Every ₱1,000 of turnover earns a spin. Prizes up to <strong>₱88,888</strong>.</p>",
  },
  {
    id: 6,
    title: "Summer festival",
    summary: "Daily missions with cash prizes all summer.",
    image: "/content/promos/summer.svg",
    category: "EVENT",
    startsAt: Date.UTC(2026, 3, 1),
    endsAt: Date.UTC(2026, 5, 30),
    content: "<p>Complete daily missions to collect festival tokens and exchange them for cash prizes. This event has ended.</p>",
  },
];

/** Entries cover every member-side §4 activity status. */
const PROMOTION_ENTRIES: Array<[memberId: number, promotionId: number, status: string]> = [
  [1, 1, "Claimed"],
  [1, 2, "signed"],
  [1, 3, "Joined"],
  [2, 1, "Issued"],
  [2, 3, "Applying"],
  [3, 1, "Rejected"],
  [101, 1, "Applying"],
  [102, 1, "Issued"],
  [103, 3, "Joined"],
];

const SERVICE_LINKS: Array<{ id: number; kind: string; label: string; url: string }> = [
  { id: 1, kind: "SERVICE", label: "Live chat 24/7", url: "https://chat.edgelobby.example/live" },
  { id: 2, kind: "SERVICE", label: "Customer service on Telegram", url: "https://t.me/edgelobby_cs" },
  { id: 3, kind: "TELEGRAM", label: "Telegram channel", url: "https://t.me/edgelobby" },
  { id: 4, kind: "TELEGRAM2", label: "Telegram group", url: "https://t.me/edgelobby_club" },
  { id: 5, kind: "FACEBOOK", label: "Facebook", url: "https://www.facebook.com/edgelobby" },
];

const DOWNLOAD_LINKS: Record<string, string> = {
  Android: "https://dl.edgelobby.example/app/edgelobby.apk",
  IOS: "https://apps.apple.com/app/id6400000000",
  MOBILECONFIG: "https://dl.edgelobby.example/app/edgelobby.mobileconfig",
  TELEGRAM: "https://t.me/edgelobby",
  AppDownloadIcon: "/logo.svg",
};

const MOBILE_TEMPLATE: Record<string, string> = {
  app_background: "#161b33",
  app_desc: "Edge Lobby app: faster games, instant deposits and app-only bonuses",
  app_desc_font_color: "#eef1ff",
  app_rating: "4.8",
};

const USER_AGREEMENT = {
  key: "useragreement",
  title: "User agreement",
  updatedAt: Date.UTC(2026, 8, 1),
  content: [
    "<h3>1. Acceptance</h3><p>By opening an account or using Edge Lobby you accept this agreement. If you do not agree, do not use the service.</p>",
    "<h3>2. Eligibility</h3><p>You must be at least 18 years old and allowed to take part in online gaming where you live. Accounts opened in restricted regions will be closed.</p>",
    "<h3>3. Your account</h3><p>One account per person. Keep your password and verification codes secret; you are responsible for activity on your account.</p>",
    "<h3>4. Deposits and withdrawals</h3><p>Deposits must come from payment methods in your own name. Withdrawals are paid to accounts in the same name after any bonus turnover has been met.</p>",
    "<h3>5. Bonuses</h3><p>Each promotion has its own rules. Abuse of bonuses, including multiple accounts, may lead to the bonus and related winnings being removed.</p>",
    "<h3>6. Responsible gaming</h3><p>We offer deposit limits and self-exclusion. Contact customer service at any time to use them.</p>",
    "<h3>7. Changes</h3><p>We may update this agreement. The date of the latest version is shown at the top of this page.</p>",
  ].join(""),
};

/** Inbox: every member gets a few messages; player10 to player14 more, for the read-state tests. */
const MESSAGE_TEMPLATES: Array<{ title: string; content: string }> = [
  { title: "Deposit received", content: "<p>Your deposit has been credited to your wallet. Good luck!</p>" },
  { title: "Withdrawal processed", content: "<p>Your withdrawal request has been processed and is on its way to your account.</p>" },
  { title: "Bonus credited", content: "<p>A bonus has been added to your wallet. Check the reward centre for its turnover requirement.</p>" },
  { title: "Security reminder", content: "<p>We will never ask for your password or verification code. Keep them to yourself.</p>" },
  { title: "Your weekly summary", content: "<p>Your weekly play summary is ready. Open your betting record to see the details.</p>" },
  { title: "VIP level review", content: "<p>Your VIP level is reviewed on the first day of every month. Keep playing to move up.</p>" },
];

function inbox(): Array<{ id: number; memberId: number; title: string; content: string; createdAt: number; readAt: number | null }> {
  const rand = prng(20261101);
  const out: Array<{ id: number; memberId: number; title: string; content: string; createdAt: number; readAt: number | null }> = [];
  const plan: Array<[memberId: number, total: number, unread: number]> = [
    [1, 5, 3],
    [2, 4, 2],
    [3, 3, 1],
    ...Array.from({ length: 14 }, (_, i): [number, number, number] => (i + 1 >= 10 ? [101 + i, 4, 2] : [101 + i, 2, 1])),
  ];
  let id = 1;
  for (const [memberId, total, unread] of plan) {
    let daysAgo = 0;
    for (let n = 0; n < total; n++) {
      const template = MESSAGE_TEMPLATES[Math.floor(rand() * MESSAGE_TEMPLATES.length)]!;
      daysAgo += 1 + Math.floor(rand() * 4);
      const createdAt = CONTENT_EPOCH - daysAgo * DAY + Math.floor(rand() * 20) * HOUR;
      // The newest `unread` messages are unread; the rest were read an hour after arriving.
      out.push({ id: id++, memberId, ...template, createdAt, readAt: n < unread ? null : createdAt + HOUR });
    }
  }
  return out;
}

export async function contentSeed(): Promise<string[]> {
  const out: string[] = [];
  ANNOUNCEMENTS.forEach((a, i) => {
    out.push(
      insert("announcements", {
        id: a.id,
        content_type: a.type,
        title: a.title,
        content: a.content ?? "",
        image_url: a.image ?? null,
        link: a.link ?? null,
        execution: a.execution ?? null,
        promotion_type: a.promotionType ?? null,
        platform: a.platform ?? "A",
        sort: i,
        pinned: a.pinned ? 1 : 0,
        created_at: CONTENT_EPOCH - a.daysAgo * DAY,
      }),
    );
    for (const group of a.groups) out.push(insert("announcement_groups", { announcement_id: a.id, group_name: group }));
  });
  for (const [memberId, announcementId] of ANNOUNCEMENT_READS) {
    out.push(insert("announcement_reads", { member_id: memberId, announcement_id: announcementId, read_at: CONTENT_EPOCH }));
  }
  HOT_MATCHES.forEach((m, i) => {
    out.push(
      insert("hot_matches", {
        id: m.id,
        league: m.league,
        home_team: m.home.name,
        away_team: m.away.name,
        home_team_image_url: m.home.crest,
        away_team_image_url: m.away.crest,
        vendor: m.vendor,
        room_id: m.roomId,
        node_id: m.nodeId,
        day_offset: m.day,
        minute_of_day: m.minute,
        sort: i,
      }),
    );
  });
  for (const m of inbox()) {
    out.push(insert("messages", { id: m.id, member_id: m.memberId, title: m.title, content: m.content, created_at: m.createdAt, read_at: m.readAt }));
  }
  HELP_ITEMS.forEach((h, i) => out.push(insert("help_items", { id: i + 1, device: "ALL", title: h.title, content: h.content, sort: i })));
  PROMOTIONS.forEach((p, i) =>
    out.push(
      insert("promotions", {
        id: p.id,
        title: p.title,
        summary: p.summary,
        content: p.content,
        image_url: p.image,
        category: p.category,
        starts_at: p.startsAt,
        ends_at: p.endsAt,
        sort: i,
      }),
    ),
  );
  for (const [memberId, promotionId, status] of PROMOTION_ENTRIES) {
    out.push(insert("promotion_entries", { member_id: memberId, promotion_id: promotionId, status, updated_at: CONTENT_EPOCH }));
  }
  SERVICE_LINKS.forEach((s, i) => out.push(insert("service_links", { ...s, sort: i })));
  for (const [resource_type, url] of Object.entries(DOWNLOAD_LINKS)) out.push(insert("download_links", { resource_type, url }));
  for (const [key, value] of Object.entries(MOBILE_TEMPLATE)) out.push(insert("mobile_template", { key, value }));
  out.push(
    insert("documents", { key: USER_AGREEMENT.key, title: USER_AGREEMENT.title, content: USER_AGREEMENT.content, updated_at: USER_AGREEMENT.updatedAt }),
  );
  return out;
}
