import type { CoreShape, LocaleShape } from "./ty";
import { accountPt } from "../../features/account/messages.pt";
import { validationPt } from "../../features/account/validation-messages.pt";
import { agentContractPt } from "../../features/agent/contracts/messages.pt";
import { agentHomePt } from "../../features/agent/home/messages.pt";
import { redRainPt } from "../../features/agent/rain/messages.pt";
import { agentReportsPt } from "../../features/agent/reports/messages.pt";
import { agentTeamPt } from "../../features/agent/team/messages.pt";
import { contentPt } from "../../features/content/messages.pt";
import { depositPt } from "../../features/deposit/messages.pt";
import { downloadPt } from "../../features/download/messages.pt";
import { feedbackPt } from "../../features/feedback/messages.pt";
import { gamesPt } from "../../features/games/messages.pt";
import { lobbyPt } from "../../features/home/messages.pt";
import { identityPt } from "../../features/identity/messages.pt";
import { lotteryPt } from "../../features/lottery/messages.pt";
import { memberPt } from "../../features/member/messages.pt";
import { promotionsPt } from "../../features/promotions/messages.pt";
import { pwaPt } from "../../features/pwa/messages.pt";
import { recordsPt } from "../../features/records/messages.pt";
import { rgPt } from "../../features/rg/messages.pt";
import { securityPt } from "../../features/security/messages.pt";
import { transferPt } from "../../features/transfer/messages.pt";
import { walletPt } from "../../features/wallet/messages.pt";

/** Português. The key set is ty.ts's: tsc and `npm run i18n:check` both refuse a difference. */
const core: CoreShape = {
  app: {
    name: "Edge Lobby",
    tagline: "Slots, cassino ao vivo, desportos e lotaria no seu bolso",
    copyright: "© 2019-2024 Edge Lobby. Jogue com responsabilidade.",
  },
  language: {
    label: "Idioma",
    en: "English",
    pt: "Português",
    ty: "Tagalog",
  },
  nav: {
    label: "Menu principal",
    skipToContent: "Saltar para o conteúdo",
    home: "Início",
    inviteFriends: "Convidar",
    deposit: "Depósito",
    events: "Eventos",
    members: "Membros",
  },
  header: {
    back: "Voltar",
    login: "Entrar",
    register: "Registar",
    deposit: "Depositar",
    balance: "Saldo",
    home: "Início do Edge Lobby",
  },
  title: {
    home: "Início",
    login: "Entrar",
    activity: "Eventos",
    forget: "Esqueci a palavra-passe",
    trail: "Teste grátis",
    firstPassword: "Primeira palavra-passe",
    notice: "Anúncios",
    gameCenter: "Centro de jogos",
    slots: "Máquinas de slots",
    messages: "Mensagens",
    settings: "Definições",
    changePassword: "Alterar palavra-passe",
    notFound: "Página não encontrada",
    notOffered: "Não disponível aqui",
    maintenance: "Manutenção",
    region: "Indisponível na sua região",
    error: "Algo correu mal",
    gameLobby: "Lobby de jogos",
    mine: "Membros",
    vip: "Benefícios VIP",
    securityCenter: "Centro de segurança",
    paymentPassword: "Palavra-passe de pagamento",
    payeeName: "Nome real",
    bankCards: "Cartões bancários",
    email: "E-mail",
    mobile: "Número de telemóvel",
    securityQuestion: "Pergunta de segurança",
    profile: "Alcunha e avatar",
    loginHistory: "Histórico de sessões",
    transactionRecord: "Registo de movimentos",
    withdraw: "Levantar",
    withdrawReport: "Registo de levantamentos",
    uplineTransfer: "Transferir para o superior",
    redRain: "Chuva de envelopes vermelhos",
    gameRecord: "Registo de apostas",
    betDetail: "Detalhes do pedido",
    profitandloss: "Relatório pessoal",
    agentOverview: "Resumo da equipa",
    deposit: "Depositar",
    depositRecord: "Registo de depósitos",
  },
  gate: {
    maintenance: {
      title: "Sistema em atualização, tente novamente mais tarde.",
      body: "Estamos a melhorar o Edge Lobby. O seu saldo e as suas apostas estão seguros; tudo voltará em breve.",
      retry: "Tentar novamente",
    },
    region: {
      title: "Indisponível na sua região",
      body: "O acesso a partir da sua localização ({{country}}) está restrito pela regulamentação local.",
      bodyUnknown: "O acesso a partir da sua localização está restrito pela regulamentação local.",
      help: "Se acha que isto é um erro, contacte o apoio ao cliente.",
    },
    service: "Fale com o atendimento ao cliente",
  },
  error: {
    notOffered: {
      title: "Não disponível aqui",
      body: "Este site não oferece este serviço.",
      home: "Voltar ao início",
    },
    notFound: {
      title: "Página não encontrada",
      body: "A página que procura não existe ou foi movida.",
      home: "Voltar ao início",
    },
    generic: {
      title: "Algo correu mal",
      body: "Erro desconhecido. Tente novamente.",
      retry: "Tentar novamente",
    },
    gateway: {
      unreachable: "A rede está lenta ou sem ligação. Verifique a sua ligação e tente novamente.",
      timeout: "O servidor está a demorar demasiado a responder. Tente novamente.",
      server: "O serviço está com um problema. Tente novamente.",
      invalid: "O servidor enviou uma resposta que não conseguimos ler. Tente novamente.",
      business: "Não foi possível concluir o pedido. Tente novamente.",
    },
    request: {
      invalid: "Não foi possível ler o seu pedido. Recarregue a página e tente novamente.",
      tooLarge: "O que enviou é demasiado grande. Encurte-o e tente novamente.",
    },
    forbidden: "Lamentamos, esta conta não tem permissão ou a funcionalidade está temporariamente indisponível.",
    crossSiteLaunch: {
      title: "Aberto a partir de outro site",
      body: "Para sua segurança, um jogo só começa quando é aberto no próprio Edge Lobby. Se queria jogar, abra-o aqui.",
      open: "Abrir o jogo",
    },
  },
  progress: {
    label: "A carregar a página",
  },
  toast: {
    region: "Notificações",
    close: "Fechar",
    in_logged_login: "Não tem sessão iniciada, entre primeiro",
    free_reject: "Entre com uma conta real para usar esta função",
    non_agent: "Não-agentes não podem entrar",
    session_expired: "A sessão da conta terminou, entre novamente",
    signed_in: "Bem-vindo de volta, sessão iniciada",
    signed_out: "Terminou a sessão",
    in_sms_sending: "A enviar SMS…",
    in_sms_send: "SMS enviado",
    in_registered_successfully: "Registo concluído. Bem-vindo!",
    in_sure_logout: "Tem a certeza de que quer terminar a sessão?",
    in_been_out: "Enviado. Verifique o seu e-mail para os próximos passos.",
    contact_service: "Contacte o apoio ao cliente",
    in_please_wait: "Aguarde…",
    change_saved: "Alteração guardada",
  },
  form: {
    honeypot: "Deixe este campo em branco",
    required: "Este campo é obrigatório",
    tooLong: "Isto é demasiado longo",
    spam: "Não foi possível verificar o seu pedido. Recarregue a página e tente novamente.",
    /** A timed form (registration, free trial) sent sooner than a person could (ASVS V2.4.2). */
    tooSoon: "O envio foi um pouco rápido demais. Verifique o formulário e envie novamente.",
  },
  login: {
    heading: "Bem-vindo de volta",
    subheading: "Entre para jogar, depositar e receber recompensas.",
    username: "Nome de utilizador",
    usernamePlaceholder: "Introduza o seu nome de utilizador",
    password: "Palavra-passe",
    passwordPlaceholder: "Introduza a sua palavra-passe",
    showPassword: "Mostrar palavra-passe",
    hidePassword: "Ocultar palavra-passe",
    clearUsername: "Limpar nome de utilizador",
    submit: "Entrar",
    submitting: "A entrar…",
    enterUsername: "Introduza o nome de utilizador",
    enterPassword: "Introduza a palavra-passe",
    failed: "Lamentamos, o utilizador não existe ou está desativado.",
    trialAccount: "Conta não membro não pode iniciar sessão",
  },
  home: {
    guestTitle: "Jogue mais, ganhe mais",
    guestBody: "Mais de 600 jogos dos melhores estúdios, sorteios de lotaria ao vivo e recompensas semanais.",
    loginCta: "Entrar",
    registerCta: "Registe-se",
    memberTitle: "Olá, {{name}}",
    memberSince_one: "Membro há {{count}} dia",
    memberSince_other: "Membro há {{count}} dias",
    walletLabel: "Saldo total",
    signOut: "Terminar sessão",
    trialBadge: "Teste grátis",
  },
};

/** Each feature's texts (app/features/<name>/messages.pt.ts), one line each, under their top-level key. */
const features = {
  account: accountPt,
  validation: validationPt,
  games: gamesPt,
  lottery: lotteryPt,
  lobby: lobbyPt,
  content: contentPt,
  download: downloadPt,
  member: memberPt,
  security: securityPt,
  identity: identityPt,
  records: recordsPt,
  wallet: walletPt,
  transfer: transferPt,
  deposit: depositPt,
  agentHome: agentHomePt,
  agentReports: agentReportsPt,
  agentTeam: agentTeamPt,
  redRain: redRainPt,
  agentContracts: agentContractPt,
  promotions: promotionsPt,
  rg: rgPt,
  pwa: pwaPt,
  feedback: feedbackPt,
};

const pt: LocaleShape = { ...core, ...features };

export default pt;
