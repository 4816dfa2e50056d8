import { insert } from "./sql";
import type { PromotionKind } from "../../contract/promotion-kinds";
import { prng } from "../core/prng";

/**
 * Home and content seed (§3, §7 Content): banners with SVG artwork (public/content/), announcements
 * of every content type, pop-ups for audiences A, B and F, hot matches with crests, inbox messages
 * with read state, help items, promotions with entries in every §4 activity status, service and
 * download links, and the mobile template. Deterministic: fixed timestamps and a seeded PRNG.
 *
 * Operator texts are written in all three languages side by side: each row keeps its
 * own text in the operator's default language TY, and content_texts holds its EN and PT
 * translations (migrations/0006_content_languages.sql). The PT texts follow the app's Portuguese
 * (European: "palavra-passe", "levantamento", "apoio ao cliente"); the TY texts use the words the
 * app's Tagalog uses ("Deposito", "Magrehistro", "Mga Event") where they name a screen. Each
 * language's HTML has the same tags, links and order. League and team names are proper names and
 * stay as they are. The data is exported so tests can name a text instead of copying it.
 */

/** The operator's content languages; TY is the default, the one each row's own columns hold. */
export type Lang = "TY" | "EN" | "PT";
/** One operator text in every content language. */
export type Localised = { TY: string; EN: string; PT: string };
/** The languages content_texts holds for every translatable row (TY is the row itself). */
export const TRANSLATED_LANGS = ["EN", "PT"] as const satisfies readonly Lang[];

/** Content clock: 2026-11-01 00:00 UTC; items are dated before it. */
const CONTENT_EPOCH = Date.UTC(2026, 10, 1);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A banner's artwork has its text drawn in, so each language has its own file under public/. */
export const bannerImage = (name: string): Localised => ({
  TY: `/content/banners/ty/${name}.svg`,
  EN: `/content/banners/en/${name}.svg`,
  PT: `/content/banners/pt/${name}.svg`,
});

/** The translations of one row: its EN and PT content_texts rows; a field left out stays NULL (not translated). */
export function translations(
  kind: string,
  ref: string | number,
  texts: { title?: Localised; content?: Localised; summary?: Localised; image_url?: Localised },
): string[] {
  return TRANSLATED_LANGS.map((lang) =>
    insert("content_texts", {
      kind,
      ref: String(ref),
      lang,
      title: texts.title?.[lang] ?? null,
      content: texts.content?.[lang] ?? null,
      summary: texts.summary?.[lang] ?? null,
      image_url: texts.image_url?.[lang] ?? null,
    }),
  );
}

/** Texts joined part by part, language by language (a document written in sections). */
const joined = (parts: Localised[]): Localised => ({
  TY: parts.map((p) => p.TY).join(""),
  EN: parts.map((p) => p.EN).join(""),
  PT: parts.map((p) => p.PT).join(""),
});

export type Announcement = {
  id: number;
  type: "A" | "PL" | "B" | "PU" | "PR";
  title: Localised;
  content?: Localised;
  image?: Localised;
  link?: string;
  execution?: "A" | "B" | "F";
  promotionType?: string;
  platform?: "A" | "M" | "W";
  groups: string[];
  pinned?: boolean;
  daysAgo: number;
};

export const ANNOUNCEMENTS: Announcement[] = [
  // Banners (B): the home carousel and the registration page.
  {
    id: 1,
    type: "B",
    title: {
      TY: "Pambungad na Bonus: 100% hanggang ₱5,000",
      EN: "Welcome Bonus: 100% up to ₱5,000",
      PT: "Bónus de boas-vindas: 100% até ₱5.000",
    },
    image: bannerImage("welcome"),
    link: "/m/activityInfo?id=1",
    groups: ["m_home", "m_reg", "m_help"],
    daysAgo: 30,
  },
  {
    id: 2,
    type: "B",
    title: {
      TY: "May bola ng jackpot tuwing limang minuto",
      EN: "Jackpot draws every five minutes",
      PT: "Sorteios de jackpot a cada cinco minutos",
    },
    image: bannerImage("lottery"),
    link: "/m/lottery",
    groups: ["m_home"],
    daysAgo: 28,
  },
  {
    id: 3,
    type: "B",
    title: {
      TY: "Live casino: 10% cashback linggu-linggo",
      EN: "Live casino: 10% weekly cashback",
      PT: "Casino ao vivo: 10% de cashback semanal",
    },
    image: bannerImage("live-casino"),
    link: "/m/activityInfo?id=3",
    groups: ["m_home"],
    daysAgo: 20,
  },
  {
    id: 4,
    type: "B",
    title: {
      TY: "Fortune Cup: mas mataas na odds",
      EN: "Fortune Cup: boosted odds",
      PT: "Fortune Cup: odds aumentadas",
    },
    image: bannerImage("sports"),
    link: "/m/activity",
    groups: ["m_home", "m_reg"],
    daysAgo: 10,
  },

  // Player notices (PL): the home ticker and /m/notice.
  {
    id: 20,
    type: "PL",
    pinned: true,
    groups: ["m_home", "m_notice"],
    daysAgo: 1,
    title: {
      TY: "Nakatakdang maintenance sa 25 Nobyembre, 02:00–04:00",
      EN: "Scheduled maintenance on 25 November, 02:00–04:00",
      PT: "Manutenção programada a 25 de novembro, 02:00–04:00",
    },
    content: {
      TY: "<p>Ia-upgrade namin ang aming mga payment system sa <strong>25 Nobyembre mula 02:00 hanggang 04:00 (UTC+8)</strong>. Bukas pa rin ang mga laro, pero pansamantalang ihihinto ang deposito at withdrawal sa oras na iyon.</p><p>Salamat sa inyong pasensya.</p>",
      EN: "<p>We will upgrade our payment systems on <strong>25 November from 02:00 to 04:00 (UTC+8)</strong>. Games stay open, but deposits and withdrawals will be paused during the window.</p><p>Thank you for your patience.</p>",
      PT: "<p>Vamos atualizar os nossos sistemas de pagamento a <strong>25 de novembro, das 02:00 às 04:00 (UTC+8)</strong>. Os jogos continuam abertos, mas os depósitos e levantamentos ficam suspensos durante esse período.</p><p>Obrigado pela sua paciência.</p>",
    },
  },
  {
    id: 21,
    type: "PL",
    groups: ["m_home", "m_notice"],
    daysAgo: 3,
    title: {
      TY: "Bago: instant na deposito gamit ang GCash at Maya",
      EN: "New: instant deposits with GCash and Maya",
      PT: "Novo: depósitos instantâneos com GCash e Maya",
    },
    content: {
      TY: '<p>Mag-top up sa loob ng ilang segundo gamit ang <strong>GCash</strong> at <strong>Maya</strong>. Buksan ang <a href="/m/voucherCenter">Deposito</a> at piliin ang iyong wallet.</p><ul><li>Minimum na deposito ₱100</li><li>Walang bayad</li><li>Papasok sa loob ng isang minuto</li></ul>',
      EN: '<p>Top up in seconds with <strong>GCash</strong> and <strong>Maya</strong>. Open <a href="/m/voucherCenter">Deposit</a> and choose your wallet.</p><ul><li>Minimum deposit ₱100</li><li>No fees</li><li>Credited within one minute</li></ul>',
      PT: '<p>Carregue a sua conta em segundos com <strong>GCash</strong> e <strong>Maya</strong>. Abra <a href="/m/voucherCenter">Depósito</a> e escolha a sua carteira.</p><ul><li>Depósito mínimo de ₱100</li><li>Sem comissões</li><li>Creditado em menos de um minuto</li></ul>',
    },
  },
  {
    id: 22,
    type: "PL",
    groups: ["m_home", "m_notice"],
    daysAgo: 6,
    title: {
      TY: "Fortune Cup: mas mataas na odds sa bawat laban tuwing weekend",
      EN: "Fortune Cup: boosted odds on every weekend match",
      PT: "Fortune Cup: odds aumentadas em todos os jogos do fim de semana",
    },
    content: {
      TY: "<p>Tuwing Sabado at Linggo, itinataas namin ang odds sa mga tampok na laban ng Fortune Cup. Hanapin ang label na <em>HOT</em> sa sports lobby.</p>",
      EN: "<p>Every Saturday and Sunday we boost the odds on the featured matches of the Fortune Cup. Look for the <em>HOT</em> label in the sports lobby.</p>",
      PT: "<p>Todos os sábados e domingos aumentamos as odds dos jogos em destaque da Fortune Cup. Procure a etiqueta <em>HOT</em> no lobby de desporto.</p>",
    },
  },
  {
    id: 23,
    type: "PL",
    groups: ["m_notice"],
    daysAgo: 9,
    title: {
      TY: "Maglaro nang responsable: magtakda ng sariling limit sa deposito",
      EN: "Play responsibly: set your own deposit limits",
      PT: "Jogue com responsabilidade: defina os seus limites de depósito",
    },
    content: {
      TY: "<p>Anumang oras, maaari kang humiling sa customer service na magtakda ng araw-araw, lingguhan o buwanang limit sa deposito. Agad na umiiral ang mga limit; ang pagtaas ng limit ay iiral pagkalipas ng 24 na oras.</p><p>Ang paglalaro ay para lamang sa edad {{minAge}} pataas.</p>",
      EN: "<p>You can ask customer service to set a daily, weekly or monthly deposit limit at any time. Limits take effect immediately; raising a limit takes effect after 24 hours.</p><p>Gaming is for adults aged {{minAge}} and over.</p>",
      PT: "<p>Pode pedir ao apoio ao cliente, a qualquer momento, um limite de depósito diário, semanal ou mensal. Os limites entram em vigor de imediato; o aumento de um limite só entra em vigor após 24 horas.</p><p>O jogo destina-se apenas a maiores de {{minAge}} anos.</p>",
    },
  },
  {
    id: 24,
    type: "PL",
    groups: ["m_home", "m_notice"],
    daysAgo: 12,
    title: {
      TY: "Labindalawang bagong slot game mula sa aming mga studio",
      EN: "Twelve new slot games from our studios",
      PT: "Doze novas slots dos nossos estúdios",
    },
    content: {
      TY: "<p>Labindalawang bagong slot game ang dumating ngayong buwan, kasama ang <strong>Golden Carabao</strong> at <strong>Island Fortune</strong>. Makikita ang mga ito sa <em>Bago</em> sa slots lobby.</p>",
      EN: "<p>This month brings twelve new slot games, including <strong>Golden Carabao</strong> and <strong>Island Fortune</strong>. Find them under <em>New</em> in the slots lobby.</p>",
      PT: "<p>Este mês chegam doze novas slots, incluindo <strong>Golden Carabao</strong> e <strong>Island Fortune</strong>. Encontre-as em <em>Novos</em> no lobby de slots.</p>",
    },
  },
  {
    id: 25,
    type: "PL",
    groups: ["m_notice"],
    daysAgo: 18,
    title: {
      TY: "Mag-ingat sa mga pekeng customer service account",
      EN: "Beware of fake customer-service accounts",
      PT: "Cuidado com contas falsas de apoio ao cliente",
    },
    content: {
      TY: "<p>Ang aming staff ay <strong>hindi kailanman</strong> hihingi ng iyong password o verification code. Gamitin lamang ang mga link ng customer service sa loob ng app.</p>",
      EN: "<p>Our staff will <strong>never</strong> ask for your password or a verification code. Only use the customer-service links inside the app.</p>",
      PT: "<p>A nossa equipa <strong>nunca</strong> lhe pedirá a palavra-passe nem um código de verificação. Use apenas as ligações de apoio ao cliente dentro da app.</p>",
    },
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
    title: {
      TY: "Sumali sa Edge Lobby ngayon",
      EN: "Join Edge Lobby today",
      PT: "Junte-se hoje à Edge Lobby",
    },
    content: {
      TY: "<p>Magrehistro sa loob ng isang minuto at makakuha ng <strong>100% pambungad na bonus</strong> hanggang ₱5,000 sa iyong unang deposito.</p>",
      EN: "<p>Register in one minute and get a <strong>100% welcome bonus</strong> up to ₱5,000 on your first deposit.</p>",
      PT: "<p>Registe-se num minuto e receba um <strong>bónus de boas-vindas de 100%</strong> até ₱5.000 no seu primeiro depósito.</p>",
    },
  },
  {
    id: 41,
    type: "PU",
    execution: "A",
    promotionType: "RELOAD",
    link: "/m/rewardCenter",
    groups: ["m_home"],
    daysAgo: 4,
    title: {
      TY: "Reload bonus ngayong weekend",
      EN: "Weekend reload bonus",
      PT: "Bónus de recarga de fim de semana",
    },
    content: {
      TY: "<p>Mag-deposito ngayong weekend at makatanggap ng <strong>20% reload bonus</strong> hanggang ₱2,000. I-claim ito sa reward center.</p>",
      EN: "<p>Deposit this weekend and receive a <strong>20% reload bonus</strong> up to ₱2,000. Claim it in the reward centre.</p>",
      PT: "<p>Deposite este fim de semana e receba um <strong>bónus de recarga de 20%</strong> até ₱2.000. Reclame-o no centro de recompensas.</p>",
    },
  },
  {
    id: 42,
    type: "PU",
    execution: "A",
    promotionType: "COMMUNITY",
    link: "https://t.me/edgelobby",
    groups: ["m_home"],
    daysAgo: 2,
    title: {
      TY: "Sumali sa aming Telegram channel",
      EN: "Join our Telegram channel",
      PT: "Junte-se ao nosso canal de Telegram",
    },
    content: {
      TY: "<p>Maging unang makaalam tungkol sa mga bagong laro, torneo at sorpresang bonus code.</p>",
      EN: "<p>Be the first to hear about new games, tournaments and surprise bonus codes.</p>",
      PT: "<p>Seja o primeiro a saber de novos jogos, torneios e códigos de bónus surpresa.</p>",
    },
  },
  {
    id: 43,
    type: "PU",
    execution: "F",
    promotionType: "FIRST_LOGIN",
    link: "/m/rewardCenter",
    groups: ["m_home"],
    daysAgo: 3,
    title: {
      TY: "Regalo para sa iyong unang pag-login",
      EN: "A welcome gift for your first login",
      PT: "Um presente de boas-vindas no seu primeiro acesso",
    },
    content: {
      TY: "<p>Salamat sa pagsali sa amin! May libreng <strong>₱88 bonus</strong> na naghihintay sa iyo sa reward center.</p>",
      EN: "<p>Thank you for joining us! A free <strong>₱88 bonus</strong> is waiting for you in the reward centre.</p>",
      PT: "<p>Obrigado por se juntar a nós! Tem um <strong>bónus de ₱88</strong> grátis à sua espera no centro de recompensas.</p>",
    },
  },

  // Agent announcements (A): /m/member/notice?types=A.
  {
    id: 60,
    type: "A",
    groups: ["m_agent"],
    daysAgo: 2,
    title: {
      TY: "Handa na ang commission statement para sa Oktubre",
      EN: "Commission statement for October is ready",
      PT: "O extrato de comissões de outubro está pronto",
    },
    content: {
      TY: "<p>Makikita na sa agency center ang iyong commission statement para sa Oktubre. Ipinapasok ang mga payout tuwing ika-5 ng bawat buwan.</p>",
      EN: "<p>Your October commission statement is available in the agency centre. Payouts are credited on the 5th of each month.</p>",
      PT: "<p>O seu extrato de comissões de outubro já está disponível no centro de agentes. Os pagamentos são creditados no dia 5 de cada mês.</p>",
    },
  },
  {
    id: 61,
    type: "A",
    groups: ["m_agent"],
    daysAgo: 7,
    title: {
      TY: "Bagong rebate tier simula 1 Disyembre",
      EN: "New rebate tiers from 1 December",
      PT: "Novos escalões de rebate a partir de 1 de dezembro",
    },
    content: {
      TY: "<p>Simula 1 Disyembre, ang mga team na may higit sa <strong>50 aktibong manlalaro</strong> ay lilipat sa Gold rebate tier (0.9%).</p>",
      EN: "<p>From 1 December, teams with more than <strong>50 active players</strong> move to the Gold rebate tier (0.9%).</p>",
      PT: "<p>A partir de 1 de dezembro, as equipas com mais de <strong>50 jogadores ativos</strong> passam para o escalão de rebate Gold (0,9%).</p>",
    },
  },
  {
    id: 62,
    type: "A",
    groups: ["m_agent"],
    daysAgo: 14,
    title: {
      TY: "Ulan ng ang pao para sa iyong team",
      EN: "Red envelope rain for your team",
      PT: "Chuva de envelopes vermelhos para a sua equipa",
    },
    content: {
      TY: "<p>Mag-iskedyul ng ulan ng ang pao para sa iyong mga downline mula sa agency center. Bawat ulan ay maaaring magbigay ng premyo sa hanggang 100 manlalaro.</p>",
      EN: "<p>Schedule a red envelope rain for your downlines from the agency centre. Each rain can reward up to 100 players.</p>",
      PT: "<p>Agende uma chuva de envelopes vermelhos para a sua rede a partir do centro de agentes. Cada chuva pode premiar até 100 jogadores.</p>",
    },
  },
  {
    id: 63,
    type: "A",
    groups: ["m_agent"],
    daysAgo: 21,
    title: {
      TY: "Paalala: alituntunin ng asal para sa mga ahente",
      EN: "Reminder: agent code of conduct",
      PT: "Lembrete: código de conduta dos agentes",
    },
    content: {
      TY: "<p>Hindi dapat i-promote ng mga ahente ang platform sa mga lugar kung saan pinaghihigpitan ang online gaming. Ang paglabag ay maaaring magresulta sa pagtatapos ng kontrata ng ahensya.</p>",
      EN: "<p>Agents must not promote the platform in regions where online gaming is restricted. Breaches may end the agency contract.</p>",
      PT: "<p>Os agentes não podem promover a plataforma em regiões onde o jogo online é restrito. As infrações podem levar à rescisão do contrato de agência.</p>",
    },
  },
  {
    id: 64,
    type: "A",
    groups: ["m_agent"],
    daysAgo: 35,
    title: {
      TY: "Makikita na ang taya ng team sa agency center",
      EN: "Agency centre now shows team betting",
      PT: "O centro de agentes já mostra as apostas da equipa",
    },
    content: {
      TY: "<p>Tingnan ang kabuuang taya ng iyong team bawat araw at bawat kategorya ng laro sa <em>Taya ng team</em>.</p>",
      EN: "<p>See your team's betting volume by day and by game category in <em>Team betting</em>.</p>",
      PT: "<p>Veja o volume de apostas da sua equipa por dia e por categoria de jogo em <em>Apostas da equipa</em>.</p>",
    },
  },
];

/** Agent announcements already read: agent has read the two oldest; agent2 the oldest. */
const ANNOUNCEMENT_READS: Array<[memberId: number, announcementId: number]> = [
  [2, 63],
  [2, 64],
  [3, 64],
];

export type Team = { name: string; crest: string };
const team = (name: string, slug: string): Team => ({ name, crest: `/content/crests/${slug}.svg` });
/** League and team names are proper names: the same in every language, so hot matches have no translations. */
export const HOT_MATCHES: Array<{
  id: number;
  league: string;
  home: Team;
  away: Team;
  vendor: string;
  roomId: string;
  nodeId: string;
  day: number;
  minute: number;
}> = [
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

export const HELP_ITEMS: Array<{ id: number; title: Localised; content: Localised }> = [
  {
    id: 1,
    title: {
      TY: "Paano magrehistro ng account?",
      EN: "How do I register an account?",
      PT: "Como crio uma conta?",
    },
    content: {
      TY: "<p>Pindutin ang <strong>Magrehistro</strong> sa home page, pumili ng username o gamitin ang iyong mobile number, magtakda ng password at kumpirmahin. Dapat ay {{minAge}} taong gulang ka o higit pa.</p><ol><li>Piliin kung paano magrehistro</li><li>Punan ang mga kailangang field</li><li>Tanggapin ang kasunduan ng user at pindutin ang Magrehistro</li></ol>",
      EN: "<p>Tap <strong>Register</strong> on the home page, choose a username or your mobile number, set a password and confirm. You must be {{minAge}} or older.</p><ol><li>Choose how to register</li><li>Fill in the required fields</li><li>Accept the user agreement and tap Register</li></ol>",
      PT: "<p>Toque em <strong>Registar</strong> na página inicial, escolha um nome de utilizador ou o seu número de telemóvel, defina uma palavra-passe e confirme. Tem de ter {{minAge}} anos ou mais.</p><ol><li>Escolha como se quer registar</li><li>Preencha os campos obrigatórios</li><li>Aceite o acordo de utilizador e toque em Registar</li></ol>",
    },
  },
  {
    id: 2,
    title: {
      TY: "Paano mag-deposito?",
      EN: "How do I deposit?",
      PT: "Como faço um depósito?",
    },
    content: {
      TY: '<p>Buksan ang <a href="/m/voucherCenter">Deposito</a>, pumili ng payment channel (GCash, Maya, bank transfer), ilagay ang halaga at sundin ang mga tagubilin. Karamihan sa mga deposito ay pumapasok sa loob ng isang minuto.</p>',
      EN: '<p>Open <a href="/m/voucherCenter">Deposit</a>, pick a payment channel (GCash, Maya, bank transfer), enter the amount and follow the instructions. Most deposits arrive within one minute.</p>',
      PT: '<p>Abra <a href="/m/voucherCenter">Depósito</a>, escolha um canal de pagamento (GCash, Maya, transferência bancária), introduza o montante e siga as instruções. A maioria dos depósitos chega em menos de um minuto.</p>',
    },
  },
  {
    id: 3,
    title: {
      TY: "Gaano katagal bago dumating ang withdrawal?",
      EN: "How long do withdrawals take?",
      PT: "Quanto tempo demoram os levantamentos?",
    },
    content: {
      TY: "<p>Karaniwang napoproseso sa loob ng <strong>15 minuto</strong> ang withdrawal papunta sa e-wallet; ang bank transfer naman ay sa loob ng 24 na oras. Siguraduhing tugma ang pangalan ng tatanggap sa pangalan ng iyong bank account.</p>",
      EN: "<p>Withdrawals to e-wallets are usually processed within <strong>15 minutes</strong>; bank transfers within 24 hours. Make sure your payee name matches your bank account.</p>",
      PT: "<p>Os levantamentos para carteiras digitais são normalmente processados em <strong>15 minutos</strong>; as transferências bancárias, em 24 horas. Confirme que o nome do beneficiário corresponde ao da sua conta bancária.</p>",
    },
  },
  {
    id: 4,
    title: {
      TY: "Nakalimutan ko ang aking password",
      EN: "I forgot my password",
      PT: "Esqueci-me da palavra-passe",
    },
    content: {
      TY: '<p>Sa login page, pindutin ang <a href="/m/forget">Nakalimutan ang password</a> at i-recover ito gamit ang iyong phone o e-mail. Huwag ibigay kaninuman ang verification code, kahit sa aming staff.</p>',
      EN: '<p>On the login page tap <a href="/m/forget">Forgot password</a> and recover it by phone or e-mail. Never share a verification code with anyone, including our staff.</p>',
      PT: '<p>Na página de início de sessão, toque em <a href="/m/forget">Esqueci a palavra-passe</a> e recupere-a por telefone ou e-mail. Nunca partilhe um código de verificação com ninguém, nem mesmo com a nossa equipa.</p>',
    },
  },
  {
    // Operator HTML is never trusted: the app's sanitiser strips the handler and the script below,
    // in every language.
    id: 5,
    title: {
      TY: "Paano gumagana ang mga promosyon?",
      EN: "How do promotions work?",
      PT: "Como funcionam as promoções?",
    },
    content: {
      TY: '<p onclick="alert(1)">Bawat promosyon ay may sariling patakaran at panahon. Buksan ang <a href="/m/activity">Mga Event</a> para makita ang mga kasalukuyang tumatakbo at ang iyong status sa bawat isa.</p><script>alert(\'x\')</script><p>Karaniwang may turnover requirement ang mga bonus bago ito ma-withdraw.</p>',
      EN: '<p onclick="alert(1)">Each promotion has its own rules and period. Open <a href="/m/activity">Events</a> to see what is running and your status in each.</p><script>alert(\'x\')</script><p>Bonuses usually carry a turnover requirement before they can be withdrawn.</p>',
      PT: '<p onclick="alert(1)">Cada promoção tem as suas regras e o seu período. Abra <a href="/m/activity">Eventos</a> para ver o que está a decorrer e o seu estado em cada uma.</p><script>alert(\'x\')</script><p>Os bónus costumam ter um requisito de apostas antes de poderem ser levantados.</p>',
    },
  },
  {
    id: 6,
    title: {
      TY: "Paano ipinapakita ang countdown ng lottery?",
      EN: "How is the lottery countdown shown?",
      PT: "Como é apresentada a contagem decrescente da lotaria?",
    },
    content: {
      TY: "<p>Ipinapakita ng bawat lottery ang natitirang oras para tumaya sa kasalukuyang bola sa anyong <strong>hh:mm:ss</strong>. Kapag sarado na ang pagtaya, <em>--:--:--</em> ang makikita hanggang magbukas ang susunod na bola.</p>",
      EN: "<p>Each lottery shows the time left to bet on the current draw as <strong>hh:mm:ss</strong>. When betting is closed it shows <em>--:--:--</em> until the next draw opens.</p>",
      PT: "<p>Cada lotaria mostra o tempo que falta para apostar no sorteio atual no formato <strong>hh:mm:ss</strong>. Quando as apostas fecham, mostra <em>--:--:--</em> até abrir o sorteio seguinte.</p>",
    },
  },
  {
    id: 7,
    title: {
      TY: "Responsableng paglalaro",
      EN: "Playing responsibly",
      PT: "Jogo responsável",
    },
    content: {
      TY: "<p>Magtakda ng budget bago maglaro at magpahinga paminsan-minsan. Maaaring magtakda ang customer service ng limit sa deposito o cooling-off period para sa iyo anumang oras.</p>",
      EN: "<p>Set a budget before you play and take regular breaks. Customer service can set deposit limits or a cooling-off period for you at any time.</p>",
      PT: "<p>Defina um orçamento antes de jogar e faça pausas regulares. O apoio ao cliente pode definir limites de depósito ou um período de pausa para si a qualquer momento.</p>",
    },
  },
  {
    id: 8,
    title: {
      TY: "Paano makipag-ugnayan sa customer service?",
      EN: "How do I contact customer service?",
      PT: "Como contacto o apoio ao cliente?",
    },
    content: {
      TY: '<p>Bukas ang customer service 24/7. Gamitin ang headset icon sa home page o buksan ang <a href="/m/service">Serbisyo sa customer</a>.</p>',
      EN: '<p>Customer service is available 24/7. Use the headset icon on the home page or open <a href="/m/service">Customer service</a>.</p>',
      PT: '<p>O apoio ao cliente está disponível 24/7. Use o ícone dos auscultadores na página inicial ou abra <a href="/m/service">Apoio ao cliente</a>.</p>',
    },
  },
];

/** Promotion periods are fixed dates; "coming" starts far enough ahead to stay coming. Promotion images carry no text: one file for every language. */
export const PROMOTIONS: Array<{
  id: number;
  title: Localised;
  summary: Localised;
  content: Localised;
  image: string;
  category: string;
  startsAt: number | null;
  endsAt: number | null;
  /** The engine's kind, rules (minor units, contract/promotion-rules.ts) and evidence mode (decision 036). */
  kind?: PromotionKind;
  rules?: Record<string, unknown>;
  evidence?: "none" | "optional" | "required";
}> = [
  {
    id: 1,
    title: {
      TY: "100% Pambungad na Bonus",
      EN: "Welcome Bonus 100%",
      PT: "Bónus de boas-vindas de 100%",
    },
    summary: {
      TY: "Doblehin ang iyong unang deposito, hanggang ₱5,000.",
      EN: "Double your first deposit, up to ₱5,000.",
      PT: "Duplique o seu primeiro depósito, até ₱5.000.",
    },
    image: "/content/promos/welcome.svg",
    category: "NEW",
    kind: "deposit_bonus",
    rules: { percentBp: 10_000, capMinor: 500_000, minDepositMinor: 20_000, turnoverMultiple: 10, firstDepositOnly: true, repeat: "once" },
    startsAt: Date.UTC(2026, 0, 1),
    endsAt: null,
    content: {
      TY: "<p>Makakatanggap ang mga bagong miyembro ng <strong>100% na bonus</strong> sa kanilang unang deposito, hanggang ₱5,000.</p><ul><li>Minimum na deposito ₱200</li><li>Turnover: 10× ng deposito at bonus</li><li>Isang bonus lamang bawat tao, sambahayan at device</li></ul>",
      EN: "<p>New members receive a <strong>100% bonus</strong> on their first deposit, up to ₱5,000.</p><ul><li>Minimum deposit ₱200</li><li>Turnover: 10× deposit plus bonus</li><li>One bonus per person, household and device</li></ul>",
      PT: "<p>Os novos membros recebem um <strong>bónus de 100%</strong> no primeiro depósito, até ₱5.000.</p><ul><li>Depósito mínimo de ₱200</li><li>Requisito de apostas: 10× o depósito mais o bónus</li><li>Um bónus por pessoa, agregado familiar e dispositivo</li></ul>",
    },
  },
  {
    id: 2,
    title: {
      TY: "Araw-araw na check-in",
      EN: "Daily check-in",
      PT: "Check-in diário",
    },
    summary: {
      TY: "Mag-check in nang pitong sunod-sunod na araw para sa hanggang ₱188.",
      EN: "Sign in seven days in a row for up to ₱188.",
      PT: "Faça check-in sete dias seguidos e ganhe até ₱188.",
    },
    image: "/content/promos/checkin.svg",
    category: "DAILY",
    kind: "checkin",
    rules: { streakDays: 7, prizeMinor: 18_800, turnoverMultiple: 1 },
    startsAt: Date.UTC(2026, 0, 1),
    endsAt: null,
    content: {
      TY: "<p>Mag-check in araw-araw. May <strong>₱188</strong> sa ikapitong sunod-sunod na araw; kapag lumiban ka ng isang araw, uulit sa simula ang streak.</p>",
      EN: "<p>Check in every day. Your seventh consecutive day pays <strong>₱188</strong>; miss a day and the streak starts again.</p>",
      PT: "<p>Faça check-in todos os dias. O sétimo dia consecutivo paga <strong>₱188</strong>; se falhar um dia, a sequência recomeça.</p>",
    },
  },
  {
    id: 3,
    title: {
      TY: "10% cashback sa live casino",
      EN: "Live casino cashback 10%",
      PT: "Cashback de 10% no casino ao vivo",
    },
    summary: {
      TY: "Ibabalik ang 10% ng iyong lingguhang talo sa live casino.",
      EN: "10% of your weekly live casino losses back.",
      PT: "Recupere 10% das suas perdas semanais no casino ao vivo.",
    },
    image: "/content/promos/cashback.svg",
    category: "LIVE",
    kind: "rebate",
    rules: { ratesBp: { LIVE: 1000 }, basis: "net_loss", period: "week", capMinor: 1_000_000, turnoverMultiple: 0 },
    startsAt: Date.UTC(2026, 2, 1),
    endsAt: null,
    content: {
      TY: "<p>Tuwing Lunes, ibinabalik namin ang <strong>10%</strong> ng iyong netong talo sa live casino noong nakaraang linggo, hanggang ₱10,000. Walang turnover requirement.</p>",
      EN: "<p>Every Monday we return <strong>10%</strong> of your net live casino losses of the previous week, up to ₱10,000. No turnover requirement.</p>",
      PT: "<p>Todas as segundas-feiras devolvemos <strong>10%</strong> das suas perdas líquidas no casino ao vivo da semana anterior, até ₱10.000. Sem requisito de apostas.</p>",
    },
  },
  {
    id: 4,
    title: {
      TY: "Mag-imbita ng kaibigan",
      EN: "Invite friends",
      PT: "Convide amigos",
    },
    summary: {
      TY: "Kumita ng ₱100 sa bawat kaibigang magdedeposito.",
      EN: "Earn ₱100 for every friend who deposits.",
      PT: "Ganhe ₱100 por cada amigo que fizer um depósito.",
    },
    image: "/content/promos/referral.svg",
    category: "REFERRAL",
    kind: "referral",
    rules: { minDepositMinor: 50_000, rewardMinor: 10_000, inviteeRewardMinor: 10_000, turnoverMultiple: 1, windowDays: 30 },
    startsAt: Date.UTC(2026, 0, 1),
    endsAt: null,
    content: {
      TY: "<p>Ibahagi ang iyong invitation link. Kapag nagrehistro ang isang kaibigan at nagdeposito ng ₱500 o higit pa, pareho kayong makakatanggap ng <strong>₱100</strong>.</p>",
      EN: "<p>Share your invitation link. When a friend registers and deposits ₱500 or more, you both receive <strong>₱100</strong>.</p>",
      PT: "<p>Partilhe a sua ligação de convite. Quando um amigo se registar e depositar ₱500 ou mais, ambos recebem <strong>₱100</strong>.</p>",
    },
  },
  {
    id: 5,
    title: {
      TY: "Lucky Wheel tuwing weekend",
      EN: "Lucky wheel weekend",
      PT: "Fim de semana da roda da sorte",
    },
    summary: {
      TY: "Paikutin ang gulong para sa premyong hanggang ₱88,888.",
      EN: "Spin the wheel for prizes up to ₱88,888.",
      PT: "Gire a roda e ganhe prémios até ₱88.888.",
    },
    image: "/content/promos/lucky-wheel.svg",
    category: "EVENT",
    startsAt: Date.UTC(2030, 0, 1),
    endsAt: Date.UTC(2030, 0, 31),
    content: {
      TY: "<p>Bawat ₱1,000 na turnover ay may katumbas na isang spin. Mga premyong hanggang <strong>₱88,888</strong>.</p>",
      EN: "<p>Every ₱1,000 of turnover earns a spin. Prizes up to <strong>₱88,888</strong>.</p>",
      PT: "<p>Cada ₱1.000 apostados dão direito a uma rodada. Prémios até <strong>₱88.888</strong>.</p>",
    },
  },
  {
    id: 6,
    title: {
      TY: "Pista ng Tag-init",
      EN: "Summer festival",
      PT: "Festival de verão",
    },
    summary: {
      TY: "Araw-araw na misyon na may cash prize buong tag-init.",
      EN: "Daily missions with cash prizes all summer.",
      PT: "Missões diárias com prémios em dinheiro durante todo o verão.",
    },
    image: "/content/promos/summer.svg",
    category: "EVENT",
    startsAt: Date.UTC(2026, 3, 1),
    endsAt: Date.UTC(2026, 5, 30),
    content: {
      TY: "<p>Tapusin ang mga araw-araw na misyon para makaipon ng festival token at ipagpalit ang mga ito sa cash prize. Tapos na ang event na ito.</p>",
      EN: "<p>Complete daily missions to collect festival tokens and exchange them for cash prizes. This event has ended.</p>",
      PT: "<p>Complete missões diárias para juntar fichas do festival e trocá-las por prémios em dinheiro. Este evento já terminou.</p>",
    },
  },
  {
    id: 8,
    title: {
      TY: "Lingguhang reload 20%",
      EN: "Weekly reload 20%",
      PT: "Recarga semanal de 20%",
    },
    summary: {
      TY: "20% bonus sa isang deposito bawat linggo, hanggang ₱1,000.",
      EN: "A 20% bonus on one deposit every week, up to ₱1,000.",
      PT: "Um bónus de 20% num depósito por semana, até ₱1.000.",
    },
    image: "/content/promos/reload.svg",
    category: "NEW",
    startsAt: Date.UTC(2026, 0, 1),
    endsAt: null,
    kind: "deposit_bonus",
    rules: { percentBp: 2000, capMinor: 100_000, minDepositMinor: 30_000, turnoverMultiple: 5, firstDepositOnly: false, repeat: "weekly" },
    content: {
      TY: "<p>Sumali bawat linggo at ang una mong deposito na ₱300 o higit pa ay may <strong>20% bonus</strong>, hanggang ₱1,000.</p><ul><li>Minimum na deposito ₱300</li><li>Turnover: 5× ng deposito at bonus</li><li>Hindi kasama ang depositong may ibang bonus</li></ul>",
      EN: "<p>Join every week and your first deposit of ₱300 or more earns a <strong>20% bonus</strong>, up to ₱1,000.</p><ul><li>Minimum deposit ₱300</li><li>Turnover: 5× deposit plus bonus</li><li>Deposits that chose another bonus do not count</li></ul>",
      PT: "<p>Adira todas as semanas e o seu primeiro depósito de ₱300 ou mais recebe um <strong>bónus de 20%</strong>, até ₱1.000.</p><ul><li>Depósito mínimo de ₱300</li><li>Requisito de apostas: 5× o depósito mais o bónus</li><li>Depósitos com outro bónus não contam</li></ul>",
    },
  },
  {
    id: 9,
    title: {
      TY: "Ipakita ang malaking panalo",
      EN: "Big-win showcase",
      PT: "Montra de grandes prémios",
    },
    summary: {
      TY: "Ibahagi ang screenshot ng malaking panalo mo at tumanggap ng ₱50.",
      EN: "Share a screenshot of your big win and receive ₱50.",
      PT: "Partilhe uma captura do seu grande prémio e receba ₱50.",
    },
    image: "/content/promos/showcase.svg",
    category: "EVENT",
    startsAt: Date.UTC(2026, 0, 1),
    endsAt: null,
    kind: "event",
    rules: { grantMinor: 5000, turnoverMultiple: 1 },
    evidence: "required",
    content: {
      TY: "<p>Mag-upload ng hanggang 3 screenshot (PNG o JPG, 5 MB bawat isa) ng panalo mo. Susuriin ito ng aming team at bibigyan ka ng <strong>₱50</strong> kapag naaprubahan.</p><ul><li>Turnover: 1× ng bonus</li></ul>",
      EN: "<p>Upload up to 3 screenshots (PNG or JPG, 5 MB each) of your win. Our team reviews them and grants <strong>₱50</strong> when approved.</p><ul><li>Turnover: 1× the bonus</li></ul>",
      PT: "<p>Carregue até 3 capturas (PNG ou JPG, 5 MB cada) do seu prémio. A nossa equipa analisa-as e atribui <strong>₱50</strong> quando aprovadas.</p><ul><li>Requisito de apostas: 1× o bónus</li></ul>",
    },
  },
];

/**
 * Entries in every member-side §4 status that needs no money (decision 036): Claimed and Issued
 * of a deposit bonus are derived from claims and deposits, so none is seeded; the one Issued
 * application (player02, 102) has its grant waiting to be claimed, no balance moves until then.
 */
const PROMOTION_ENTRIES: Array<{
  memberId: number;
  promotionId: number;
  status: string;
  cycle?: string;
  remark?: string;
  grantedMinor?: number;
  reason?: string;
}> = [
  { memberId: 1, promotionId: 2, status: "signed", cycle: "2026-10-31" },
  { memberId: 1, promotionId: 3, status: "Joined" },
  { memberId: 2, promotionId: 9, status: "Applying", remark: "Jackpot sa Mahjong Ways" },
  { memberId: 3, promotionId: 9, status: "Rejected", remark: "Big win", reason: "The screenshot does not show the account" },
  { memberId: 101, promotionId: 9, status: "Applying" },
  { memberId: 102, promotionId: 9, status: "Issued", grantedMinor: 5000 },
  { memberId: 103, promotionId: 3, status: "Joined" },
];

/** Labels are operator text; "Facebook" is a brand, the same in every language. */
export const SERVICE_LINKS: Array<{ id: number; kind: string; label: Localised; url: string }> = [
  { id: 1, kind: "SERVICE", label: { TY: "Live chat, bukas 24/7", EN: "Live chat 24/7", PT: "Chat ao vivo 24/7" }, url: "https://chat.edgelobby.example/live" },
  {
    id: 2,
    kind: "SERVICE",
    label: { TY: "Customer service sa Telegram", EN: "Customer service on Telegram", PT: "Apoio ao cliente no Telegram" },
    url: "https://t.me/edgelobby_cs",
  },
  { id: 3, kind: "TELEGRAM", label: { TY: "Channel sa Telegram", EN: "Telegram channel", PT: "Canal de Telegram" }, url: "https://t.me/edgelobby" },
  { id: 4, kind: "TELEGRAM2", label: { TY: "Grupo sa Telegram", EN: "Telegram group", PT: "Grupo do Telegram" }, url: "https://t.me/edgelobby_club" },
  { id: 5, kind: "FACEBOOK", label: { TY: "Facebook", EN: "Facebook", PT: "Facebook" }, url: "https://www.facebook.com/edgelobby" },
];

/**
 * §3 download links: none of the app links (IOS, Android, MOBILECONFIG) or TELEGRAM is seeded — there
 * is no real app or channel to send a player to, and each place that offers one hides it while unset.
 * An operator configures them with `npm run site -- download set TYPE URL`. The bar's icon is the app's own logo.
 */
const DOWNLOAD_LINKS: Record<string, string> = {
  AppDownloadIcon: "/logo.svg",
};

/** Only app_desc (the download bar's description) is text; the other keys are colours and numbers, the same in every language. */
export const MOBILE_TEMPLATE = {
  app_background: "#161b33",
  app_desc: {
    TY: "Edge Lobby app: mas mabilis na laro, instant na deposito at mga bonus para lang sa app",
    EN: "Edge Lobby app: faster games, instant deposits and app-only bonuses",
    PT: "App Edge Lobby: jogos mais rápidos, depósitos instantâneos e bónus exclusivos da app",
  },
  app_desc_font_color: "#eef1ff",
  app_rating: "4.8",
} satisfies Record<string, string | Localised>;

export const USER_AGREEMENT = {
  key: "useragreement",
  title: { TY: "Kasunduan ng user", EN: "User agreement", PT: "Acordo de utilizador" } satisfies Localised,
  updatedAt: Date.UTC(2026, 8, 1),
  content: joined([
    {
      TY: "<h3>1. Pagtanggap</h3><p>Sa pagbubukas ng account o paggamit ng Edge Lobby, tinatanggap mo ang kasunduang ito. Kung hindi ka sang-ayon, huwag gamitin ang serbisyo.</p>",
      EN: "<h3>1. Acceptance</h3><p>By opening an account or using Edge Lobby you accept this agreement. If you do not agree, do not use the service.</p>",
      PT: "<h3>1. Aceitação</h3><p>Ao abrir uma conta ou usar a Edge Lobby, aceita este acordo. Se não concordar, não utilize o serviço.</p>",
    },
    {
      TY: "<h3>2. Sino ang maaaring sumali</h3><p>Dapat ay hindi bababa sa {{minAge}} taong gulang ka at pinapayagang sumali sa online gaming sa lugar kung saan ka nakatira. Isasara ang mga account na binuksan sa mga lugar kung saan ito pinaghihigpitan.</p>",
      EN: "<h3>2. Eligibility</h3><p>You must be at least {{minAge}} years old and allowed to take part in online gaming where you live. Accounts opened in restricted regions will be closed.</p>",
      PT: "<h3>2. Elegibilidade</h3><p>Tem de ter pelo menos {{minAge}} anos e estar autorizado a participar em jogo online no local onde vive. As contas abertas em regiões restritas serão encerradas.</p>",
    },
    {
      TY: "<h3>3. Ang iyong account</h3><p>Isang account lamang bawat tao. Panatilihing lihim ang iyong password at mga verification code; ikaw ang mananagot sa lahat ng aktibidad sa iyong account.</p>",
      EN: "<h3>3. Your account</h3><p>One account per person. Keep your password and verification codes secret; you are responsible for activity on your account.</p>",
      PT: "<h3>3. A sua conta</h3><p>Uma conta por pessoa. Mantenha a sua palavra-passe e os códigos de verificação em segredo; é responsável pela atividade na sua conta.</p>",
    },
    {
      TY: "<h3>4. Deposito at withdrawal</h3><p>Dapat magmula ang mga deposito sa mga paraan ng pagbabayad na nakapangalan sa iyo. Ibinabayad ang withdrawal sa mga account na may parehong pangalan, matapos maabot ang anumang turnover ng bonus.</p>",
      EN: "<h3>4. Deposits and withdrawals</h3><p>Deposits must come from payment methods in your own name. Withdrawals are paid to accounts in the same name after any bonus turnover has been met.</p>",
      PT: "<h3>4. Depósitos e levantamentos</h3><p>Os depósitos têm de vir de meios de pagamento em seu nome. Os levantamentos são pagos para contas no mesmo nome, depois de cumprido qualquer requisito de apostas de bónus.</p>",
    },
    {
      TY: "<h3>5. Mga bonus</h3><p>Bawat promosyon ay may sariling patakaran. Ang pang-aabuso sa mga bonus, kasama ang paggamit ng maraming account, ay maaaring magresulta sa pagbawi ng bonus at ng mga kaugnay na panalo.</p>",
      EN: "<h3>5. Bonuses</h3><p>Each promotion has its own rules. Abuse of bonuses, including multiple accounts, may lead to the bonus and related winnings being removed.</p>",
      PT: "<h3>5. Bónus</h3><p>Cada promoção tem as suas próprias regras. O abuso de bónus, incluindo contas múltiplas, pode levar à remoção do bónus e dos ganhos associados.</p>",
    },
    {
      TY: "<h3>6. Responsableng paglalaro</h3><p>Nag-aalok kami ng limit sa deposito at self-exclusion. Makipag-ugnayan sa customer service anumang oras para magamit ang mga ito.</p>",
      EN: "<h3>6. Responsible gaming</h3><p>We offer deposit limits and self-exclusion. Contact customer service at any time to use them.</p>",
      PT: "<h3>6. Jogo responsável</h3><p>Oferecemos limites de depósito e autoexclusão. Contacte o apoio ao cliente a qualquer momento para os utilizar.</p>",
    },
    {
      TY: "<h3>7. Mga pagbabago</h3><p>Maaari naming baguhin ang kasunduang ito. Makikita sa itaas ng pahinang ito ang petsa ng pinakabagong bersyon.</p>",
      EN: "<h3>7. Changes</h3><p>We may update this agreement. The date of the latest version is shown at the top of this page.</p>",
      PT: "<h3>7. Alterações</h3><p>Podemos atualizar este acordo. A data da versão mais recente é indicada no topo desta página.</p>",
    },
  ]),
};

/** Inbox: every member gets a few messages; player10 to player14 more, for the read-state tests. */
export const MESSAGE_TEMPLATES: Array<{ title: Localised; content: Localised }> = [
  {
    title: { TY: "Natanggap na ang deposito", EN: "Deposit received", PT: "Depósito recebido" },
    content: {
      TY: "<p>Naipasok na sa iyong wallet ang iyong deposito. Suwertehin ka sana!</p>",
      EN: "<p>Your deposit has been credited to your wallet. Good luck!</p>",
      PT: "<p>O seu depósito foi creditado na sua carteira. Boa sorte!</p>",
    },
  },
  {
    title: { TY: "Naproseso na ang withdrawal", EN: "Withdrawal processed", PT: "Levantamento processado" },
    content: {
      TY: "<p>Naproseso na ang iyong withdrawal request at papunta na ito sa iyong account.</p>",
      EN: "<p>Your withdrawal request has been processed and is on its way to your account.</p>",
      PT: "<p>O seu pedido de levantamento foi processado e está a caminho da sua conta.</p>",
    },
  },
  {
    title: { TY: "Naipasok na ang bonus", EN: "Bonus credited", PT: "Bónus creditado" },
    content: {
      TY: "<p>May bonus na naidagdag sa iyong wallet. Tingnan sa reward center ang turnover requirement nito.</p>",
      EN: "<p>A bonus has been added to your wallet. Check the reward centre for its turnover requirement.</p>",
      PT: "<p>Foi adicionado um bónus à sua carteira. Consulte o requisito de apostas no centro de recompensas.</p>",
    },
  },
  {
    title: { TY: "Paalala sa seguridad", EN: "Security reminder", PT: "Lembrete de segurança" },
    content: {
      TY: "<p>Hindi namin kailanman hihingin ang iyong password o verification code. Huwag itong ibigay kaninuman.</p>",
      EN: "<p>We will never ask for your password or verification code. Keep them to yourself.</p>",
      PT: "<p>Nunca lhe pediremos a palavra-passe nem o código de verificação. Guarde-os só para si.</p>",
    },
  },
  {
    title: { TY: "Ang iyong lingguhang buod", EN: "Your weekly summary", PT: "O seu resumo semanal" },
    content: {
      TY: "<p>Handa na ang buod ng iyong paglalaro ngayong linggo. Buksan ang iyong betting record para makita ang mga detalye.</p>",
      EN: "<p>Your weekly play summary is ready. Open your betting record to see the details.</p>",
      PT: "<p>O seu resumo semanal de jogo está pronto. Abra o seu histórico de apostas para ver os detalhes.</p>",
    },
  },
  {
    title: { TY: "Pagsusuri ng VIP level", EN: "VIP level review", PT: "Revisão do nível VIP" },
    content: {
      TY: "<p>Sinusuri ang iyong VIP level tuwing unang araw ng bawat buwan. Patuloy na maglaro para tumaas ang iyong level.</p>",
      EN: "<p>Your VIP level is reviewed on the first day of every month. Keep playing to move up.</p>",
      PT: "<p>O seu nível VIP é revisto no primeiro dia de cada mês. Continue a jogar para subir de nível.</p>",
    },
  },
];

export type InboxMessage = { id: number; memberId: number; title: Localised; content: Localised; createdAt: number; readAt: number | null };

/** The inbox, message by message; the same on every call (the PRNG's sequence is fixed: ids, dates and read state never move). */
export function inbox(): InboxMessage[] {
  const rand = prng(20261101);
  const out: InboxMessage[] = [];
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
        title: a.title.TY,
        content: a.content?.TY ?? "",
        image_url: a.image?.TY ?? null,
        link: a.link ?? null,
        execution: a.execution ?? null,
        promotion_type: a.promotionType ?? null,
        platform: a.platform ?? "A",
        sort: i,
        pinned: a.pinned ? 1 : 0,
        created_at: CONTENT_EPOCH - a.daysAgo * DAY,
      }),
    );
    out.push(...translations("announcement", a.id, { title: a.title, content: a.content, image_url: a.image }));
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
    out.push(insert("messages", { id: m.id, member_id: m.memberId, title: m.title.TY, content: m.content.TY, created_at: m.createdAt, read_at: m.readAt }));
    out.push(...translations("message", m.id, { title: m.title, content: m.content }));
  }
  HELP_ITEMS.forEach((h, i) => {
    out.push(insert("help_items", { id: h.id, device: "ALL", title: h.title.TY, content: h.content.TY, sort: i }));
    out.push(...translations("help", h.id, { title: h.title, content: h.content }));
  });
  PROMOTIONS.forEach((p, i) => {
    out.push(
      insert("promotions", {
        id: p.id,
        title: p.title.TY,
        summary: p.summary.TY,
        content: p.content.TY,
        image_url: p.image,
        category: p.category,
        starts_at: p.startsAt,
        ends_at: p.endsAt,
        kind: p.kind ?? "event",
        rules: JSON.stringify(p.rules ?? { grantMinor: 1, turnoverMultiple: 0 }),
        evidence: p.evidence ?? "none",
        sort: i,
      }),
    );
    out.push(...translations("promotion", p.id, { title: p.title, summary: p.summary, content: p.content }));
  });
  PROMOTION_ENTRIES.forEach((e, i) => {
    out.push(
      insert("promotion_entries", {
        id: i + 1,
        member_id: e.memberId,
        promotion_id: e.promotionId,
        cycle: e.cycle ?? "",
        status: e.status,
        remark: e.remark ?? null,
        granted_minor: e.grantedMinor ?? null,
        reason: e.reason ?? null,
        created_at: CONTENT_EPOCH,
        updated_at: CONTENT_EPOCH,
      }),
    );
  });
  SERVICE_LINKS.forEach((s, i) => {
    out.push(insert("service_links", { id: s.id, kind: s.kind, label: s.label.TY, url: s.url, sort: i }));
    out.push(...translations("service_link", s.id, { title: s.label }));
  });
  for (const [resource_type, url] of Object.entries(DOWNLOAD_LINKS)) out.push(insert("download_links", { resource_type, url }));
  for (const [key, value] of Object.entries(MOBILE_TEMPLATE)) {
    if (typeof value === "string") {
      out.push(insert("mobile_template", { key, value }));
    } else {
      out.push(insert("mobile_template", { key, value: value.TY }));
      out.push(...translations("template", key, { content: value }));
    }
  }
  out.push(
    insert("documents", {
      key: USER_AGREEMENT.key,
      title: USER_AGREEMENT.title.TY,
      content: USER_AGREEMENT.content.TY,
      updated_at: USER_AGREEMENT.updatedAt,
    }),
  );
  out.push(...translations("document", USER_AGREEMENT.key, { title: USER_AGREEMENT.title, content: USER_AGREEMENT.content }));
  return out;
}
