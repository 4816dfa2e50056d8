import type { LinkDescriptor } from "react-router";
import homeStylesheet from "~/features/home/home.css?url";
import playMoneyStylesheet from "~/features/wallet/play-money.css?url";
import memberStylesheet from "./member.css?url";

/** The member centre's stylesheets, for both its routes; the login dialog is the home page's (home.css has the dialog styles). */
export const centrePageLinks: LinkDescriptor[] = [
  { rel: "stylesheet", href: homeStylesheet },
  { rel: "stylesheet", href: memberStylesheet },
  { rel: "stylesheet", href: playMoneyStylesheet },
];
