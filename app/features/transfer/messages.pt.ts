import type { Messages } from "~/i18n/messages";
import type { transferTy } from "./messages.ty";

/** The texts of messages.ty.ts in Portuguese. */
export const transferPt: Messages<typeof transferTy> = {
  upline: {
    intro: "Envie dinheiro do seu saldo para o seu agente superior. Chega à carteira dele de imediato.",
    balance: "Saldo",
    to: "Enviar para",
    amount: "Valor",
    amountHint: "Mín. {{min}} · Máx. {{max}}",
    all: "Tudo",
    allLabel: "Preencher com o saldo inteiro",
    next: "Seguinte",
    confirmTitle: "Confirmar a transferência",
    confirmBody: "Este valor vai para o seu superior. É movido de imediato e não pode ser revertido.",
    confirmAmount: "Valor",
    paymentPassword: "Senha de pagamento",
    paymentPasswordHint: "6 dígitos",
    submit: "Transferir",
    back: "Voltar",
    needPassword: "Para transferir, defina primeiro uma senha de pagamento.",
    setPassword: "Definir senha de pagamento",
    blocked: "As transferências não estão disponíveis para esta conta neste momento.",
    amountRequired: "Introduza o valor",
    amountFormat: "Introduza um valor acima de zero com no máximo 2 casas decimais",
    amountMin: "Mínimo {{min}}",
    amountMax: "Máximo {{max}} por transferência",
    amountOverBalance: "É mais do que o seu saldo ({{balance}})",
    insufficient: "Saldo insuficiente ({{balance}})",
    expired: "O formulário expirou. Tente novamente.",
    mismatch: "Este formulário já foi enviado para outra transferência. Recarregue a página e tente novamente.",
    forbidden: "A transferência para o superior não está disponível para esta conta.",
    noUpline: "Esta conta não tem superior para onde transferir.",
    toastDone: "Enviado para o seu superior",
    doneTitle: "Transferência concluída",
    doneBody: "{{amount}} foi enviado para {{upline}}. O seu saldo é agora {{balance}}.",
    viewRecords: "Ver registo de movimentos",
  },
  record: {
    toUpline: "Transferência para o superior",
    fromDownline: "Transferência do subordinado",
  },
};
