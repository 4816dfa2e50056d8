import type { Lang } from "../core/language";
import { OPERATOR_UTC_OFFSET_MS } from "../core/operator-time";

/**
 * The self-exclusion confirmation (RG-11, decision 040): the e-mail and the inbox message
 * the gateway writes when a member excludes themselves. Pure; every language the app has (TY is the
 * operator's default, §3), so the inbox shows it in whichever language the member reads.
 */

/** An instant on the operator's clock, "YYYY-MM-DD HH:mm". */
export function operatorDateTime(epochMs: number): string {
  return new Date(epochMs + OPERATOR_UTC_OFFSET_MS).toISOString().replace("T", " ").slice(0, 16);
}

const TEXTS: Record<Lang, { title: string; body: (end: string) => string }> = {
  ty: {
    title: "Kumpirmasyon ng iyong self-exclusion",
    body: (end) =>
      `Naka-self-exclude ang iyong account hanggang ${end} (UTC+8). Hanggang doon, hindi ka makakapag-deposito, makakapaglaro, makakakuha ng promosyon o makakapaglipat ng pondo, at tatanggihan ang bagong pagpaparehistro gamit ang iyong mobile number o e-mail. Maaari ka pa ring mag-sign in para i-withdraw ang iyong balanse. Hindi maaaring tapusin nang maaga ang self-exclusion.`,
  },
  en: {
    title: "Your self-exclusion is confirmed",
    body: (end) =>
      `Your account is self-excluded until ${end} (UTC+8). Until then you cannot deposit, play, claim promotions or transfer money, and a new registration with your mobile number or e-mail is refused. You can still sign in to withdraw your balance. A self-exclusion cannot be ended early.`,
  },
  pt: {
    title: "Sua autoexclusão está confirmada",
    body: (end) =>
      `Sua conta está autoexcluída até ${end} (UTC+8). Até lá, você não pode depositar, jogar, receber promoções nem transferir dinheiro, e um novo cadastro com seu celular ou e-mail será recusado. Você ainda pode entrar para sacar seu saldo. A autoexclusão não pode ser encerrada antes do prazo.`,
  },
};

export const CONFIRMATION_LANGS: readonly Lang[] = ["ty", "en", "pt"];

/** The confirmation's title and text in `lang`, naming when the exclusion ends (operator time). */
export function exclusionConfirmation(lang: Lang, endsAt: number): { title: string; body: string } {
  const t = TEXTS[lang];
  return { title: t.title, body: t.body(operatorDateTime(endsAt)) };
}
