/** The reality check's page: the no-JavaScript target, the overlay's figures, the launch refusal's landing (decision 042). */
export const REALITY_CHECK_PATH = "/m/realityCheck";
export const RESPONSIBLE_GAMING_PATH = "/m/responsibleGaming";
export const WITHDRAW_PATH = "/m/withdraw";

/** /m/realityCheck?redirectTo=<a page of this app> (the place to return to after Continue). */
export function realityCheckHref(redirectTo: string): string {
  return `${REALITY_CHECK_PATH}?${new URLSearchParams({ redirectTo })}`;
}
