import { translations, type Localised } from "./content";
import { insert } from "./sql";

/**
 * The mission board's seed (decision 039): promotion 7 "Mission board" (category
 * MISSION, kind mission, running) and its missions, three daily and three weekly. Progress is never
 * seeded: it comes from each member's bets and deposits of the period, so the seed adds no ledger
 * entry. Mission titles are composed by the app from goal, target and category.
 */

export const MISSION_PROMOTION_ID = 7;

const PROMOTION: { title: Localised; summary: Localised; content: Localised } = {
  title: { TY: "Mga Misyon", EN: "Mission board", PT: "Quadro de missões" },
  summary: {
    TY: "Tapusin ang mga misyon araw-araw at linggo-linggo para sa mga premyo.",
    EN: "Complete daily and weekly missions for prizes.",
    PT: "Complete missões diárias e semanais e ganhe prémios.",
  },
  content: {
    TY: "<p>Tumaya, magdeposito at manalo para matapos ang mga misyon ng araw at ng linggo. Kunin ang premyo ng bawat natapos na misyon sa <strong>Mission board</strong>; may turnover requirement na ipinapakita sa tabi ng premyo.</p><ul><li>Nagre-reset ang mga pang-araw-araw na misyon tuwing hatinggabi (oras sa Maynila)</li><li>Nagre-reset ang mga lingguhang misyon tuwing Lunes</li><li>Makukuha ang premyo hanggang 24 na oras matapos ang panahon nito</li></ul>",
    EN: "<p>Bet, deposit and win to complete the day's and the week's missions. Claim each completed mission's prize on the <strong>Mission board</strong>; the turnover requirement is shown beside the prize.</p><ul><li>Daily missions reset at midnight (Manila time)</li><li>Weekly missions reset every Monday</li><li>A prize can be claimed until 24 hours after its period ends</li></ul>",
    PT: "<p>Aposte, deposite e ganhe para completar as missões do dia e da semana. Receba o prémio de cada missão completa no <strong>Quadro de missões</strong>; o requisito de apostas aparece ao lado do prémio.</p><ul><li>As missões diárias recomeçam à meia-noite (hora de Manila)</li><li>As missões semanais recomeçam todas as segundas-feiras</li><li>Um prémio pode ser recebido até 24 horas depois do fim do seu período</li></ul>",
  },
};

/** [id, period, goal, category, target (minor units, bets or days), prize (minor), turnover multiple]. */
export const MISSIONS: Array<[number, "day" | "week", string, string | null, number, number, number]> = [
  [1, "day", "stake_count", null, 5, 1_000, 1],
  [2, "day", "stake", "RNG", 100_000, 2_000, 1],
  [3, "day", "deposit_total", null, 50_000, 1_500, 1],
  [4, "week", "deposit_streak", null, 3, 8_800, 1],
  [5, "week", "stake", null, 1_000_000, 8_800, 1],
  [6, "week", "win_total", null, 200_000, 5_000, 1],
];

export function missionsSeed(): string[] {
  const out = [
    insert("promotions", {
      id: MISSION_PROMOTION_ID,
      title: PROMOTION.title.TY,
      summary: PROMOTION.summary.TY,
      content: PROMOTION.content.TY,
      image_url: "/content/promos/missions.svg",
      category: "MISSION",
      kind: "mission",
      starts_at: Date.UTC(2026, 0, 1),
      ends_at: null,
      sort: 7,
    }),
    ...translations("promotion", MISSION_PROMOTION_ID, PROMOTION),
  ];
  MISSIONS.forEach(([id, period, goal, category, target, prize, multiple], i) => {
    out.push(
      insert("missions", {
        id,
        promotion_id: MISSION_PROMOTION_ID,
        period,
        goal,
        category,
        target,
        prize_minor: prize,
        turnover_multiple: multiple,
        sort: i,
      }),
    );
  });
  return out;
}
