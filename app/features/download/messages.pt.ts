import type { Messages } from "~/i18n/messages";
import type { downloadTy } from "./messages.ty";

/** The texts of messages.ty.ts in Portuguese. */
export const downloadPt: Messages<typeof downloadTy> = {
  heading: "App Edge Lobby",
  intro: "Jogos mais rápidos, depósitos instantâneos e bónus exclusivos da app.",
  tabs: {
    label: "Escolha o seu telemóvel",
    android: "Android",
    ios: "iPhone e iPad",
  },
  yours: "Para o seu dispositivo",
  android: {
    title: "No Android",
    apk: {
      title: "Instalar a app (APK)",
      lead: "A app completa, diretamente de nós.",
      button: "Transferir para Android",
      steps: {
        download: 'Toque em "Transferir para Android" e aguarde o fim da transferência.',
        allow: 'Se o Android perguntar, abra as Definições e ative "Permitir desta fonte" para o seu navegador.',
        open: "Abra o ficheiro transferido a partir da notificação ou da pasta Transferências.",
        install: "Toque em Instalar e aguarde alguns segundos.",
        launch: "Toque em Abrir, ou procure a Edge Lobby no ecrã principal, e inicie sessão.",
      },
    },
    pwa: {
      title: "Adicionar ao ecrã principal",
      lead: "Nada para transferir: o lobby abre a partir de um ícone, como uma app.",
      steps: {
        menu: "No Chrome, toque no menu (⋮) no canto superior direito.",
        install: 'Toque em "Instalar app" ou "Adicionar ao ecrã principal".',
        confirm: "Toque em Instalar para confirmar.",
        launch: "Abra a Edge Lobby a partir do novo ícone no ecrã principal.",
      },
    },
  },
  ios: {
    title: "No iPhone e iPad",
    safari: "Use o Safari para estes passos.",
    profile: {
      title: "Instalar o perfil",
      lead: "O perfil coloca a Edge Lobby no ecrã principal.",
      button: "Instalar o perfil iOS",
      note: "Requer iOS 12.4 ou posterior.",
      steps: {
        download: 'Toque em "Instalar o perfil iOS" e escolha Permitir quando o Safari perguntar.',
        settings: 'Abra as Definições e toque em "Perfil descarregado", no topo.',
        install: "Toque em Instalar, no canto superior direito.",
        passcode: "Introduza o código do iPhone e toque novamente em Instalar.",
        done: "Toque em OK. A Edge Lobby já está no ecrã principal.",
      },
    },
    app: {
      title: "Na App Store",
      lead: "Prefere a App Store? A Edge Lobby também lá está.",
      button: "Abrir na App Store",
    },
    homeScreen: {
      title: "Adicionar ao ecrã principal",
      lead: "Nada para instalar: o lobby abre a partir de um ícone, como uma app.",
      steps: {
        share: "No Safari, toque no botão Partilhar (o quadrado com uma seta) na barra de ferramentas.",
        add: 'Deslize para baixo e toque em "Adicionar ao ecrã principal".',
        confirm: "Toque em Adicionar, no canto superior direito.",
        launch: "Abra a Edge Lobby a partir do novo ícone no ecrã principal.",
      },
    },
  },
};
