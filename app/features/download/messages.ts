import { defineMessages } from "~/i18n/messages";

/**
 * Texts of /m/download: the hero, the device tabs and the install guides.
 * Button and menu names inside the steps are the ones the phone itself shows in that language
 * (Tagalog players mostly run their phones in English, so TY keeps iOS/Android's English names).
 */
export const downloadMessages = defineMessages({
  ty: {
    heading: "App ng Edge Lobby",
    intro: "Mas mabilis na laro, instant na deposito at mga bonus para lang sa app.",
    tabs: {
      label: "Piliin ang iyong phone",
      android: "Android",
      ios: "iPhone at iPad",
    },
    yours: "Para sa iyong device",
    android: {
      title: "Sa Android",
      apk: {
        title: "I-install ang app (APK)",
        lead: "Ang buong app, direkta mula sa amin.",
        button: "I-download para sa Android",
        steps: {
          download: 'Pindutin ang "I-download para sa Android" at hintaying matapos ang download.',
          allow: 'Kung magtanong ang Android, buksan ang Settings at i-on ang "Allow from this source" para sa iyong browser.',
          open: "Buksan ang na-download na file mula sa notification o sa Downloads folder.",
          install: "Pindutin ang Install at maghintay ng ilang segundo.",
          launch: "Pindutin ang Open, o hanapin ang Edge Lobby sa home screen, at mag-login.",
        },
      },
      pwa: {
        title: "Idagdag sa home screen",
        lead: "Walang kailangang i-download: bubukas ang lobby mula sa isang icon, parang app.",
        steps: {
          menu: "Sa Chrome, pindutin ang menu (⋮) sa kanang itaas.",
          install: 'Pindutin ang "Install app" o "Add to home screen".',
          confirm: "Pindutin ang Install para kumpirmahin.",
          launch: "Buksan ang Edge Lobby mula sa bagong icon sa iyong home screen.",
        },
      },
    },
    ios: {
      title: "Sa iPhone at iPad",
      safari: "Gamitin ang Safari para sa mga hakbang na ito.",
      profile: {
        title: "I-install ang profile",
        lead: "Inilalagay ng profile ang Edge Lobby sa iyong home screen.",
        button: "I-install ang iOS profile",
        note: "Kailangan ng iOS 12.4 o mas bago.",
        steps: {
          download: 'Pindutin ang "I-install ang iOS profile" at piliin ang Allow kapag nagtanong ang Safari.',
          settings: 'Buksan ang Settings at pindutin ang "Profile Downloaded" sa itaas.',
          install: "Pindutin ang Install sa kanang itaas.",
          passcode: "Ilagay ang passcode ng iyong iPhone, pagkatapos ay pindutin muli ang Install.",
          done: "Pindutin ang Done. Nasa home screen mo na ang Edge Lobby.",
        },
      },
      app: {
        title: "Mula sa App Store",
        lead: "Mas gusto ang App Store? Doon din available ang Edge Lobby.",
        button: "Buksan sa App Store",
      },
      homeScreen: {
        title: "Idagdag sa Home Screen",
        lead: "Walang kailangang i-install: bubukas ang lobby mula sa isang icon, parang app.",
        steps: {
          share: "Sa Safari, pindutin ang Share button (ang parisukat na may arrow) sa toolbar.",
          add: 'Mag-scroll pababa at pindutin ang "Add to Home Screen".',
          confirm: "Pindutin ang Add sa kanang itaas.",
          launch: "Buksan ang Edge Lobby mula sa bagong icon sa iyong home screen.",
        },
      },
    },
  },
  en: {
    heading: "Edge Lobby app",
    intro: "Faster games, instant deposits and app-only bonuses.",
    tabs: {
      label: "Choose your phone",
      android: "Android",
      ios: "iPhone & iPad",
    },
    yours: "For your device",
    android: {
      title: "On Android",
      apk: {
        title: "Install the app (APK)",
        lead: "The full app, straight from us.",
        button: "Download for Android",
        steps: {
          download: 'Tap "Download for Android" and wait for the download to finish.',
          allow: 'If Android asks, open Settings and turn on "Allow from this source" for your browser.',
          open: "Open the downloaded file from the notification or your Downloads folder.",
          install: "Tap Install and wait a few seconds.",
          launch: "Tap Open, or find Edge Lobby on your home screen, and log in.",
        },
      },
      pwa: {
        title: "Add to home screen",
        lead: "Nothing to download: the lobby opens from an icon, like an app.",
        steps: {
          menu: "In Chrome, tap the menu (⋮) at the top right.",
          install: 'Tap "Install app" or "Add to home screen".',
          confirm: "Tap Install to confirm.",
          launch: "Open Edge Lobby from its new icon on your home screen.",
        },
      },
    },
    ios: {
      title: "On iPhone and iPad",
      safari: "Use Safari for these steps.",
      profile: {
        title: "Install the profile",
        lead: "The profile puts Edge Lobby on your home screen.",
        button: "Install the iOS profile",
        note: "Requires iOS 12.4 or later.",
        steps: {
          download: 'Tap "Install the iOS profile" and choose Allow when Safari asks.',
          settings: 'Open Settings and tap "Profile Downloaded" near the top.',
          install: "Tap Install in the top-right corner.",
          passcode: "Enter your iPhone passcode, then tap Install again.",
          done: "Tap Done. Edge Lobby is now on your home screen.",
        },
      },
      app: {
        title: "From the App Store",
        lead: "Prefer the App Store? Edge Lobby is there too.",
        button: "Open in the App Store",
      },
      homeScreen: {
        title: "Add to Home Screen",
        lead: "Nothing to install: the lobby opens from an icon, like an app.",
        steps: {
          share: "In Safari, tap the Share button (the square with an arrow) in the toolbar.",
          add: 'Scroll down and tap "Add to Home Screen".',
          confirm: "Tap Add in the top-right corner.",
          launch: "Open Edge Lobby from its new icon on your home screen.",
        },
      },
    },
  },
  pt: {
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
  },
});
