import type { LoaderFunctionArgs, AppLoadContext } from "react-router";
import { readCaptcha, writeCaptcha } from "~/features/account/cookies.server";
import { fetchCaptcha } from "~/gateway-client/account.server";

/**
 * The captcha image (a resource route: the browser never talks to the gateway). Each request
 * gets a new captcha; its id goes into a signed cookie so the next login or registration can
 * send it along with the answer.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const captcha = await fetchCaptcha(context.gateway).catch(() => null);
  if (!captcha) return new Response(null, { status: 503, headers: { "Cache-Control": "no-store" } });
  const state = await readCaptcha(request, context);
  const bytes = Uint8Array.from(atob(captcha.image), (c) => c.charCodeAt(0));
  return new Response(bytes, {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": "no-store",
      "Set-Cookie": await writeCaptcha({ ...state, id: captcha.captchaId }, context),
    },
  });
}
