import type { MessageTree } from "~/i18n/messages";

/**
 * Texts of /m/download: the hero, the device tabs and the install guides.
 * Button and menu names inside the steps are the ones the phone itself shows in that language
 * (Tagalog players mostly run their phones in English, so TY keeps iOS/Android's English names).
 * TY is the source of the key set: EN and PT are typed against it.
 */
export const downloadTy = {
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
} satisfies MessageTree;
