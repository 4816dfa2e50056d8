import type { Messages } from "~/i18n/messages";
import type { validationTy } from "./validation-messages.ty";

/** The texts of validation-messages.ty.ts in Portuguese. */
export const validationPt: Messages<typeof validationTy> = {
  username: {
    required: "Introduza o nome de utilizador",
    format: "O formato da conta está incorreto",
    reserved: "Este nome de utilizador não pode ser usado. Escolha outro.",
  },
  password: { required: "Introduza a palavra-passe", format: "O formato da palavra-passe está incorreto" },
  mobile: {
    required: "Introduza o seu número de telemóvel",
    format: "O número de telemóvel só tem dígitos",
    min: "O número de telemóvel precisa de pelo menos 7 dígitos",
    max: "O número de telemóvel tem no máximo 20 dígitos",
  },
  code: { required: "Introduza o código de verificação", format: "O código só tem dígitos", max: "O código tem no máximo 10 dígitos" },
  captcha: { required: "introduza o código", format: "O código só tem dígitos", max: "No máximo 6 dígitos" },
  email: { required: "Introduza o seu e-mail" },
  in_email_incorrect: "O formato do e-mail está incorreto",
  invitation_code_error: "Código de convite inválido",
  paymentPassword: { format: "Palavra-passe de pagamento: 6 dígitos" },
  nickname: { format: "Alcunha: 2–20 caracteres" },
  payeeName: { format: "Introduza o nome como consta na conta bancária" },
  idNumber: { format: "Número de identificação: 6–30 letras ou dígitos" },
  qqNum: { format: "QQ: 5–12 dígitos" },
  social: { format: "Verifique este nome de conta" },
  phoneLike: { format: "Introduza um número de telefone válido" },
  recommender: { format: "Referenciador: apenas letras e dígitos" },
  dialingCode: { format: "Escolha um indicativo do país" },
  confirm: { required: "Introduza a palavra-passe", mismatch: "A confirmação da palavra-passe não coincide" },
  agree: { required: "Aceite o acordo de utilizador para continuar" },
  birthDate: {
    required: "Introduza a sua data de nascimento",
    format: "Introduza uma data real (AAAA-MM-DD)",
    range: "Introduza uma data entre 1900 e hoje",
  },
};
