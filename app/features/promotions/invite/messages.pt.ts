import type { Messages } from "~/i18n/messages";
import type { inviteTy } from "./messages.ty";

/** The texts of messages.ty.ts in Portuguese. */
export const invitePt: Messages<typeof inviteTy> = {
  title: "Convidar amigos",
  intro:
    "Partilhe a sua ligação. Quando um amigo depositar {{minDeposit}} nos {{days}} dias após o registo, recebe {{reward}} e o seu amigo recebe {{inviteeReward}}.",
  wagering: "Cada recompensa tem um requisito de apostas de {{multiple}}× antes de poder ser levantada.",
  noWagering: "As recompensas não têm requisito de apostas.",
  link: "A sua ligação de convite",
  code: "Código de convite",
  copy: "Copiar",
  copyLabel: "Copiar: {{what}}",
  copied: "Copiado",
  share: "Partilhar",
  shareTitle: "Junte-se ao Edge Lobby",
  shareText: "Junte-se com o meu código {{code}}.",
  qrLabel: "Código QR da sua ligação de convite",
  qrHint: "O seu amigo pode ler este código com a câmara do telemóvel.",
  stats: {
    heading: "Os seus convites",
    invited: "Aberturas da ligação",
    registered: "Registados",
    qualified: "Qualificados",
    earned: "Ganho",
    pending: "Por reclamar",
  },
  friends: {
    heading: "Amigos convidados",
    range: "Registados nos últimos",
    ranges: { "24h": "24 horas", "3d": "3 dias", "7d": "7 dias", "1m": "1 mês" },
    account: "Amigo",
    date: "Registado em",
    status: "Estado",
    reward: "Recompensa",
    privacy: "Para a privacidade dos seus amigos, os nomes aparecem em parte ocultos e os montantes deles nunca são mostrados.",
    empty: "Nenhum amigo se registou neste período",
    emptyBody: "Partilhe a sua ligação ou o código QR; os amigos que se registarem com ela aparecem aqui.",
    previous: "Página anterior",
    next: "Página seguinte",
    pageOf: "Página {{page}} de {{total}}",
    pagination: "Páginas de amigos",
  },
  status: { registered: "Registado", qualified: "Qualificado", rewarded: "Recompensado" },
  claim: "Reclamar",
  claimLabel: "Reclamar a recompensa de {{friend}}",
};
