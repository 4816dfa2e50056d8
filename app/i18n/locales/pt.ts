import { featureTexts } from "../feature-messages";
import type { CoreShape, LocaleShape } from "./ty";

/** Português. The key set is ty.ts's: tsc and `npm run i18n:check` both refuse a difference. */
const core: CoreShape = {
  app: {
    name: "Edge Lobby",
    tagline: "Slots, cassino ao vivo, desportos e lotaria no seu bolso",
    copyright: "© 2019-2024 Edge Lobby. Jogue com responsabilidade. 18+",
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
    slots: "Slots",
    messages: "Mensagens",
    settings: "Definições",
    changePassword: "Alterar palavra-passe",
    notFound: "Página não encontrada",
    maintenance: "Manutenção",
    region: "Indisponível na sua região",
    error: "Algo correu mal",
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
  },
  error: {
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
      invalid: "O servidor enviou uma resposta que não conseguimos ler. Tente novamente.",
      business: "Não foi possível concluir o pedido. Tente novamente.",
    },
    forbidden: "Lamentamos, esta conta não tem permissão ou a funcionalidade está temporariamente indisponível.",
  },
  progress: {
    label: "A carregar a página",
  },
  toast: {
    region: "Notificações",
    close: "Fechar",
    in_logged_login: "Não tem sessão iniciada, entre primeiro",
    free_reject: "Entre com uma conta real para usar esta função",
    session_expired: "A sessão da conta terminou, entre novamente",
    signed_in: "Bem-vindo de volta, sessão iniciada",
    signed_out: "Terminou a sessão",
  },
  form: {
    honeypot: "Deixe este campo em branco",
    required: "Este campo é obrigatório",
    tooLong: "Isto é demasiado longo",
    spam: "Não foi possível verificar o seu pedido. Recarregue a página e tente novamente.",
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
    demoHint: "Conta de demonstração: demo / demo1234",
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

const pt: LocaleShape = { ...core, ...featureTexts("pt") };

export default pt;
