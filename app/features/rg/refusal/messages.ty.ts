import type { MessageTree } from "~/i18n/messages";

/**
 * Texts of a refused request: the gateway's rg.* codes with the limit, what is
 * used and when it resets, or when a pause ends. Read by every page that moves money or plays.
 * TY is the source of the key set: EN and PT are typed against it.
 */
export const refusalTy = {
  period: { day: "araw-araw", week: "lingguhan", month: "buwanang" },
  kind: { deposit: "deposito", loss: "talo", stake: "taya" },
  limit:
    "Lalampas ito sa iyong {{period}} na limitasyon sa {{kind}} na {{limit}}: nagamit na ang {{used}}, {{remaining}} pa ang natitira. Magre-reset ito sa {{resetAt}}.",
  timeout: "Naka-time-out ka hanggang {{until}}. Nakahinto ang deposito, laro at promosyon; maaari ka pa ring mag-withdraw at tumingin ng mga rekord.",
  exclusion:
    "Naka-self-exclude ka hanggang {{until}}. Nakahinto ang deposito, laro at promosyon; maaari ka pa ring mag-withdraw ng iyong balanse at tumingin ng mga rekord.",
  session: "Naabot mo na ang limitasyon ng oras ng iyong session. Muling bubukas ang laro at deposito sa {{until}}.",
  realityCheck: "Sagutin muna ang iyong reality check para makapagpatuloy sa paglalaro.",
  more: "Responsableng paglalaro",
} satisfies MessageTree;
