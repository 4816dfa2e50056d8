import type { Messages } from "~/i18n/messages";
import type { downloadTy } from "./messages.ty";

/** The texts of messages.ty.ts in English. */
export const downloadEn: Messages<typeof downloadTy> = {
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
};
