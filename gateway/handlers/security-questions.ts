import type { Lang } from "../core/language";

/**
 * The security questions a member may pick, in the gateway's three languages. A member
 * stores the id, so an id never changes meaning; the texts may be reworded.
 */
export const SECURITY_QUESTIONS: Record<string, Record<Lang, string>> = {
  first_school: {
    ty: "Ano ang pangalan ng una mong paaralan?",
    en: "What was the name of your first school?",
    pt: "Qual era o nome da sua primeira escola?",
  },
  childhood_friend: {
    ty: "Ano ang pangalan ng matalik mong kaibigan noong bata ka?",
    en: "What is the name of your best friend from childhood?",
    pt: "Qual é o nome do seu melhor amigo de infância?",
  },
  first_pet: {
    ty: "Ano ang pangalan ng una mong alagang hayop?",
    en: "What was the name of your first pet?",
    pt: "Qual era o nome do seu primeiro animal de estimação?",
  },
  birth_city: {
    ty: "Saang lungsod ka ipinanganak?",
    en: "In which city were you born?",
    pt: "Em que cidade nasceu?",
  },
  favourite_food: {
    ty: "Ano ang paborito mong pagkain?",
    en: "What is your favourite food?",
    pt: "Qual é a sua comida preferida?",
  },
  mother_maiden: {
    ty: "Ano ang apelyido ng iyong ina noong dalaga pa siya?",
    en: "What is your mother's maiden name?",
    pt: "Qual é o apelido de solteira da sua mãe?",
  },
};

export function isQuestionId(id: string): boolean {
  return Object.hasOwn(SECURITY_QUESTIONS, id);
}

export function questionList(lang: Lang): { id: string; text: string }[] {
  return Object.entries(SECURITY_QUESTIONS).map(([id, texts]) => ({ id, text: texts[lang] }));
}
