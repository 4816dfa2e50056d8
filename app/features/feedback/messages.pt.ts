import type { Messages } from "~/i18n/messages";
import type { feedbackTy } from "./messages.ty";

/** The texts of messages.ty.ts in Portuguese. */
export const feedbackPt: Messages<typeof feedbackTy> = {
  title: "Sugestões e reclamações",
  intro: "Conte-nos o que aconteceu ou o que podemos melhorar. A nossa equipe responde aqui e na sua caixa de entrada.",
  category: {
    label: "Assunto",
    choose: "Escolha um assunto",
    deposit: "Depósito",
    withdrawal: "Levantamento",
    games: "Jogos",
    account: "Conta",
    suggestion: "Sugestão",
    other: "Outro",
  },
  content: {
    label: "A sua mensagem",
    hint: "{{min}}–{{max}} caracteres. Inclua o número do pedido, se houver.",
  },
  images: {
    label: "Imagens (opcional)",
    hint: "Até {{max}} PNG ou JPG, {{mb}} MB cada.",
    chosen_one: "{{count}} imagem escolhida",
    chosen_other: "{{count}} imagens escolhidas",
  },
  submit: "Enviar",
  sending: "A enviar…",
  sent: "Recebemos a sua mensagem. Obrigado!",
  error: {
    categoryRequired: "Escolha o assunto da sua mensagem.",
    contentShort: "Escreva pelo menos {{min}} caracteres.",
    contentLong: "A mensagem pode ter no máximo {{max}} caracteres.",
    imageCount: "Anexe no máximo {{max}} imagens.",
    imageSize: "Cada imagem pode ter no máximo {{mb}} MB.",
    imageType: "As imagens têm de ser PNG ou JPG.",
    tooFrequent_one: "Já enviou muitas mensagens hoje. Tente novamente dentro de {{count}} hora.",
    tooFrequent_other: "Já enviou muitas mensagens hoje. Tente novamente dentro de {{count}} horas.",
    unavailable: "Não é possível receber imagens agora. Envie sem imagens ou tente mais tarde.",
  },
  list: {
    heading: "As suas mensagens",
    empty: "Ainda não enviou nenhuma mensagem.",
    images_one: "{{count}} imagem",
    images_other: "{{count}} imagens",
    answer: "Resposta da nossa equipe",
  },
  status: {
    received: "Recebida",
    answered: "Respondida",
  },
};
