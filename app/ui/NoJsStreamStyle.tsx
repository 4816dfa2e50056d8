/**
 * Decision 019. Without JavaScript a part of a page that streams in after the shell stays in React's
 * hidden holder at the end of the document (the inline script that moves it never runs): this shows
 * the holders and drops the skeletons, so every part still appears (below the footer; overlays are
 * fixed anyway). Browsers parse a noscript's content only when scripting is off: with JavaScript it
 * is inert text. Every Suspense fallback of a page that renders it must carry `data-fallback`.
 */
export const NO_JS_STREAM_CSS = 'body div[hidden][id^="S:"]{display:block!important}[data-fallback]{display:none!important}';

/**
 * The rule above, for a page that streams (home, the member centre, the agent home). `also`: the
 * page's own rules for its parts shown out of place (they may aim at `div[hidden][id^="S:"]`).
 */
export function NoJsStreamStyle({ also = "" }: { also?: string }) {
  return (
    <noscript>
      <style dangerouslySetInnerHTML={{ __html: NO_JS_STREAM_CSS + also }} />
    </noscript>
  );
}
