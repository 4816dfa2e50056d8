import { useTranslation } from "~/i18n/react";
import { useImageUrl } from "~/ui/use-image-url";
import type { HotMatchView } from "./hot-match-view";

type Props = {
  match: Pick<HotMatchView, "homeTeam" | "awayTeam" | "homeCrest" | "awayCrest">;
  /** The CSS block the parts are styled under: the strip's slide or the modal's row. */
  block: "hot-match" | "match-row";
  crestSize: number;
  /** The strip puts the away crest last, so the two crests frame the names. */
  framed?: boolean;
};

/** Home team, "vs", away team, each with its crest (§2 hot-match strip and modal). */
export function MatchTeams({ match, block, crestSize, framed = false }: Props) {
  const imageUrl = useImageUrl();
  const { t } = useTranslation();
  const crest = (src: string) => <img src={imageUrl(src)} alt="" width={crestSize} height={crestSize} loading="lazy" />;
  const name = (text: string) => <span className={framed ? `${block}__name` : undefined}>{text}</span>;
  return (
    <span className={`${block}__teams`}>
      <span className={`${block}__team`}>
        {crest(match.homeCrest)}
        {name(match.homeTeam)}
      </span>
      <span className={`${block}__vs`}>{t("lobby.hot.vs")}</span>
      {framed ? (
        <span className={`${block}__team ${block}__team--away`}>
          {name(match.awayTeam)}
          {crest(match.awayCrest)}
        </span>
      ) : (
        <span className={`${block}__team`}>
          {crest(match.awayCrest)}
          {name(match.awayTeam)}
        </span>
      )}
    </span>
  );
}
